import ArchCore
import ArchModel

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

    public init(level: GraphView.Level = .module, includeTests: Bool = false, includeExternal: Bool = false,
                focus: String? = nil, depth: Int = 1, direction: Direction = .both) {
        self.level = level
        self.includeTests = includeTests
        self.includeExternal = includeExternal
        self.focus = focus
        self.depth = depth
        self.direction = direction
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

    public static func build(_ document: GraphDocument, options: GraphViewOptions) throws(GraphViewError) -> GraphView {
        let modules = try selectModules(document, options: options)
        let byName = Dictionary(uniqueKeysWithValues: document.modules.map { ($0.name, $0) })
        var errors: [EdgeKey: Set<String>] = [:]
        for finding in document.dependencyFindings where finding.severity == .error {
            errors[EdgeKey(from: finding.dependency!.from, to: finding.dependency!.to), default: []].insert(finding.ruleID)
        }
        let moduleCycleSteps = Set(document.cycles.filter { $0.level == .module }.flatMap(\.steps).map { EdgeKey(from: $0.from, to: $0.to) })
        let layerCycleSteps = Set(document.cycles.filter { $0.level == .layer }.flatMap(\.steps).map { EdgeKey(from: $0.from, to: $0.to) })

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

        // Each drawn edge is an index into `accumulators`, and each is grown in place: copying
        // its growing sets out of a dictionary and back for every module edge made a dense
        // graph quadratic.
        let selectedNames = Set(modules.map(\.name))
        var slots: [EdgeKey: Int] = [:]
        var keys: [EdgeKey] = []
        var accumulators: [EdgeAccumulator] = []
        for edge in document.edges {
            guard selectedNames.contains(edge.from), selectedNames.contains(edge.to),
                  let from = byName[edge.from], let to = byName[edge.to] else { continue }
            let key = EdgeKey(from: nodeID(from), to: nodeID(to))
            guard key.from != key.to else { continue }
            let moduleKey = EdgeKey(from: edge.from, to: edge.to)
            let slot: Int
            if let existing = slots[key] {
                slot = existing
            } else {
                slot = accumulators.count
                slots[key] = slot
                keys.append(key)
                accumulators.append(EdgeAccumulator())
            }
            // Edges come sorted by source and target, so a module pair repeats right away.
            if accumulators[slot].lastModuleEdge != moduleKey {
                accumulators[slot].moduleEdges.insert(moduleKey)
                accumulators[slot].lastModuleEdge = moduleKey
            }
            accumulators[slot].locations.append(contentsOf: edge.locations)
            accumulators[slot].kinds.insert(edge.kind)
            if let broken = errors[moduleKey] { accumulators[slot].violations.formUnion(broken) }
            if !accumulators[slot].isCycle {
                accumulators[slot].isCycle = options.level == .layer ? layerCycleSteps.contains(key) : moduleCycleSteps.contains(moduleKey)
            }
        }
        // Sorted by key before they are made, so that the sort moves indices, not whole edges;
        // the keys are distinct, so the order is the same.
        let finishedEdges = keys.indices.sorted { (keys[$0].from, keys[$0].to) < (keys[$1].from, keys[$1].to) }.map { slot in
            let key = keys[slot], drawn = accumulators[slot]
            return GraphView.Edge(from: key.from, to: key.to, weight: drawn.moduleEdges.count, violations: drawn.violations.sorted(),
                                  isCycle: drawn.isCycle, locations: drawn.locations.sortedDistinct(), isReferenceOnly: drawn.kinds == [.reference])
        }

        let order = bandOrder(document)
        let nodes = nodeModules.keys.sorted().map { id -> GraphView.Node in
            let members = nodeModules[id]!
            let kind: GraphView.NodeKind
            switch options.level {
            case .module: kind = .module(members[0].kind)
            case .package: kind = .package
            case .layer: kind = .layer
            }
            return GraphView.Node(id: id, label: id, band: majorityBand(members, order: order), kind: kind,
                                  size: members.count, isFocus: options.level == .module && id == options.focus)
        }
        return GraphView(level: options.level, title: title(document, options), bands: bands(nodes, document: document),
                         nodes: nodes, edges: finishedEdges)
    }

    // MARK: - Selection

    private static func selectModules(_ document: GraphDocument, options: GraphViewOptions) throws(GraphViewError) -> Set<Module> {
        var selected = Set(document.modules.filter { (options.includeTests || !$0.isTest) && (options.includeExternal || !$0.isExternal) })
        guard let focus = options.focus else { return selected }
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
        var reached: Set<String> = [focus]
        var frontier = [focus]
        for _ in 0..<max(options.depth, 0) {
            var next: [String] = []
            for name in frontier {
                var neighbours: [String] = []
                if options.direction != .in { neighbours += successors[name, default: []] }
                if options.direction != .out { neighbours += predecessors[name, default: []] }
                for neighbour in neighbours where reached.insert(neighbour).inserted { next.append(neighbour) }
            }
            frontier = next
        }
        return selected.filter { reached.contains($0.name) }
    }

    // MARK: - Bands

    static func band(of module: Module) -> String {
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
            default: color = BandColors.color(forLayerAt: order[name] ?? 0)
            }
            return GraphView.Band(name: name, color: color, nodes: grouped[name]!.map(\.id).sorted())
        }
    }

    private static func title(_ document: GraphDocument, _ options: GraphViewOptions) -> String {
        var title = "\(document.root): \(options.level.rawValue)s"
        if let focus = options.focus { title += " around \(focus) (depth \(options.depth), \(options.direction.rawValue))" }
        return title
    }

    struct EdgeKey: Hashable {
        var from: String
        var to: String
    }

    /// What the module-level dependencies folded into one drawn edge add up to.
    private struct EdgeAccumulator {
        var moduleEdges: Set<EdgeKey> = []
        var lastModuleEdge: EdgeKey?
        /// With repeats, until the edge is finished.
        var locations: [EdgeLocation] = []
        var violations: Set<String> = []
        var isCycle = false
        var kinds: Set<EdgeKind> = []
    }
}
