import ArchConfig
import ArchCore
import ArchModel

/// Every dependency between layered modules must be one that `.archrules` allows, and none
/// that it forbids.
public struct LayerDependencyRule: Rule {
    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: "layer-dependency",
            name: "Layer dependency",
            summary: "A module depends on a layer its own layer may not depend on, or on something `forbid` rules out.",
            rationale: "Layers keep change where it belongs: when Domain cannot see Data or UIKit, swapping a database or a UI framework does not touch business rules. Both Package.swift dependencies and imports count, since either one couples the code.",
            defaultSeverity: .error,
            triggeringExamples: [
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain", ["↓CartData"]), .init("CartData")]),
                    "Sources/CartDomain/Cart.swift": "↓import CartData\n",
                    "Sources/CartData/CartStore.swift": "public struct CartStore {}\n",
                ]),
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nforbid Domain -> UIKit SwiftUI\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain")]),
                    "Sources/CartDomain/Cart.swift": "import Foundation\n↓import UIKit\n",
                ]),
                RuleExample([
                    ".archrules": "layer Feature = *Feature\nindependent Feature\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartFeature", ["↓LoginFeature"]), .init("LoginFeature")]),
                    "Sources/CartFeature/CartView.swift": "↓import LoginFeature\n",
                    "Sources/LoginFeature/LoginView.swift": "public struct LoginView {}\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain"), .init("CartData", ["CartDomain"])]),
                    "Sources/CartDomain/Cart.swift": "import Foundation\n",
                    "Sources/CartData/CartStore.swift": "import CartDomain\n",
                ]),
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nforbid Domain -> UIKit\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain")]),
                    "Sources/CartDomain/Cart.swift": "// import UIKit is forbidden here\nlet note = \"import UIKit\"\n",
                ]),
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nlayer App = App\nallow App -> *\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain"), .init("App", ["CartDomain"])]),
                    "Sources/CartDomain/Cart.swift": "public struct Cart {}\n",
                    "Sources/App/main.swift": "import CartDomain\n",
                ]),
            ]
        )
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        let rules = context.rules
        for edge in context.graph.edges {
            guard let source = context.graph.module(named: edge.from), context.isChecked(source),
                  let target = context.graph.module(named: edge.to), !(target.isTest && !context.checkTests) else { continue }
            // Named types of a feature in infrastructure are business-in-infrastructure's, type by type.
            if edge.kind == .reference, rules.isInfrastructure(layer: source.layer), rules.isFeature(layer: target.layer) { continue }
            let verb = edge.kind == .import ? "imports" : "depends on"
            let dependency = Diagnostic.Dependency(from: source.name, to: target.name)
            if let prohibition = rules.prohibition(fromModule: source.name, fromLayer: source.layer,
                                                   toModule: target.name, toLayer: target.layer) {
                let message = "\(describe(source)) \(verb) \(describe(target)), which 'forbid \(prohibition.source.name) -> \(prohibition.targets.map(\.name).joined(separator: " "))' rules out"
                let note = Diagnostic.Note(message: "forbidden here", location: prohibition.location)
                findings += edge.locations.map { RuleFinding(message: message, location: $0.location, notes: [note], dependency: dependency) }
                continue
            }
            guard let sourceLayer = source.layer, let targetLayer = target.layer,
                  !rules.allowsDependency(fromLayer: sourceLayer, toLayer: targetLayer) else { continue }
            let message: String
            if sourceLayer == targetLayer {
                message = "\(describe(source)) \(verb) \(describe(target)), but modules of the independent layer \(sourceLayer) must not depend on each other"
            } else {
                let allowed = rules.allowedTargets(ofLayer: sourceLayer)
                let permission = allowed.isEmpty ? "\(sourceLayer) may not depend on any other layer"
                    : "\(sourceLayer) may depend only on \(allowed.joined(separator: ", "))"
                message = "\(describe(source)) \(verb) \(describe(target)), but \(permission)"
            }
            findings += edge.locations.map { RuleFinding(message: message, location: $0.location, dependency: dependency) }
        }
        return findings
    }

    private func describe(_ module: Module) -> String {
        guard let layer = module.layer else { return "'\(module.name)'" }
        return "'\(module.name)' (\(layer))"
    }
}
