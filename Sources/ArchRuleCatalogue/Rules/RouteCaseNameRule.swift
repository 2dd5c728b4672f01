import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchSyntax

/// A route says where the user goes, not which screen class shows it or how.
public struct RouteCaseNameRule: Rule {
    /// A case starting with one of these, followed by a capital letter, names a navigation
    /// action: `pushSettingsVC`, `presentLogin`, `showDetail`; `pushNotifications` does not.
    static let actionPrefixes = ["push", "present", "show"]
    /// A case ending in one of these, after at least one other character, names a screen
    /// class: `settingsVC`, `detailViewController`, `loginPage`.
    static let screenSuffixes = ["ViewController", "Controller", "VC", "Page", "Screen"]

    public static let id = RuleID("route-case-name")

    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Route case named after a screen",
            summary: "A case of a route enum is named after a screen or a navigation action (`pushSettingsVC`) rather than a destination (`.settings`).",
            rationale: """
            Route + Module: routes are named by meaning, `.detail(id:)`, never `pushXXXVC`, so that the view \
            controller behind a route and the way it is shown (each route's own `navigationStyle`) can change without \
            renaming every caller. A route enum is an enum whose name ends in `Route`, or that conforms to a protocol named \
            `Routable` or `Route`, or ending in either (`AppRoute`). A case is reported when it starts with `push`, \
            `present` or `show` followed by a capital letter (`pushNotifications` excepted), or ends in `ViewController`, \
            `Controller`, `VC`, `Page` or `Screen` after other characters.
            """,
            defaultSeverity: .warning,
            triggeringExamples: [
                RuleExample([
                    "Package.swift": ExampleManifest.package("Shop", [.init("Facade")]),
                    "Sources/Facade/SettingsRoute.swift": """
                    public enum SettingsRoute {
                        case settings
                        case ↓pushSettingsVC
                        case ↓aboutViewController, ↓presentLicences(animated: Bool)
                    }
                    """,
                    "Sources/Facade/OrderDestination.swift": """
                    public protocol AppRoutable {}
                    public enum OrderDestination: AppRoutable {
                        case list
                        case ↓orderDetailPage(orderId: String)
                    }
                    """,
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    "Package.swift": ExampleManifest.package("Shop", [.init("Facade")]),
                    "Sources/Facade/SettingsRoute.swift": """
                    public enum SettingsRoute {
                        case settings
                        case detail(id: String)
                        case showcase
                        case page
                        // case pushSettingsVC
                    }
                    enum NavigationAction { case pushViewController, presentModally }
                    """,
                ]),
            ]
        )
    }

    /// Which enums are routes is known only from the graph, after the scan.
    public func readsFacts(_ rules: ArchitectureRules) -> ScanFacts { .enumCases }

    /// The files that may declare a route enum: the search for route enums visits only those.
    public func sourceFilter(_ rules: ArchitectureRules) -> SourceFilter? {
        SourceFilter { RouteTypes.mayDeclareRouteEnum($0) }
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let routeEnums = RouteTypes.routeEnumNames(in: context, filteredFor: Self.id)
        guard !routeEnums.isEmpty else { return [] }
        var findings: [RuleFinding] = []
        var owners = OwnerCheck()
        // Asked in place first: copying every file's array out of its summary retained it.
        for index in context.graph.files.indices where !context.graph.files[index].summary.enumCases.isEmpty {
            let enumCases = context.graph.files[index].summary.enumCases
            let file = context.graph.files[index]
            if owners.skips(file.module, in: context) { continue }
            for enumCase in enumCases where routeEnums.contains(enumCase.enumName) {
                guard let reason = Self.screenNaming(enumCase.name) else { continue }
                let meaning = Self.meaning(of: enumCase.name)
                let instead = meaning.isEmpty ? "" : ", such as '.\(meaning)'"
                findings.append(RuleFinding(
                    message: "route case '\(enumCase.name)' of '\(enumCase.enumName)' is named after \(reason); name it by where it leads\(instead)",
                    location: SourceLocation(file: file.path, line: enumCase.line, column: enumCase.column),
                    symbol: "\(enumCase.enumName).\(enumCase.name)"))
            }
        }
        return findings
    }

    static func actionPrefix(of name: String) -> String? {
        // Push notifications are a thing a route can lead to, not a way of showing a screen.
        if name.hasPrefix("pushNotification") { return nil }
        return actionPrefixes.first { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    static func screenSuffix(of name: String) -> String? {
        screenSuffixes.first { name.hasSuffix($0) && name.count > $0.count }
    }

    /// What the name says is wrong with it, or nil when it names a destination.
    static func screenNaming(_ name: String) -> String? {
        switch (actionPrefix(of: name), screenSuffix(of: name)) {
        case (nil, nil): return nil
        case (let prefix?, nil): return "a navigation action ('\(prefix)')"
        case (nil, let suffix?): return "a screen ('\(suffix)')"
        case (let prefix?, let suffix?): return "a navigation action and a screen ('\(prefix)', '\(suffix)')"
        }
    }

    /// The name without its action prefix and screen suffix, first letter lowered:
    /// `pushSettingsVC` gives `settings`.
    static func meaning(of name: String) -> String {
        var stem = Substring(name)
        if let prefix = actionPrefix(of: name) { stem = stem.dropFirst(prefix.count) }
        if let suffix = screenSuffix(of: String(stem)) { stem = stem.dropLast(suffix.count) }
        guard let first = stem.first else { return "" }
        return first.lowercased() + stem.dropFirst()
    }
}
