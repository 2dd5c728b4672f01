import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchSyntax

/// Services and repositories are built where the feature is assembled, its `Di`, and handed
/// to the code that uses them.
public struct ConstructionOutsideDiRule: Rule {
    public static let id = RuleID("construction-outside-di")

    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Construction outside Di",
            summary: "A feature file outside the composition sublayer calls the initialiser of a type of an `injected` sublayer (by default Service and Repository), as in `OrderService(`.",
            rationale: """
            Layered features inside one target (rule 3.5): each feature registers its dependencies in its own Di folder, called once when the app starts; a view controller or view model never builds a service or repository itself, or it could not be given another one in a test or by another feature. A call `Name(` or `Name.init(` counts when `Name` is declared in an `injected` sublayer of a feature and the calling file lies in a sublayer that is not allowed `-> *` (the composition sublayer, Di). A sublayer building its own types (a Service returning a summary it declares) is fine, and so are modules that are composition roots (`composition-root`, or a layer allowed `-> *`).
            """,
            defaultSeverity: .error,
            triggeringExamples: [
                RuleExample([
                    ".archrules": FeatureExample.rules,
                    "App/Cart/Presentation/ViewModel/CartViewModel.swift": "final class CartViewModel {\n    let service = ↓DefaultCartService.init(repository: ↓CartRepository())\n}\n",
                    "App/Cart/Service/CartService.swift": "final class DefaultCartService {\n    init(repository: CartRepository) {}\n}\n",
                    "App/Cart/Repository/CartRepository.swift": "final class CartRepository {}\n",
                ]),
                RuleExample([
                    ".archrules": FeatureExample.rules + "injected Repository\n",
                    "App/Cart/Service/CartService.swift": "final class DefaultCartService {\n    let repository = ↓CartRepository()\n}\n",
                    "App/Cart/Repository/CartRepository.swift": "final class CartRepository {}\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": FeatureExample.rules,
                    "App/Cart/Presentation/ViewModel/CartViewModel.swift": """
                    final class CartViewModel {
                        // let service = DefaultCartService(repository: CartRepository())
                        let hint = "DefaultCartService(repository:)"
                        let service: DefaultCartService
                        init(service: DefaultCartService) { self.service = service }
                        func row() -> Row { Row() }
                        struct Row {}
                    }
                    """,
                    "App/Cart/Service/CartService.swift": "final class DefaultCartService {\n    init(repository: CartRepository) {}\n    func summary() -> CartSummary { CartSummary() }\n}\nstruct CartSummary {}\n",
                    "App/Cart/Repository/CartRepository.swift": "final class CartRepository {}\n",
                    "App/Cart/Di/CartDi.swift": "enum CartDi {\n    static func viewModel() -> CartViewModel {\n        CartViewModel(service: DefaultCartService(repository: CartRepository()))\n    }\n}\n",
                ]),
            ]
        )
    }

    public func readsFacts(_ rules: ArchitectureRules) -> ScanFacts {
        FeatureLayout.referencesRead(under: rules)
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let rules = context.rules
        // The same test decides whether the scan records references for this rule.
        guard readsFacts(rules).contains(.references) else { return [] }
        let layout = FeatureLayout(context)
        let assemblers = rules.catalogue.sublayers.map(\.name).filter(rules.isCompositionSublayer)
        let whereToBuild = assemblers.isEmpty ? "a composition root" : "\(FeatureLayout.list(assemblers)) or a composition root"
        return layout.referenceFindings(context) { file, module -> (module: Module, source: String)? in
            guard rules.isFeature(layer: module.layer), !rules.isCompositionRoot(module: module.name, layer: module.layer),
                  let source = layout.sublayer(ofFile: file.path), !rules.isCompositionSublayer(source) else { return nil }
            return (module, source)
        } judge: { scope, reference in
            guard reference.isConstruction else { return nil }
            let declared = layout.declarations(named: reference.name)
            // Reported only when every type of that name is one the file may not build.
            let mustBeInjected = !declared.isEmpty && declared.allSatisfy { declaration in
                guard let target = declaration.sublayer, rules.isFeature(layer: declaration.layer),
                      rules.isInjected(sublayer: target) else { return false }
                return !(declaration.module == scope.module.name && target == scope.source)
            }
            guard mustBeInjected, let first = declared.first, let target = first.sublayer else { return nil }
            return .init(message: "\(scope.source) constructs '\(reference.name)' of the injected sublayer \(target); build it in \(whereToBuild) and pass it in",
                         declaration: first)
        }
    }
}
