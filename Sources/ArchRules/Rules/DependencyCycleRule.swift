import ArchCore
import ArchModel

/// Modules must not depend on each other in a circle.
public struct DependencyCycleRule: Rule {
    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: "dependency-cycle",
            name: "Dependency cycle",
            summary: "Modules depend on each other in a cycle, through Package.swift dependencies or imports.",
            rationale: "A cycle means no module in it can be built, tested or understood without the others: ownership is unclear. Each tangle (strongly connected component) is reported once, with one concrete path through it and the place of every step.",
            defaultSeverity: .error,
            triggeringExamples: [
                RuleExample([
                    "Package.swift": ExampleManifest.package("App", [.init("Basket", ["↓Catalog"]), .init("Catalog", ["Pricing"]), .init("Pricing")]),
                    "Sources/Basket/Basket.swift": "import Catalog\n",
                    "Sources/Catalog/Catalog.swift": "import Pricing\n",
                    "Sources/Pricing/Pricing.swift": "import Basket\n",
                ]),
                RuleExample([
                    "App/Main.swift": "↓import Login\n",
                    "Login/LoginView.swift": "import App\n",
                    ".archrules": "module App = App\nmodule Login = Login\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    "Package.swift": ExampleManifest.package("App", [.init("Basket", ["Catalog"]), .init("Catalog", ["Pricing"]), .init("Pricing")]),
                    "Sources/Basket/Basket.swift": "import Catalog\n",
                    "Sources/Catalog/Catalog.swift": "import Pricing\n",
                    "Sources/Pricing/Pricing.swift": "// import Basket would close a cycle\nimport Foundation\n",
                ]),
                RuleExample([
                    "Package.swift": ExampleManifest.package("App", [.init("Basket"), .test("BasketTests", ["Basket"])]),
                    "Sources/Basket/Basket.swift": "import Foundation\n",
                    "Tests/BasketTests/BasketTests.swift": "@testable import Basket\n",
                ]),
            ]
        )
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let graph = DependencySteps(context: context) { context.isChecked($0) }
        return CycleSearch.tangles(nodes: graph.nodes, successors: graph.successors).compactMap { tangle in
            guard let cycle = CycleSearch.shortestCycle(from: tangle[0], within: Set(tangle), successors: graph.successors) else { return nil }
            let steps = zip(cycle, cycle.dropFirst()).map { graph.step(from: $0, to: $1) }
            var message = "dependency cycle: " + cycle.joined(separator: " → ")
            if tangle.count > cycle.count - 1 {
                message += " (part of a tangle of \(tangle.count) modules: \(tangle.joined(separator: ", ")))"
            }
            let notes = steps.map { Diagnostic.Note(message: "\($0.from) → \($0.to): \($0.how.rawValue)", location: $0.location) }
            return RuleFinding(message: message, location: steps.first?.location, notes: notes,
                               cycle: DependencyCycle(level: .module, path: cycle))
        }
    }
}

/// The module graph reduced to one representative place per dependency, for cycle reports.
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
    }

    private(set) var nodes: [String] = []
    private(set) var successors: [String: [String]] = [:]
    /// For each source, its steps in the order of `successors[source]`: sorted by target name.
    private var steps: [String: [Step]] = [:]
    /// `successors` by position in `graph.modules`, for rules that go on by position.
    private(set) var targetPositions: [[Int]] = []

    /// - Parameter includes: which modules take part.
    init(context: RuleContext, includes: (Module) -> Bool) {
        let graph = context.graph
        let modules = graph.modules
        let edges = graph.edges
        let positions = context.positions
        // Whether a module takes part, at the position its name looks up to: what a set of the
        // included names would say of an edge's end.
        var included = [Bool](repeating: false, count: modules.count)
        for (position, module) in modules.enumerated() where includes(module) {
            nodes.append(module.name)
            included[positions.positionByName[module.name] ?? position] = true
        }
        let rules = context.rules
        // The chosen edge of each (source, target) pair, in the order the pairs first appear.
        var chosen: [(from: Int, to: Int, edge: Int, how: How)] = []
        var slotOfPair: [Int: Int] = [:]
        slotOfPair.reserveCapacity(edges.count)
        // Edges come sorted by source and target, so a pair is usually the previous edge's.
        var lastKey = -1
        var lastSlot = -1
        for index in edges.indices {
            let from = positions.from[index], to = positions.to[index]
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
            } else if let known = slotOfPair[key] {
                slot = known
            } else {
                slot = chosen.count
                slotOfPair[key] = slot
                chosen.append((from, to, index, how))
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
        for (from, slots) in slotsBySource.enumerated() where !slots.isEmpty {
            let name = modules[from].name
            let sorted = slots.sorted { modules[chosen[$0].to].name < modules[chosen[$1].to].name }
            let sourceSteps = sorted.map { slot in
                Step(from: name, to: modules[chosen[slot].to].name, location: edges[chosen[slot].edge].locations.first?.location,
                     how: chosen[slot].how)
            }
            steps[name] = sourceSteps
            successors[name] = sourceSteps.map(\.to)
            targetPositions[from] = sorted.map { chosen[$0].to }
        }
    }

    func step(from: String, to: String) -> Step {
        // Binary search: the steps are sorted by target name.
        if let sourceSteps = steps[from] {
            var low = 0
            var high = sourceSteps.count
            while low < high {
                let middle = (low + high) / 2
                if sourceSteps[middle].to < to { low = middle + 1 } else { high = middle }
            }
            if low < sourceSteps.count, sourceSteps[low].to == to { return sourceSteps[low] }
        }
        return Step(from: from, to: to, location: nil, how: .unknown)
    }
}
