import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchSyntax

/// Business code receives its collaborators; only the composition root pulls them out of a
/// container.
public struct ServiceLocatorRule: Rule {
    public static let id = RuleID("service-locator")

    /// `service-locator CALLGLOB ...`: globs over a call's dotted chain, `DIContainer.shared.resolve`.
    /// Empty means `defaultCalls`.
    public static let calls = RuleSettingKey<[ArchitectureRules.Pattern]>("service-locator", default: [])
    public static let defaultCalls = ["*.shared.resolve", "*Container.resolve", "*container.resolve", "Resolver.resolve",
                                      "*.resolver.resolve", ".resolve"]
    /// Types whose code composes objects rather than uses them: factories, assemblies,
    /// environments and containers that build objects and pass them to initialisers, and the
    /// app's entry points.
    public static let compositionTypeSuffixes = ["Factory", "Assembly", "Assembler", "Environment", "Container",
                                                 "Dependencies", "CompositionRoot", "Composer", "AppDelegate",
                                                 "SceneDelegate"]

    public init() {}

    static let callsStatement = RuleStatement(
        "service-locator", syntax: "service-locator CALLGLOB…",
        meaning: """
        calls that look a dependency up in a container, as globs over the call's dotted chain as written before its \
        parenthesis: `DIContainer.shared.resolve`, `container.resolve`, `.resolve` for an implicit member, `resolve` for \
        a bare call. The last member must be a plain name (`resolve`, `get`). Without this line: \
        `\(defaultCalls.joined(separator: " "))`, any call of `resolve` whose first argument is `X.self`, and the \
        property wrappers `@Injected`, `@LazyInjected` and the like. The lines replace all of that.
        """
    ) { line in
        // The scanner records calls by their last member, so that member must be a plain name.
        for word in line.words(missing: "missing call pattern after 'service-locator' (such as '*.shared.resolve')") {
            let lastMember = word.text.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            if let bad = word.text.unicodeScalars.firstIndex(where: { !isCallPatternScalar($0) }) {
                let offset = word.text.unicodeScalars[..<bad].reduce(0) { $0 + String($1).utf8.count }
                line.report("'\(String(word.text.unicodeScalars[bad]).shortenedForMessage)' cannot appear in a call pattern; write the chain before the parenthesis, such as 'Container.shared.resolve'",
                            at: word.column + offset)
                continue
            }
            guard RuleStatementLine.isIdentifier(lastMember) else {
                line.report("the call pattern '\(word.text.shortenedForMessage)' must end in a member name without wildcards, such as '.resolve'",
                            at: word.column)
                continue
            }
            if let first = line.settings[calls].first(where: { $0.text == word.text }) {
                line.report("duplicate call pattern '\(word.text.shortenedForMessage)'; first listed at line \(first.location.line)", at: word.column)
                continue
            }
            let pattern = line.pattern(word)
            line.settings.modify(calls) { $0.append(pattern) }
        }
    }

    /// Identifier characters, `.` between members, and the glob characters.
    private static func isCallPatternScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" || scalar == "." || "*?[]!-".unicodeScalars.contains(scalar) { return true }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Service Locator",
            summary: "Code outside a composition root resolves a dependency from a container, such as `DIContainer.shared.resolve(...)` (`service-locator`).",
            rationale: """
            "Layering and the composition root": a dependency resolved inside business code (a view model, a view, \
            a use case, a service, a repository) disappears from its initialiser, ties tests to global state, and is a \
            Service Locator. Resolve only where objects are composed, and inject through initialisers. A call counts when \
            its dotted chain, as written before the parenthesis, matches a `service-locator` glob. Without \
            `service-locator` lines the globs are `*.shared.resolve`, `*Container.resolve`, `*container.resolve`, \
            `Resolver.resolve` (`Resolver.resolve()` without a type), `*.resolver.resolve` \
            (`Assembler.shared.resolver.resolve(…)`) and `.resolve` (not `errorResolver.resolve(error)`), any `resolve(X.self)` counts too, and so does a \
            property wrapper whose name contains `Injected` (`@Injected`, `@LazyInjected`, `@InjectedObject`); \
            `service-locator` lines replace all of that. Composition is not checked: the arguments and closures of a \
            registration wherever it is (`container.register(X.self) { r in X(y: r.resolve(Y.self)!) }`, `register { … }`), \
            code in a type named as a composer (`…\(Self.compositionTypeSuffixes.joined(separator: "`, `…"))`: factories, \
            assemblies, environments and containers that build objects and pass them to initialisers, and the app's \
            delegates), files in a folder named `DI` or `Di` (the registration folders of the Clean layout and of layered \
            features) or in a sublayer allowed `-> *`, and the composition root (a `composition-root` module, a layer \
            allowed `-> *`, or an app or executable target that no other module uses). Nor are files that no module owns (usually the app target) and test targets.
            """,
            defaultSeverity: .warning,
            statements: [Self.callsStatement],
            triggeringExamples: [
                RuleExample([
                    ".archrules": "layer Feature = *Feature\nlayer App = App\nallow App -> *\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("App", ["CartFeature"]), .init("CartFeature")]),
                    "Sources/CartFeature/CartViewModel.swift": """
                    final class CartViewModel {
                        let service: CartService = ↓DIContainer.shared.resolve(CartService.self)
                        let pricing = ↓Resolver.resolve(PricingService.self)
                        let tax: TaxService = ↓container.resolve()
                    }
                    """,
                    "Sources/App/main.swift": "let model = DIContainer.shared.resolve(CartViewModel.self)\n",
                ]),
                // What the defaults missed, and look-alikes of composition in business code: a
                // `register` without a closure, a call after a registration's closure, and types
                // named as use cases, services and repositories.
                RuleExample([
                    ".archrules": "layer Feature = *Feature\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("CartFeature")]),
                    "Sources/CartFeature/CartViewModel.swift": """
                    import UIKit
                    final class CartViewModel {
                        ↓@Injected var service: CartService
                        ↓@LazyInjected var pricing: PricingService
                        let tax: TaxService = ↓Resolver.resolve()
                        let coupons = ↓Assembler.shared.resolver.resolve(CouponService.self)!
                        func attach(_ tableView: UITableView) {
                            tableView.register(CartCell.self, forCellReuseIdentifier: "cart")
                            let log = ↓DIContainer.shared.resolve(LogService.self)
                        }
                        func wire(_ container: Container) {
                            container.register(TaxService.self) { _ in TaxService() }
                            let late = ↓container.resolve(LateService.self)
                        }
                    }
                    """,
                    "Sources/CartFeature/CheckoutUseCase.swift": """
                    struct CheckoutUseCase {
                        let repository = ↓DIContainer.shared.resolve(CartRepository.self)
                    }
                    final class CartRepository {
                        let client = ↓Resolver.resolve(APIClient.self)
                    }
                    """,
                ]),
                // An executable that another module uses is a tool of the repository, not its root.
                RuleExample([
                    ".archrules": "layer Tools = *Tool\nlayer App = App\nallow App -> Tools\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("App", ["SeedTool"]), .executable("SeedTool")]),
                    "Sources/SeedTool/Seeder.swift": "let store = ↓container.resolve(Store.self)\n",
                ]),
                RuleExample([
                    ".archrules": "layer Feature = *Feature\nservice-locator Locator.current.get\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("CartFeature")]),
                    "Sources/CartFeature/CartViewModel.swift": "let service = ↓Locator.current.get(CartService.self)\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": "layer Feature = *Feature\nlayer App = App\nallow App -> *\nservice-locator *.shared.resolve\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("App", ["CartFeature"]), .init("CartFeature")]),
                    "Sources/CartFeature/CartViewModel.swift": """
                    final class CartViewModel {
                        let service: CartService
                        init(service: CartService) { self.service = service }
                        // let old = DIContainer.shared.resolve(CartService.self)
                        let note = "DIContainer.shared.resolve(CartService.self)"
                        func register(in container: Registry) {
                            container.register(CartService.self) { resolver in CartService(tax: resolver.resolve(TaxService.self)) }
                        }
                    }
                    """,
                    "Sources/App/main.swift": "let model = DIContainer.shared.resolve(CartViewModel.self)\n",
                ]),
                RuleExample([
                    ".archrules": "layer Feature = *Feature\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("CartFeature")]),
                    "Sources/CartFeature/DI/CartRegistration.swift": """
                    func registerCart(in container: Container) {
                        container.register(CartViewModel.self) { CartViewModel(service: container.resolve(CartService.self)) }
                    }
                    """,
                    "Sources/CartFeature/CartViewModel.swift": "final class CartViewModel { init(service: CartService) {} }\n",
                ]),
                // Composition outside a DI folder: registration closures wherever they are,
                // factories, assemblies and environments that pass what they resolve to
                // initialisers, and the app's delegate.
                RuleExample([
                    ".archrules": "layer Feature = *Feature\n",
                    "Package.swift": ExampleManifest.package("Shop", [.init("CartFeature")]),
                    "Sources/CartFeature/CartServices.swift": """
                    import Swinject
                    final class CartServices {
                        func registerAll(in container: Container) {
                            container.register(CartService.self) { r in
                                CartService(tax: r.resolve(TaxService.self)!, log: resolver.resolve(LogService.self)!)
                            }
                            container.register(TaxService.self, factory: { resolver in TaxService(rates: resolver.resolve(Rates.self)!) })
                            container.autoregister(CartViewModel.self, initializer: CartViewModel.init)
                        }
                    }
                    extension Resolver: ResolverRegistering {
                        public static func registerAllServices() {
                            register { PricingService(tax: resolve()) }
                        }
                    }
                    """,
                    "Sources/CartFeature/CartViewModelFactory.swift": """
                    final class CartViewModelFactory {
                        let resolver: Resolver
                        init(resolver: Resolver) { self.resolver = resolver }
                        func make() -> CartViewModel { CartViewModel(service: resolver.resolve(CartService.self)!) }
                    }
                    final class CartAssembly: Assembly {
                        func assemble(container: Container) {
                            _ = CartViewModel(service: container.resolve(CartService.self)!)
                        }
                    }
                    struct CartEnvironment {
                        var service: CartService { DIContainer.shared.resolve(CartService.self) }
                    }
                    struct ErrorPresenter {
                        let errorResolver: ErrorResolver
                        func message(for error: Error) -> String { errorResolver.resolve(error).text }
                    }
                    final class AppDelegate: NSObject {
                        let root = RootViewModel(cart: Assembler.shared.resolver.resolve(CartViewModel.self)!)
                    }
                    """,
                    "Sources/CartFeature/CartViewModel.swift": "final class CartViewModel { init(service: CartService) {} }\n",
                ]),
                // One of several apps: its coordinator composes, though no layer is allowed `-> *`.
                RuleExample([
                    ".archrules": "layer Apps = ShopApp\nlayer Feature = *Feature\nallow Apps -> Feature\n",
                    "Package.swift": ExampleManifest.package("Shop", [.executable("ShopApp", ["CartFeature"]), .init("CartFeature")]),
                    "Sources/ShopApp/AppCoordinator.swift": """
                    final class AppCoordinator {
                        func start() { show(CartView(model: container.resolve(CartViewModel.self)!)) }
                    }
                    """,
                    "Sources/CartFeature/CartViewModel.swift": "public final class CartViewModel {}\n",
                ]),
            ]
        )
    }

    /// The last members of the call globs in force, the registrations whose closures compose,
    /// and, with the defaults, the word of the injecting property wrappers.
    public func recordedCalls(_ rules: ArchitectureRules) -> Set<String> {
        var names = Set(Self.callGlobs(rules).compactMap { glob in
            glob.pattern.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init)
        }.filter { !$0.isEmpty })
        names.formUnion(CallSite.registrationNames)
        if rules.ruleSettings[Self.calls].isEmpty { names.insert(CallSite.injectedWord) }
        return names
    }

    private static func callGlobs(_ rules: ArchitectureRules) -> [Glob] {
        let written = rules.ruleSettings[calls]
        return written.isEmpty ? defaultCalls.map(Glob.init) : written.map(\.glob)
    }

    /// Apps and executables that no other module of the repository uses (tests aside): their
    /// entry point is where objects are composed, whichever layer `.archrules` gives them, as
    /// in a repository of several apps where none is allowed `-> *`.
    static func applications(_ graph: ModuleGraph) -> Set<String> {
        let modules = graph.modules
        var used = [Bool](repeating: false, count: modules.count)
        for index in graph.edges.indices {
            let from = graph.edgeEnds.from[index], to = graph.edgeEnds.to[index]
            if from >= 0, to >= 0, from != to, !modules[from].isTest { used[to] = true }
        }
        var names: Set<String> = []
        for (position, module) in modules.enumerated() where module.kind == .executable && !used[position] {
            names.insert(module.name)
        }
        return names
    }

    /// Whether a file registers dependencies rather than using them: it sits in a folder named
    /// `DI` or `Di` below its module's folder (the registration folders of the reference app and
    /// of layered features), or in a sublayer allowed `-> *`. A registration closure resolves
    /// from the container it is handed, which is how constructor injection is wired.
    static func isRegistration(_ path: String, moduleFolder: String?, rules: ArchitectureRules) -> Bool {
        var folders = path.split(separator: "/").dropLast().map(String.init)
        if let moduleFolder, !moduleFolder.isEmpty {
            let prefix = moduleFolder.split(separator: "/").map(String.init)
            if folders.starts(with: prefix) { folders.removeFirst(prefix.count) }
        }
        if folders.contains(where: { $0.lowercased() == "di" }) { return true }
        guard let sublayer = rules.sublayer(ofFile: path, moduleFolder: moduleFolder) else { return false }
        return rules.isCompositionSublayer(sublayer.name)
    }

    public func readsFacts(_ rules: ArchitectureRules) -> ScanFacts { .calls }

    /// The type declared last before a call: the type whose body holds it, as far as the
    /// order of declarations tells (typealiases left out).
    static func enclosingType(of call: CallSite, in declarations: [TypeDeclaration]) -> TypeDeclaration? {
        declarations.last { declaration in
            declaration.kind != .typealias
                && (declaration.line, declaration.column) < (call.line, call.column)
        }
    }

    /// Whether a type composes objects: its name ends as a factory's, an assembly's, an
    /// environment's, a container's or an app delegate's does, or it is a SwiftUI `App`.
    static func isComposition(_ type: TypeDeclaration?) -> Bool {
        guard let type else { return false }
        if type.inheritedTypes.contains(where: { $0 == "App" || $0 == "SwiftUI.App" || $0 == "Assembly" }) { return true }
        return compositionTypeSuffixes.contains { type.name.hasSuffix($0) }
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let globs = Self.callGlobs(context.rules)
        let usesDefaults = context.rules.ruleSettings[Self.calls].isEmpty
        var findings: [RuleFinding] = []
        let applications = Self.applications(context.graph)
        // By index, asked in place first: `for file in files` copied every file. A file without
        // calls has nothing to report; this spares the registration test (path splitting) for
        // nearly every file.
        for index in context.graph.files.indices where !context.graph.files[index].summary.calls.isEmpty {
            let file = context.graph.files[index]
            guard let owner = file.module.flatMap({ context.graph.module(named: $0) }), context.isChecked(owner),
                  !context.rules.isCompositionRoot(module: owner.name, layer: owner.layer), !applications.contains(owner.name),
                  !Self.isRegistration(file.path, moduleFolder: owner.path, rules: context.rules) else { continue }
            let declarations = file.summary.declarations
            for call in file.summary.calls where call.isCall && !call.inRegistration {
                let isWrapper = call.chain.hasPrefix("@")
                let lastMember = call.chain.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? call.chain
                let matches: Bool
                if isWrapper {
                    matches = usesDefaults
                } else {
                    matches = globs.contains { $0.matches(call.chain) }
                        || (usesDefaults && call.metatypeArgument != nil && lastMember == "resolve")
                }
                guard matches, !Self.isComposition(Self.enclosingType(of: call, in: declarations)) else { continue }
                let place = owner.layer.map { "'\(owner.name)' (\($0))" } ?? "'\(owner.name)'"
                let message: String
                if isWrapper {
                    message = "the property wrapper '\(call.chain)' resolves a dependency in \(place), which is not a composition root; pass it in through the initialiser instead"
                } else {
                    let argument = call.metatypeArgument.map { "\($0).self" } ?? "..."
                    message = "'\(call.chain)(\(argument))' resolves a dependency in \(place), which is not a composition root; pass it in through the initialiser instead"
                }
                findings.append(RuleFinding(
                    message: message,
                    location: SourceLocation(file: file.path, line: call.line, column: call.column),
                    symbol: call.metatypeArgument ?? call.chain))
            }
        }
        return findings
    }
}
