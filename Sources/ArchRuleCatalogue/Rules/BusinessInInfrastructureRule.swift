import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchSyntax

/// Infrastructure serves every feature and knows none of them.
public struct BusinessInInfrastructureRule: Rule {
    public static let id = RuleID("business-in-infrastructure")

    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Business code in infrastructure",
            summary: "A module of an `infrastructure` layer references a type declared in a module of a `features` layer.",
            rationale: """
            Layered features inside one target (rule 3.6): Arch/ holds only business-free infrastructure, the network client, caches, logging and UI base classes; business code shared by hiding it in Arch/ or in a global singleton is banned. A file of infrastructure that names a feature's type has taken on that feature's business. Reported at each reference, with the type and the feature; a name that a module outside the features also declares is given the benefit of the doubt. Between folder modules such a reference is also an edge of the graph; layer-dependency leaves the edges from an `infrastructure` layer into a `features` layer to this rule, so that `forbid Infrastructure -> Features`, or a missing `allow`, does not report the same reference twice.
            """,
            defaultSeverity: .error,
            triggeringExamples: [
                RuleExample([
                    ".archrules": FeatureExample.rules + "module Arch = App/Arch\nlayer Infrastructure = Arch\ninfrastructure Infrastructure\n",
                    "App/Arch/Cache/CartBadgeCache.swift": "final class CartBadgeCache {\n    var service: (any ↓CartService)?\n}\nextension ↓CartSummary {}\n",
                    "App/Cart/Service/CartService.swift": "protocol CartService {}\nstruct CartSummary {}\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": FeatureExample.rules + "module Arch = App/Arch\nlayer Infrastructure = Arch\ninfrastructure Infrastructure\n",
                    "App/Arch/Cache/MemoryCache.swift": """
                    // Caches anything, CartSummary included.
                    final class MemoryCache<Value> {
                        let name = "CartSummary"
                        var values: [String: Value] = [:]
                        var lastRow: Row?
                    }
                    struct Row {}
                    """,
                    "App/Cart/Service/CartService.swift": "protocol CartService {}\nstruct CartSummary {}\nstruct Row {}\n",
                    "App/Cart/Repository/CartRepository.swift": "final class CartRepository {\n    let cache = MemoryCache<CartSummary>()\n    let row = Row()\n}\n",
                ]),
            ]
        )
    }

    public func readsFacts(_ rules: ArchitectureRules) -> ScanFacts {
        !rules.catalogue.infrastructureLayers.isEmpty && !rules.catalogue.featureLayers.isEmpty ? .references : []
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let rules = context.rules
        // The same test decides whether the scan records references for this rule.
        guard readsFacts(rules).contains(.references) else { return [] }
        let layout = FeatureLayout(context)
        return layout.referenceFindings(context) { _, module in
            rules.isInfrastructure(layer: module.layer) ? module : nil
        } judge: { module, reference in
            let declared = layout.declarations(named: reference.name)
            guard let first = declared.first, declared.allSatisfy({ rules.isFeature(layer: $0.layer) }),
                  let feature = first.module else { return nil }
            return .init(message: "'\(module.name)' (\(module.layer ?? "")) references '\(reference.name)' of feature '\(feature)'; infrastructure must not know the features it serves",
                         declaration: first, dependency: Diagnostic.Dependency(from: module.name, to: feature))
        }
    }
}
