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
    private var steps: [String: [String: Step]] = [:]

    /// - Parameter includes: which modules take part.
    init(context: RuleContext, includes: (Module) -> Bool) {
        let graph = context.graph
        nodes = graph.modules.filter(includes).map(\.name)
        let included = Set(nodes)
        let rules = context.rules
        for edge in graph.edges where included.contains(edge.from) && included.contains(edge.to) && edge.from != edge.to {
            // Features use infrastructure, so a feature type named there would close a cycle every time.
            if edge.kind == .reference, rules.isInfrastructureNamingFeature(fromLayer: graph.module(named: edge.from)?.layer,
                                                                           toLayer: graph.module(named: edge.to)?.layer) { continue }
            // A manifest declaration is the more fundamental place, then an import; use the most
            // fundamental there is.
            let how: How = edge.kind == .manifest ? .declared : edge.kind == .import ? .imported : .referenced
            if let existing = steps[edge.from]?[edge.to], existing.how.rank <= how.rank { continue }
            if steps[edge.from]?[edge.to] == nil { successors[edge.from, default: []].append(edge.to) }
            steps[edge.from, default: [:]][edge.to] = Step(from: edge.from, to: edge.to, location: edge.locations.first?.location, how: how)
        }
        for key in successors.keys { successors[key]?.sort() }
    }

    func step(from: String, to: String) -> Step {
        steps[from]?[to] ?? Step(from: from, to: to, location: nil, how: .unknown)
    }
}
