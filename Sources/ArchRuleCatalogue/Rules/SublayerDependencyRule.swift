import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchSyntax

/// Inside one feature, references go one way through its sublayers, as `sublayer-allow`
/// lines say: Page → ViewModel → Service → Repository → Api / DTO.
public struct SublayerDependencyRule: Rule {
    public static let id = RuleID("sublayer-dependency")

    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Sublayer dependency",
            summary: "A file of a feature's sublayer references a type of another sublayer of the same feature that `sublayer-allow` does not let it reference.",
            rationale: """
            Layered features inside one target (rule 3.1): dependencies go one way, Page → ViewModel → Service → Repository → Api / DTO, with no reverse dependency and no skipping, so that a page never talks to a repository and a repository never knows a view model. The compiler cannot help, since the whole target is one module; archkit reads the type names each file references and the sublayer folder that declares them. Only modules of `features` layers are checked, and only files and types inside a `sublayer` folder; a name declared also in the referencing sublayer, or in an allowed one, is given the benefit of the doubt.
            """,
            defaultSeverity: .error,
            triggeringExamples: [
                RuleExample([
                    ".archrules": FeatureExample.rules,
                    "App/Cart/Presentation/Page/CartPage.swift": "final class CartPage {\n    let repository: ↓CartRepository\n    init() { repository = ↓CartRepository() }\n}\n",
                    "App/Cart/Presentation/ViewModel/CartViewModel.swift": "final class CartViewModel {}\n",
                    "App/Cart/Repository/CartRepository.swift": "final class CartRepository {\n    weak var screen: ↓CartViewModel?\n}\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": FeatureExample.rules,
                    "App/Cart/Presentation/Page/CartPage.swift": """
                    // A page never names CartRepository.
                    final class CartPage {
                        let viewModel: CartViewModel
                        let note = "CartRepository is not for pages"
                        init(viewModel: CartViewModel) { self.viewModel = viewModel }
                    }
                    """,
                    "App/Cart/Presentation/ViewModel/CartViewModel.swift": "final class CartViewModel {\n    let service: any CartService\n    init(service: any CartService) { self.service = service }\n}\n",
                    "App/Cart/Service/CartService.swift": "protocol CartService {}\nfinal class DefaultCartService: CartService {\n    init(repository: CartRepository) {}\n}\n",
                    "App/Cart/Repository/CartRepository.swift": "final class CartRepository {}\n",
                    "App/Cart/Di/CartDi.swift": "enum CartDi {\n    static func page() -> CartPage {\n        CartPage(viewModel: CartViewModel(service: DefaultCartService(repository: CartRepository())))\n    }\n}\n",
                    "App/Cart/CartFeature.swift": "enum CartFeature { static let page = CartPage.self; static let store = CartRepository.self }\n",
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
        return layout.referenceFindings(context) { file, module -> (module: Module, path: String, source: String)? in
            guard rules.isFeature(layer: module.layer), let source = layout.sublayer(ofFile: file.path) else { return nil }
            return (module, file.path, source)
        } judge: { scope, reference in
            let declared = layout.declarations(named: reference.name).filter { $0.module == scope.module.name }
            guard let first = declared.first else { return nil }
            // A name the file may mean legitimately is not reported.
            let mayBeAllowed = declared.contains { declaration in
                guard let target = declaration.sublayer else { return true }
                return declaration.location.file == scope.path || rules.allowsReference(fromSublayer: scope.source, toSublayer: target)
            }
            guard !mayBeAllowed, let target = first.sublayer else { return nil }
            let allowed = rules.allowedSublayers(from: scope.source)
            let permission = allowed.isEmpty ? "\(scope.source) may reference no other sublayer"
                : "\(scope.source) may reference only \(FeatureLayout.list(allowed))"
            return .init(message: "\(scope.source) references '\(reference.name)' of sublayer \(target) in feature '\(scope.module.name)', but \(permission)",
                         declaration: first)
        }
    }
}
