import ArchCore
import ArchModuleGraph

/// Modules must not depend on each other in a circle.
public struct DependencyCycleRule: Rule {
    public static let id = RuleID("dependency-cycle")

    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Dependency cycle",
            summary: "Modules depend on each other in a cycle, through declared dependencies (Package.swift or an Xcode project) or imports.",
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
        let modules = context.graph.modules
        let cycles: [(tangle: [String], cycle: [String])]
        if graph.namesAreUnique {
            // Names sort as positions do, so the search runs on positions, with the same answer.
            cycles = CycleSearch.tangles(count: modules.count, successors: graph.targetPositions).compactMap { tangle in
                CycleSearch.shortestCycle(from: tangle[0], within: tangle, successors: graph.targetPositions).map { cycle in
                    (tangle.map { modules[$0].name }, cycle.map { modules[$0].name })
                }
            }
        } else {
            let successors = graph.successors
            cycles = CycleSearch.tangles(nodes: graph.nodes, successors: successors).compactMap { tangle in
                CycleSearch.shortestCycle(from: tangle[0], within: Set(tangle), successors: successors).map { (tangle, $0) }
            }
        }
        return cycles.map { tangle, cycle in
            let steps = zip(cycle, cycle.dropFirst()).map { graph.step(from: $0, to: $1) }
            var message = "dependency cycle: " + cycle.joined(separator: " → ")
            if tangle.count > cycle.count - 1 {
                message += " (part of a tangle of \(tangle.count) modules: \(tangle.joined(separator: ", ")))"
            }
            let notes = steps.map { Diagnostic.Note(message: "\($0.from) → \($0.to): \($0.words)", location: $0.location) }
            return RuleFinding(message: message, location: steps.first?.location, notes: notes,
                               cycle: DependencyCycle(level: .module, path: cycle))
        }
    }
}
