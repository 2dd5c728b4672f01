import ArchCore
import ArchModuleGraph

/// Layers must not depend on each other in a circle, even when each module-level edge is
/// allowed on its own.
public struct LayerCycleRule: Rule {
    public static let id = RuleID("layer-cycle")

    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Layer cycle",
            summary: "Layers depend on each other in a cycle through the dependencies of their modules.",
            rationale: "Layers exist to be ordered. When Domain reaches Data and Data reaches Domain, the two are one layer in practice, even if no single module forms a cycle and `allow` lines permit each step.",
            defaultSeverity: .error,
            triggeringExamples: [
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nlayer Data = *Data\nallow Domain -> *\nallow Data -> *\n",
                    "Package.swift": ExampleManifest.package("App", [
                        .init("CartDomain", ["CartData"]), .init("CartData"),
                        .init("UserData", ["↓UserDomain"]), .init("UserDomain"),
                    ]),
                    "Sources/CartDomain/Cart.swift": "import CartData\n",
                    "Sources/CartData/CartStore.swift": "import Foundation\n",
                    "Sources/UserData/UserStore.swift": "import UserDomain\n",
                    "Sources/UserDomain/User.swift": "import Foundation\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\n",
                    "Package.swift": ExampleManifest.package("App", [
                        .init("CartDomain"), .init("CartData", ["CartDomain"]),
                        .init("UserDomain"), .init("UserData", ["UserDomain"]),
                    ]),
                    "Sources/CartDomain/Cart.swift": "import Foundation\n",
                    "Sources/CartData/CartStore.swift": "import CartDomain\n",
                    "Sources/UserData/UserStore.swift": "import UserDomain\n",
                    "Sources/UserDomain/User.swift": "import Foundation\n",
                ]),
            ]
        )
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let modules = DependencySteps(context: context) { context.isChecked($0) && $0.layer != nil }
        var layerSuccessors: [String: [String]] = [:]
        var representative: [String: [String: DependencySteps.Step]] = [:]
        // Layers by number, and the layer pairs already represented as numbers: hashing two
        // names per dependency was most of this rule on a graph of many edges.
        let graphModules = context.graph.modules
        let positionByName = context.graph.positionByName
        let table = LayerTable(modules: graphModules, rules: context.rules)
        var represented: Set<Int> = []
        for from in modules.nodes {
            guard let position = positionByName[from] else { continue }
            let fromLayer = table.id[position]
            guard fromLayer >= 0 else { continue }
            for to in modules.targetPositions[position] {
                let toLayer = table.id[to]
                guard toLayer >= 0, toLayer != fromLayer, represented.insert(fromLayer * table.names.count + toLayer).inserted else { continue }
                let fromName = table.names[fromLayer], toName = table.names[toLayer]
                layerSuccessors[fromName, default: []].append(toName)
                representative[fromName, default: [:]][toName] = modules.step(from: from, to: graphModules[to].name)
            }
        }
        let layers = Array(Set(layerSuccessors.keys).union(layerSuccessors.values.joined()))
        return CycleSearch.tangles(nodes: layers, successors: layerSuccessors).compactMap { tangle in
            guard let cycle = CycleSearch.shortestCycle(from: tangle[0], within: Set(tangle), successors: layerSuccessors) else { return nil }
            let steps = zip(cycle, cycle.dropFirst()).compactMap { representative[$0]?[$1] }
            let notes = zip(cycle, steps).map { layer, step in
                Diagnostic.Note(message: "\(layer) → \(context.graph.module(named: step.to)?.layer ?? "?"): \(step.from) → \(step.to), \(step.words)",
                                location: step.location)
            }
            return RuleFinding(message: "layer cycle: " + cycle.joined(separator: " → "), location: steps.first?.location, notes: notes,
                               cycle: DependencyCycle(level: .layer, path: cycle))
        }
    }
}
