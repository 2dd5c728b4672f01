import ArchCore
import ArchRulesFile
import ArchModuleGraph

/// Once layers are defined, every module of the repository should belong to one.
public struct UnlayeredModuleRule: Rule {
    public static let id = RuleID("unlayered-module")

    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Unlayered module",
            summary: "A module of the repository matches no `layer` pattern, so no layer rule covers it.",
            rationale: "A module outside every layer is outside the architecture: anything may depend on it and it may depend on anything. New modules should be placed deliberately.",
            defaultSeverity: .warning,
            triggeringExamples: [
                RuleExample([
                    ".archrules": "layer Domain = *Domain\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain"), .init("↓Scratch")]),
                    "Sources/CartDomain/Cart.swift": "public struct Cart {}\n",
                    "Sources/Scratch/Scratch.swift": "public struct Scratch {}\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nmodule App = App/**\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain"), .test("CartDomainTests", ["CartDomain"])]),
                    "Sources/CartDomain/Cart.swift": "public struct Cart {}\n",
                    "Tests/CartDomainTests/CartTests.swift": "@testable import CartDomain\n",
                    "App/Main.swift": "import CartDomain\n",
                ]),
                RuleExample([
                    "Package.swift": ExampleManifest.package("App", [.init("Anything")]),
                    "Sources/Anything/Anything.swift": "public struct Anything {}\n",
                ]),
            ]
        )
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        guard !context.rules.layers.isEmpty else { return [] }
        return context.graph.modules.filter { context.isChecked($0) && $0.layer == nil }.map { module in
            let word = ArchRulesText.literal(module.name)
            let written = word == module.name ? "" : ", written \(word)"
            return RuleFinding(message: "module '\(module.name)' belongs to no layer; add it to a `layer` line in .archrules\(written)",
                        location: module.location, symbol: module.name)
        }
    }
}
