import ArchRulesFile
import ArchCore
import ArchModuleGraph

/// Business modules meet only through routes: they depend on the routing layer and the facade,
/// never on each other and never on the app shell that assembles them.
public struct RouteModuleDependencyRule: Rule {
    public static let id = RuleID("route-module-dependency")

    /// `route-modules LAYER ...`: the layers of business modules, which may depend only on the
    /// route layers and external modules.
    public static let businessLayers = RuleSettingKey<[ArchitectureRules.Reference]>("route-modules", default: [])

    public init() {}

    static let businessLayersStatement = RuleStatement(
        "route-modules", syntax: "route-modules LAYER…",
        meaning: "the layers of business modules, which may depend only on the `route-layer` layers and on external modules (`route-module-dependency`)"
    ) { line in
        line.appendLayers(to: businessLayers, conflicting: (RoutePlacementRule.routeLayers, "route-layer"))
    }

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Route module dependency",
            summary: "A module of a `route-modules` layer depends on another business module, or on a module of the repository outside the `route-layer` layers, such as the app shell.",
            rationale: """
            Route + Module: business modules depend on the routing layer and the module facade only, never on \
            each other and never on the shell, so that a module can be added, removed or rebuilt alone and the shell stays \
            the one composition root. Package.swift dependencies and imports both count, one finding for each pair of modules with every place. Targets of the module's own \
            package are its own, unless they are business modules too; external packages and SDKs are not this rule's \
            business (`forbid` bans them). A dependency that `allow`, `forbid` or `independent` lines already reject is \
            left to `layer-dependency`, so that one mistake is reported once.
            """,
            defaultSeverity: .error,
            statements: [Self.businessLayersStatement],
            triggeringExamples: [
                RuleExample([
                    ".archrules": """
                    layer Routing = AppRouting
                    layer Business = *Module
                    route-layer Routing
                    route-modules Business
                    allow Business -> Routing
                    """,
                    "Packages/AppRouting/Package.swift": ExampleManifest.package("AppRouting", [.init("AppRouting")]),
                    "Packages/AppRouting/Sources/AppRouting/Routable.swift": "public protocol Routable {}\n",
                    "Packages/ProfileModule/Package.swift": ExampleManifest.package("ProfileModule", [.init("ProfileModule")]),
                    "Packages/ProfileModule/Sources/ProfileModule/ProfileModule.swift": "public struct ProfileModule {}\n",
                    "Packages/HomeModule/Package.swift": """
                    // swift-tools-version: 5.9
                    import PackageDescription

                    let package = Package(
                        name: "HomeModule",
                        dependencies: [.package(path: "../AppRouting"), .package(path: "../ProfileModule")],
                        targets: [
                            .target(name: "HomeModule", dependencies: [
                                .product(name: "AppRouting", package: "AppRouting"),
                                ↓.product(name: "ProfileModule", package: "ProfileModule"),
                            ]),
                        ]
                    )
                    """,
                    "Packages/HomeModule/Sources/HomeModule/HomeModule.swift": "import AppRouting\n↓import ProfileModule\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": """
                    layer Routing = AppRouting
                    layer Business = *Module
                    route-layer Routing
                    route-modules Business
                    allow Business -> Routing
                    """,
                    "Packages/AppRouting/Package.swift": ExampleManifest.package("AppRouting", [.init("AppRouting")]),
                    "Packages/AppRouting/Sources/AppRouting/Routable.swift": "public protocol Routable {}\n",
                    "Packages/HomeModule/Package.swift": """
                    // swift-tools-version: 5.9
                    import PackageDescription

                    let package = Package(
                        name: "HomeModule",
                        dependencies: [.package(path: "../AppRouting")],
                        targets: [
                            .target(name: "HomeModule", dependencies: ["HomeCatalog", .product(name: "AppRouting", package: "AppRouting")]),
                            .target(name: "HomeCatalog"),
                        ]
                    )
                    """,
                    "Packages/HomeModule/Sources/HomeModule/HomeModule.swift": "import AppRouting\nimport HomeCatalog\nimport UIKit\n// import ProfileModule\n",
                    "Packages/HomeModule/Sources/HomeCatalog/Catalog.swift": "public struct Catalog {}\n",
                ]),
            ]
        )
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let settings = context.rules.ruleSettings
        let businessLayers = Set(settings[Self.businessLayers].map(\.name))
        guard !businessLayers.isEmpty else { return [] }
        let routeLayers = settings[RoutePlacementRule.routeLayers].map(\.name)
        let rules = context.rules
        var prohibitions = ProhibitionLookup(rules)
        let graph = context.graph
        let modules = graph.modules
        let ends = graph.edgeEnds
        // One finding per pair of modules, with every place of every edge between them.
        var broken = BrokenEdges<String>(moduleCount: modules.count)
        for (index, edge) in graph.edges.enumerated() where edge.from != edge.to {
            let from = ends.from[index], to = ends.to[index]
            guard from >= 0, to >= 0 else { continue }
            let source = modules[from], target = modules[to]
            guard context.isChecked(source), let sourceLayer = source.layer, businessLayers.contains(sourceLayer),
                  !target.isExternal, !(target.isTest && !context.checkTests),
                  !(target.layer.map(routeLayers.contains) ?? false) else { continue }
            let targetIsBusiness = target.layer.map(businessLayers.contains) ?? false
            if !targetIsBusiness, target.package != nil, target.package == source.package { continue }
            // What `allow`, `forbid` and `independent` reject, layer-dependency reports already.
            if prohibitions.prohibition(fromModule: source.name, fromLayer: sourceLayer, toModule: target.name, toLayer: target.layer) != nil { continue }
            if let targetLayer = target.layer, !rules.allowsDependency(fromLayer: sourceLayer, toLayer: targetLayer) { continue }
            broken.add(from: from, to: to, kind: edge.kind, places: edge.locations) {
                targetIsBusiness ? "another business module" : "a module outside the route layers"
            }
        }
        let through = routeLayers.isEmpty ? "the route layers (declare them with 'route-layer')" : routeLayers.joined(separator: ", ")
        return broken.findings(modules) { source, target, what, how in
            let targetName = target.layer.map { "'\(target.name)' (\($0))" } ?? "'\(target.name)'"
            let message = "'\(source.name)' (\(source.layer ?? "")) \(how.verb) \(targetName), \(what); business modules depend only on \(through) and meet through routes"
            return (message, [])
        }
    }
}
