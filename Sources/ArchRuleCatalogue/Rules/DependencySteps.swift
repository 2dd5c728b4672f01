import ArchRulesFile
import ArchCore
import ArchModuleGraph

/// The module graph reduced to one representative place per dependency, for cycle reports.
///
/// Everything is kept by position in `graph.modules`; names and steps are made only for what
/// a report shows: making a step with its names and place for each of the 200k dependencies
/// of a dense graph, and tables keyed by name, cost more than the search itself.
struct DependencySteps {
    /// How a step is known, in the words the notes use.
    enum How: String {
        case declared = "declared in Package.swift"
        case imported = "imported"
        case referenced = "referenced"
        case unknown = ""

        var rank: Int {
            switch self {
            case .declared: return 0
            case .imported: return 1
            case .referenced: return 2
            case .unknown: return 3
            }
        }
    }

    struct Step {
        var from: String
        var to: String
        var location: SourceLocation?
        var how: How

        /// How the step is known, naming the file that declares it: a `Package.swift` or an
        /// Xcode project's `project.pbxproj`.
        var words: String {
            guard how == .declared, let file = location?.file else { return how.rawValue }
            return "declared in \(RelativePath.lastComponent(of: file))"
        }
    }

    private let modules: [Module]
    private let edges: [Edge]
    private let positionByName: [String: Int]
    private(set) var nodes: [String] = []
    /// By position in `graph.modules`: the positions of the modules it depends on, sorted by
    /// their names.
    private(set) var targetPositions: [[Int]] = []
    /// Parallel to `targetPositions`: the edge chosen for each step, and how it is known.
    private var stepEdges: [[Int]] = []
    private var stepHows: [[How]] = []
    /// Whether no two modules share a name. Modules are sorted by name, so positions then
    /// order modules as their names do.
    let namesAreUnique: Bool

    /// - Parameter includes: which modules take part.
    init(context: RuleContext, includes: (Module) -> Bool) {
        let graph = context.graph
        let modules = graph.modules
        let edges = graph.edges
        let ends = graph.edgeEnds
        self.modules = modules
        self.edges = edges
        self.positionByName = graph.positionByName
        namesAreUnique = modules.indices.dropFirst().allSatisfy { modules[$0 - 1].name != modules[$0].name }
        // Whether a module takes part, at the position its name looks up to: what a set of the
        // included names would say of an edge's end.
        var included = [Bool](repeating: false, count: modules.count)
        for (position, module) in modules.enumerated() where includes(module) {
            nodes.append(module.name)
            included[graph.positionByName[module.name] ?? position] = true
        }
        let rules = context.rules
        // The chosen edge of each (source, target) pair, in the order the pairs first appear.
        var chosen: [(from: Int, to: Int, edge: Int, how: How)] = []
        // Edges come sorted by source and target, so a pair is usually the previous edge's, and
        // a pair after it is new: the table of pairs is filled only once a pair comes out of
        // that order.
        var slotOfPair: [Int: Int]?
        var lastKey = -1
        var lastSlot = -1
        for index in edges.indices {
            let from = ends.from[index], to = ends.to[index]
            guard from >= 0, to >= 0, included[from], included[to], from != to else { continue }
            let kind = edges[index].kind
            // Features use infrastructure, so a feature type named there would close a cycle every time.
            if kind == .reference, rules.isInfrastructureNamingFeature(fromLayer: modules[from].layer, toLayer: modules[to].layer) { continue }
            // A manifest declaration is the more fundamental place, then an import; use the most
            // fundamental there is, and of equals the first.
            let how: How = kind == .manifest ? .declared : kind == .import ? .imported : .referenced
            let key = from * modules.count + to
            let slot: Int
            if key == lastKey {
                slot = lastSlot
            } else if slotOfPair == nil, key > lastKey {
                slot = chosen.count
                chosen.append((from, to, index, how))
            } else {
                if slotOfPair == nil {
                    var table: [Int: Int] = [:]
                    table.reserveCapacity(edges.count)
                    for (slot, pair) in chosen.enumerated() { table[pair.from * modules.count + pair.to] = slot }
                    slotOfPair = table
                }
                if let known = slotOfPair![key] {
                    slot = known
                } else {
                    slot = chosen.count
                    slotOfPair![key] = slot
                    chosen.append((from, to, index, how))
                }
            }
            lastKey = key
            lastSlot = slot
            if how.rank < chosen[slot].how.rank {
                chosen[slot].edge = index
                chosen[slot].how = how
            }
        }
        var slotsBySource = [[Int]](repeating: [], count: modules.count)
        for (slot, pair) in chosen.enumerated() { slotsBySource[pair.from].append(slot) }
        targetPositions = Array(repeating: [], count: modules.count)
        stepEdges = Array(repeating: [], count: modules.count)
        stepHows = Array(repeating: [], count: modules.count)
        for (from, slots) in slotsBySource.enumerated() where !slots.isEmpty {
            // Slots in increasing target positions are in name order already: sorting them by
            // name, stably, would leave them as they are.
            let sorted = slots.indices.dropFirst().allSatisfy({ chosen[slots[$0 - 1]].to < chosen[slots[$0]].to }) ? slots
                : slots.sorted { modules[chosen[$0].to].name < modules[chosen[$1].to].name }
            targetPositions[from] = sorted.map { chosen[$0].to }
            stepEdges[from] = sorted.map { chosen[$0].edge }
            stepHows[from] = sorted.map { chosen[$0].how }
        }
    }

    /// Each included module's successors by name, in name order.
    var successors: [String: [String]] {
        var successors: [String: [String]] = [:]
        for (from, targets) in targetPositions.enumerated() where !targets.isEmpty {
            successors[modules[from].name] = targets.map { modules[$0].name }
        }
        return successors
    }

    func step(from: String, to: String) -> Step {
        // Binary search: the steps are sorted by target name.
        if let source = positionByName[from], source < targetPositions.count {
            let targets = targetPositions[source]
            var low = 0
            var high = targets.count
            while low < high {
                let middle = (low + high) / 2
                if modules[targets[middle]].name < to { low = middle + 1 } else { high = middle }
            }
            if low < targets.count, modules[targets[low]].name == to {
                return Step(from: from, to: to, location: edges[stepEdges[source][low]].locations.first?.location, how: stepHows[source][low])
            }
        }
        return Step(from: from, to: to, location: nil, how: .unknown)
    }
}
