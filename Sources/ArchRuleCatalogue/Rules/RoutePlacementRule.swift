import ArchRulesFile
import ArchCore
import ArchModuleGraph

/// Routes are declared where every module can see them (the facade) or in the module they
/// lead into, never scattered over the modules that merely navigate to them.
public struct RoutePlacementRule: Rule {
    public static let id = RuleID("route-placement")

    /// `route-layer LAYER ...`: where route types may live besides their own module (the facade
    /// or the routing layer of Route+Module).
    public static let routeLayers = RuleSettingKey<[ArchitectureRules.Reference]>("route-layer", default: [])

    public init() {}

    /// A layer may not be both a route layer and a layer of business modules, since one says
    /// "routes live here" and the other "no route types here".
    static let routeLayerStatement = RuleStatement(
        "route-layer", syntax: "route-layer LAYER…",
        meaning: """
        the layers where route types may live besides the module they lead into: the routing layer and the module facade \
        of Route + Module. Naming one turns `route-placement` on.
        """
    ) { line in
        line.appendLayers(to: routeLayers, conflicting: (RouteModuleDependencyRule.businessLayers, "route-modules"))
    }

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Route placement",
            summary: "A route type is declared outside the `route-layer` layers and outside the module it leads into.",
            rationale: """
            Route + Module: routes are grouped per business domain and defined centrally, in the facade, so that \
            a module reaches another only through its routes and never through its code. A route type is an enum or struct \
            whose name ends in `Route`, or that conforms to a protocol named `Routable` or `Route` or ending in either. It \
            belongs to a module when its name without `Route` starts the module's name (`ProductRoute` in \
            `ProductsFeature`), or the module's name without its last word starts the route's (`SettingsRoute` in \
            `SettingModule`, `HomeShortcutRoute` in `HomeModule`), in whole words with a plural `s` or `es` allowed \
            (`ProRoute` does not belong to `ProfileModule`); a type named just `Route` belongs where it is, and a route \
            that is one only by conformance belongs only in a route layer. The rule runs once `.archrules` names a \
            `route-layer`. Test targets may declare sample routes.
            """,
            defaultSeverity: .error,
            statements: [Self.routeLayerStatement],
            triggeringExamples: [
                RuleExample([
                    ".archrules": "layer Routing = AppRouting\nlayer Business = *Module\nroute-layer Routing\nroute-modules Business\nallow Business -> Routing\n",
                    "Package.swift": ExampleManifest.package("App", [.init("AppRouting"), .init("HomeModule", ["AppRouting"])]),
                    "Sources/AppRouting/Routable.swift": "public protocol Routable {}\n",
                    "Sources/HomeModule/HomeModule.swift": """
                    import AppRouting
                    public enum HomeRoute: Routable { case home }
                    public enum ↓OrderRoute: Routable { case list }
                    struct ↓CheckoutDestination: Routable {}
                    """,
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": "layer Facade = AppModuleFacade\nlayer Business = *Module\nroute-layer Facade\nroute-modules Business\nallow Business -> Facade\n",
                    "Package.swift": ExampleManifest.package("App", [
                        .init("AppModuleFacade"), .init("SettingModule", ["AppModuleFacade"]), .test("SettingModuleTests", ["SettingModule"]),
                    ]),
                    "Sources/AppModuleFacade/OrderRoute.swift": "public protocol Routable {}\npublic enum OrderRoute: Routable { case list }\n",
                    "Sources/SettingModule/SettingsRoute.swift": "import AppModuleFacade\nenum SettingsRoute: Routable { case settings }\nenum Route { case about }\n",
                    "Tests/SettingModuleTests/SampleRoute.swift": "import AppModuleFacade\nenum SampleRoute: Routable { case sample }\n",
                ]),
                RuleExample([
                    "Package.swift": ExampleManifest.package("App", [.init("HomeFeature")]),
                    "Sources/HomeFeature/OrderRoute.swift": "enum OrderRoute { case list }\n",
                ]),
            ]
        )
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let routeLayers = context.rules.ruleSettings[Self.routeLayers].map(\.name)
        guard !routeLayers.isEmpty else { return [] }
        var findings: [RuleFinding] = []
        for file in context.graph.files {
            guard let owner = file.module.flatMap({ context.graph.module(named: $0) }), context.isChecked(owner), !owner.isTest,
                  !(owner.layer.map(routeLayers.contains) ?? false) else { continue }
            for declaration in file.summary.declarations {
                let isValueType = declaration.kind == .enum || declaration.kind == .struct
                guard RouteTypes.isRoute(name: declaration.name, isValueType: isValueType, inheritedTypes: declaration.inheritedTypes),
                      !Self.belongs(route: declaration.name, toModule: owner.name) else { continue }
                let stem = Self.stem(of: declaration.name)
                let home = stem.isEmpty ? "its own module" : "the module it leads into (whose name starts with '\(stem)')"
                let place = owner.layer.map { "'\(owner.name)' (\($0))" } ?? "'\(owner.name)'"
                findings.append(RuleFinding(
                    message: "route '\(declaration.name)' is declared in \(place); declare it in a route layer (\(routeLayers.joined(separator: ", "))) or in \(home)",
                    location: SourceLocation(file: file.path, line: declaration.line, column: declaration.column),
                    symbol: declaration.name))
            }
        }
        return findings
    }

    /// The route's name without `Route`: `OrderRoute` gives `Order`.
    static func stem(of route: String) -> String {
        route.hasSuffix("Route") ? String(route.dropLast("Route".count)) : ""
    }

    /// Whether a route belongs to a module by name, word for word: the route's stem starts the
    /// module's name (`ProductRoute` in `ProductsFeature`), or the module's name without its last
    /// word starts the route's (`HomeShortcutRoute` in `HomeModule`, `SettingsRoute` in `SettingModule`). A
    /// route named just `Route` belongs to the module that declares it. A route that is one only
    /// by conformance (`CheckoutDestination: Routable`) has no name to match, so it belongs
    /// only in a route layer.
    static func belongs(route: String, toModule module: String) -> Bool {
        if route == "Route" { return true }
        let stem = stem(of: route)
        guard !stem.isEmpty else { return false }
        return startsWithWords(module, stem) || startsWithWords(route, moduleStem(of: module))
    }

    /// Whether `text` starts with the whole words of `prefix`, a plural `s` or `es` allowed:
    /// `ProductsFeature` starts with `Product`, `Profile` does not start with `Pro`.
    static func startsWithWords(_ text: String, _ prefix: String) -> Bool {
        guard !prefix.isEmpty, text.hasPrefix(prefix) else { return false }
        let rest = text.dropFirst(prefix.count)
        return [rest, rest.dropFirst(rest.hasPrefix("s") ? 1 : 0), rest.dropFirst(rest.hasPrefix("es") ? 2 : 0)]
            .contains { $0.isEmpty || $0.first?.isUppercase == true }
    }

    /// The module's name without its last word, `HomeModule` giving `Home`; a name of one word
    /// is its own stem. A word starts at a capital followed by a small letter.
    static func moduleStem(of module: String) -> String {
        let characters = Array(module)
        var lastWordStart = 0
        for index in characters.indices.dropFirst().dropLast() where characters[index].isUppercase && characters[index + 1].isLowercase {
            lastWordStart = index
        }
        return lastWordStart == 0 ? module : String(characters[..<lastWordStart])
    }
}
