import ArchCore
import ArchModuleGraph

/// What to draw: at which level, which modules, and around which module.
public struct GraphViewOptions: Sendable, Equatable {
    public enum Direction: String, Sendable, CaseIterable {
        /// Dependents: who depends on the focus.
        case `in`
        /// Dependencies: what the focus depends on.
        case out
        case both
    }

    public var level: GraphView.Level
    public var includeTests: Bool
    public var includeExternal: Bool
    public var focus: String?
    public var depth: Int
    public var direction: Direction
    /// Whether module-level drawings box each package's modules: see `GraphView.boxesPackages`.
    public var packageBoxes: Bool
    /// Whether drawings show every edge, also those other paths imply (`graph --all-edges`);
    /// otherwise a crowded drawing (`GraphView.isCrowded`) hides them.
    public var allEdges: Bool

    public init(level: GraphView.Level = .module, includeTests: Bool = false, includeExternal: Bool = false,
                focus: String? = nil, depth: Int = 1, direction: Direction = .both, packageBoxes: Bool = false,
                allEdges: Bool = false) {
        self.level = level
        self.includeTests = includeTests
        self.includeExternal = includeExternal
        self.focus = focus
        self.depth = depth
        self.direction = direction
        self.packageBoxes = packageBoxes
        self.allEdges = allEdges
    }
}

public enum GraphViewError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownFocus(String, suggestion: String?)

    public var description: String {
        switch self {
        case .unknownFocus(let name, let suggestion):
            return "no module named '\(name)' to focus on" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        }
    }
}

/// Turns a document into a view: filters modules, follows `--focus`, and folds modules into
/// packages or layers.
public enum GraphViewBuilder {
    public static let unlayeredBand = "(no layer)"
    public static let externalBand = "(external)"
    /// Test targets, whatever their folder's layer, with `--include-tests`: last, below the
    /// externals, so that the drawing above it is the drawing without tests and their edges,
    /// which all point up into it, never cross the product's edges down to the externals.
    public static let testsBand = "(tests)"

    /// How a view's edges hold their places.
    public enum Places: Sendable {
        /// Sorted and distinct, as `GraphView.Edge.locations` states.
        case sorted
        /// Every place of the dependencies an edge stands for, in document order, repeats
        /// included: for drawings that only ask which conditions and type names an edge has,
        /// which sorting a dense graph's places for the edges between layers would cost most of.
        case unsorted
        /// Only the places under an `#if` condition or naming a referenced type, otherwise as
        /// `unsorted`: for drawings that ask only which conditions and type names an edge has.
        /// Most places have neither, so a dense graph's folded edges then carry a handful of
        /// places instead of copying every one.
        case marked
    }

    public static func build(_ document: GraphDocument, options: GraphViewOptions) throws(GraphViewError) -> GraphView {
        try build(document, options: options, places: .sorted)
    }

    public static func build(_ document: GraphDocument, options: GraphViewOptions, places: Places) throws(GraphViewError) -> GraphView {
        let selection = try select(document, options: options)
        let modules = selection.modules

        // The node each module is drawn as, at this level.
        func nodeID(_ module: Module) -> String {
            switch options.level {
            case .module: return module.name
            case .package: return module.package ?? module.name
            case .layer: return band(of: module)
            }
        }

        var nodeModules: [String: [Module]] = [:]
        for module in modules.sorted(by: { $0.name < $1.name }) { nodeModules[nodeID(module), default: []].append(module) }
        let nodeIDs = nodeModules.keys.sorted()

        // Modules and nodes by number, so that every edge is looked up by two names once and
        // folded by integers; node numbers follow the sorted ids, so edges sort by them.
        let nodeNumber = Dictionary(uniqueKeysWithValues: nodeIDs.enumerated().map { ($1, $0) })
        let moduleNumber = Dictionary(uniqueKeysWithValues: document.modules.enumerated().map { ($1.name, $0) })
        var nodeOfModule = Array(repeating: -1, count: document.modules.count)
        for module in modules { nodeOfModule[moduleNumber[module.name]!] = nodeNumber[nodeID(module)]! }
        let moduleCount = document.modules.count, nodeCount = nodeIDs.count
        func moduleKey(_ from: String, _ to: String) -> Int? {
            guard let from = moduleNumber[from], let to = moduleNumber[to] else { return nil }
            return from * moduleCount + to
        }

        var errors: [Int: Set<String>] = [:]
        for finding in document.dependencyFindings where finding.severity == .error {
            guard let key = moduleKey(finding.dependency!.from, finding.dependency!.to) else { continue }
            errors[key, default: []].insert(finding.ruleID)
        }
        let moduleCycleSteps = Set(document.cycles.filter { $0.level == .module }.flatMap(\.steps).compactMap { moduleKey($0.from, $0.to) })
        let layerCycleSteps = Set(document.cycles.filter { $0.level == .layer }.flatMap(\.steps).compactMap { step -> Int? in
            guard let from = nodeNumber[step.from], let to = nodeNumber[step.to] else { return nil }
            return from * nodeCount + to
        })

        // Each drawn edge is an index into `accumulators`, and each is grown in place: copying
        // its growing sets out of a dictionary and back for every module edge made a dense
        // graph quadratic.
        var slots: [Int: Int] = [:]
        slots.reserveCapacity(min(document.edges.count, nodeCount * nodeCount))
        var keys: [Int] = []
        var accumulators: [EdgeAccumulator] = []
        var modulePairs: Set<Int> = []
        var risingPairs: [Int] = []
        var lastModulePair = -1
        // Edges come sorted by source: its number is looked up once per run.
        var lastSource: (name: String, number: Int?)?
        for edge in document.edges {
            if lastSource?.name != edge.from { lastSource = (edge.from, moduleNumber[edge.from]) }
            guard let from = lastSource!.number, let to = moduleNumber[edge.to] else { continue }
            let fromNode = nodeOfModule[from], toNode = nodeOfModule[to]
            guard fromNode >= 0, toNode >= 0, fromNode != toNode, selection.draws(edge) else { continue }
            let key = fromNode * nodeCount + toNode
            let modulePair = from * moduleCount + to
            let slot: Int
            if let existing = slots[key] {
                slot = existing
            } else {
                slot = accumulators.count
                slots[key] = slot
                keys.append(key)
                accumulators.append(EdgeAccumulator())
            }
            // Edges come sorted by source and target, so a module pair repeats right away, and
            // while the pairs rise a new one is new; the set is made only if they stop rising.
            if modulePair != lastModulePair {
                if modulePair > lastModulePair && modulePairs.isEmpty {
                    accumulators[slot].weight += 1
                    risingPairs.append(modulePair)
                } else {
                    if modulePairs.isEmpty { modulePairs = Set(risingPairs) }
                    if modulePairs.insert(modulePair).inserted { accumulators[slot].weight += 1 }
                }
                lastModulePair = modulePair
            }
            accumulators[slot].add(edge.locations, onlyMarked: places == .marked)
            if edge.kind != .reference { accumulators[slot].isReferenceOnly = false }
            if !errors.isEmpty, let broken = errors[modulePair] { accumulators[slot].violations.formUnion(broken) }
            if !accumulators[slot].isCycle {
                accumulators[slot].isCycle = options.level == .layer ? layerCycleSteps.contains(key) : moduleCycleSteps.contains(modulePair)
            }
        }
        // Sorted by key, which is the order of the node ids (sorted edges of modules give them in
        // order already); the sort moves indices, not whole edges.
        let edgeOrder = zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 } ? Array(keys.indices) : keys.indices.sorted { keys[$0] < keys[$1] }
        let finishedEdges = edgeOrder.map { slot in
            let key = keys[slot], drawn = accumulators[slot]
            return GraphView.Edge(from: nodeIDs[key / nodeCount], to: nodeIDs[key % nodeCount], weight: drawn.weight,
                                  violations: drawn.violations.sorted(), isCycle: drawn.isCycle, locations: places == .sorted ? drawn.locations.sortedDistinct() : drawn.locations,
                                  isReferenceOnly: drawn.isReferenceOnly)
        }

        let order = bandOrder(document)
        let nodes = nodeIDs.map { id -> GraphView.Node in
            let members = nodeModules[id]!
            let kind: GraphView.NodeKind
            switch options.level {
            case .module: kind = .module(members[0].kind)
            case .package: kind = .package
            case .layer: kind = .layer
            }
            return GraphView.Node(id: id, label: id, band: majorityBand(members, order: order), kind: kind,
                                  size: members.count, isFocus: options.level == .module && id == options.focus,
                                  package: options.level == .module ? members[0].package : nil,
                                  members: options.level == .module ? [] : members.map(\.name))
        }
        return GraphView(level: options.level, title: title(document, options), bands: bands(nodes, document: document),
                         nodes: nodes, edges: finishedEdges, boxesPackages: options.packageBoxes && options.level == .module)
    }

    // MARK: - Selection

    /// The modules a view draws and, around a focus, which of the edges among them.
    private struct Selection {
        var modules: Set<Module>
        var focus: FocusPaths?

        func draws(_ edge: Edge) -> Bool {
            focus?.draws(from: edge.from, to: edge.to) ?? true
        }
    }

    /// How many steps each module is from the focus along dependencies (outwards) and to it
    /// along dependents (inwards), up to the depth: an edge is drawn only as a step of such a
    /// path, so two neighbours of the focus that depend on each other are not joined at depth 1.
    private struct FocusPaths {
        var stepsOut: [String: Int] = [:]
        var stepsIn: [String: Int] = [:]
        var depth: Int

        /// Whether `from → to` is a step on a path from the focus of at most `depth` steps, or on
        /// one to it.
        func draws(from: String, to: String) -> Bool {
            if let steps = stepsOut[from], steps < depth { return true }
            if let steps = stepsIn[to], steps < depth { return true }
            return false
        }

        /// Breadth first from `focus` along `next`, at most `depth` steps.
        static func steps(from focus: String, along next: [String: [String]], depth: Int) -> [String: Int] {
            var steps = [focus: 0]
            var frontier = [focus]
            for step in 0..<max(depth, 0) where !frontier.isEmpty {
                var following: [String] = []
                for name in frontier {
                    for neighbour in next[name, default: []] where steps[neighbour] == nil {
                        steps[neighbour] = step + 1
                        following.append(neighbour)
                    }
                }
                frontier = following
            }
            return steps
        }
    }

    private static func select(_ document: GraphDocument, options: GraphViewOptions) throws(GraphViewError) -> Selection {
        // An external module that a finding involves is drawn even when externals are hidden:
        // `forbid Domain -> UIKit` would otherwise be a violation with nothing to point at.
        var involved: Set<String> = []
        if !options.includeExternal {
            for finding in document.dependencyFindings { involved.formUnion([finding.dependency!.from, finding.dependency!.to]) }
        }
        var selected = Set(document.modules.filter { module in
            (options.includeTests || !module.isTest) && (options.includeExternal || !module.isExternal || involved.contains(module.name))
        })
        guard let focus = options.focus else { return Selection(modules: selected) }
        guard let center = document.module(named: focus) else {
            throw .unknownFocus(focus, suggestion: Suggestion.closest(to: focus, in: document.modules.map(\.name)))
        }
        selected.insert(center)
        let names = Set(selected.map(\.name))
        var successors: [String: [String]] = [:]
        var predecessors: [String: [String]] = [:]
        for edge in document.edges where names.contains(edge.from) && names.contains(edge.to) {
            successors[edge.from, default: []].append(edge.to)
            predecessors[edge.to, default: []].append(edge.from)
        }
        var paths = FocusPaths(depth: options.depth)
        if options.direction != .in { paths.stepsOut = FocusPaths.steps(from: focus, along: successors, depth: options.depth) }
        if options.direction != .out { paths.stepsIn = FocusPaths.steps(from: focus, along: predecessors, depth: options.depth) }
        return Selection(modules: selected.filter { paths.stepsOut[$0.name] != nil || paths.stepsIn[$0.name] != nil || $0.name == focus },
                         focus: paths)
    }

    // MARK: - Bands

    static func band(of module: Module) -> String {
        // Tests stay out of the layers and of the ranks of "(no layer)": they would add a rank
        // above every module they test and edges through the product's part of the drawing.
        if module.isTest { return testsBand }
        if module.isExternal && module.layer == nil { return externalBand }
        return module.layer ?? unlayeredBand
    }

    /// The band a node of several modules sits in: the one most of them sit in, the upper one
    /// on a tie.
    private static func majorityBand(_ members: [Module], order: [String: Int]) -> String {
        var counts: [String: Int] = [:]
        for member in members { counts[band(of: member), default: 0] += 1 }
        return counts.max { lhs, rhs in
            lhs.value != rhs.value ? lhs.value < rhs.value : (order[lhs.key] ?? .max) > (order[rhs.key] ?? .max)
        }?.key ?? unlayeredBand
    }

    private static func bandOrder(_ document: GraphDocument) -> [String: Int] {
        var order: [String: Int] = [:]
        for (index, layer) in document.layers.enumerated() { order[layer.name] = index }
        order[unlayeredBand] = document.layers.count
        order[externalBand] = document.layers.count + 1
        order[testsBand] = document.layers.count + 2
        return order
    }

    private static func bands(_ nodes: [GraphView.Node], document: GraphDocument) -> [GraphView.Band] {
        let order = bandOrder(document)
        let grouped = Dictionary(grouping: nodes, by: \.band)
        return grouped.keys.sorted { (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1) }.map { name in
            let color: String
            switch name {
            case unlayeredBand: color = BandColors.unlayered
            case externalBand: color = BandColors.external
            case testsBand: color = BandColors.tests
            default: color = BandColors.color(forLayerAt: order[name] ?? 0)
            }
            return GraphView.Band(name: name, color: color, nodes: grouped[name]!.map(\.id).sorted())
        }
    }

    private static func title(_ document: GraphDocument, _ options: GraphViewOptions) -> String {
        var title = "\(document.displayName): \(options.level.rawValue)s"
        if let focus = options.focus { title += " around \(focus) (depth \(options.depth), \(options.direction.rawValue))" }
        return title
    }

    /// What the module-level dependencies folded into one drawn edge add up to.
    private struct EdgeAccumulator {
        /// How many distinct module pairs.
        var weight = 0
        /// With repeats, until the edge is finished.
        var locations: [EdgeLocation] = []
        var violations: Set<String> = []
        var isCycle = false
        var isReferenceOnly = true

        /// The first dependency's places are taken as they are, sharing their storage.
        /// - Parameter onlyMarked: whether to keep only places with a condition or a symbol.
        mutating func add(_ places: [EdgeLocation], onlyMarked: Bool) {
            if onlyMarked {
                guard let first = places.firstIndex(where: Self.isMarked) else { return }
                if locations.isEmpty && first == 0 && places.allSatisfy(Self.isMarked) {
                    locations = places
                } else {
                    locations.append(contentsOf: places[first...].lazy.filter(Self.isMarked))
                }
            } else if locations.isEmpty {
                locations = places
            } else {
                locations.append(contentsOf: places)
            }
        }

        static func isMarked(_ place: EdgeLocation) -> Bool {
            place.condition != nil || place.symbol != nil
        }
    }
}
