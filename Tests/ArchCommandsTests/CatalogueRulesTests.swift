import ArchCore
import ArchTestSupport
import Foundation
import Testing
import ArchAnalysis
import ArchCommands
@testable import ArchRuleCatalogue

/// The route rules on the Route + Module fixture and the Service Locator and public API rules
/// on the e-commerce fixture: clean as they are, and every planted violation found at its line.
@Suite("Catalogue rules on the fixtures", .serialized)
struct CatalogueRulesTests {
    static let routeModules = RepositoryPaths.fixtures.appendingPathComponent("RouteModules")

    @Test func theRouteModulesFixtureIsCleanUnderItsRouteStatements() throws {
        let rules = try String(contentsOf: Self.routeModules.appendingPathComponent(".archrules"), encoding: .utf8)
        #expect(rules.contains("\nroute-modules Business\n") && rules.contains("\nroute-layer Facade Routing\n"))
        let result = CLI.run(["check", Self.routeModules.path])
        #expect(result.exitCode == ExitCode.success, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("archkit: 0 errors, 0 warnings in "), "\(result.stdout)")
    }

    @Test func aBusinessModuleDependingOnAnotherIsReportedAtItsManifestLineAndItsImport() throws {
        let copy = try FolderCopy(Self.routeModules, as: "RouteModules")
        let manifest = "Packages/HomeModule/Package.swift"
        try copy.replace("        .package(path: \"../AppModuleFacade\"),\n",
                         with: "        .package(path: \"../AppModuleFacade\"),\n        .package(path: \"../ProfileModule\"),\n", in: manifest)
        try copy.replace("                .product(name: \"AppModuleFacade\", package: \"AppModuleFacade\"),\n            ]\n        ),\n        .testTarget(",
                         with: "                .product(name: \"AppModuleFacade\", package: \"AppModuleFacade\"),\n                .product(name: \"ProfileModule\", package: \"ProfileModule\"),\n            ]\n        ),\n        .testTarget(",
                         in: manifest)
        let source = "Packages/HomeModule/Sources/HomeModule/HomeModule.swift"
        try copy.replace("import AppModuleFacade\n", with: "import AppModuleFacade\nimport ProfileModule\n", in: source)

        let result = CLI.run(["check", copy.root.path])
        #expect(result.exitCode == ExitCode.violations)
        let message = "error: 'HomeModule' (Business) %@ 'ProfileModule' (Business), another business module; business modules depend only on Facade, Routing and meet through routes [route-module-dependency]"
        // One finding at the manifest's line, with the import as a further place.
        #expect(result.stdout.contains("\(manifest):23:17: " + message.replacingOccurrences(of: "%@", with: "depends on")
            + "\n\(source):3:1: note: imported here\n"), "\(result.stdout)")
        // Reported once: layer-dependency lets a dependency inside the layer through.
        #expect(!result.stdout.contains("[layer-dependency]"), "\(result.stdout)")
        #expect(result.stdout.contains("archkit: 1 error, 0 warnings in "), "\(result.stdout)")
    }

    @Test func withIndependentBusinessTheSameDependencyIsLayerDependencysAlone() throws {
        let copy = try FolderCopy(Self.routeModules, as: "RouteModules")
        try copy.replace("route-modules Business\n", with: "route-modules Business\nindependent Business\n", in: ".archrules")
        let source = "Packages/HomeModule/Sources/HomeModule/HomeModule.swift"
        try copy.replace("import AppModuleFacade\n", with: "import AppModuleFacade\nimport ProfileModule\n", in: source)
        let analysis = try CLI.analyze(copy.root)
        let atImport = analysis.diagnostics.filter { $0.location == SourceLocation(file: source, line: 3, column: 1) }.map(\.ruleID)
        #expect(atImport.contains("layer-dependency"), "\(atImport)")
        #expect(!atImport.contains("route-module-dependency"), "\(atImport)")
    }

    @Test func aRouteCaseNamedAfterAScreenIsReportedAtTheCase() throws {
        let copy = try FolderCopy(Self.routeModules, as: "RouteModules")
        let path = "Packages/AppModuleFacade/Sources/AppModuleFacade/SettingBiz/SettingsRoute.swift"
        try copy.replace("    case about\n", with: "    case about\n    case pushSettingsVC\n", in: path)
        try copy.replace("        case .about:\n", with: "        case .about, .pushSettingsVC:\n", in: path)
        let result = CLI.run(["check", copy.root.path])
        #expect(result.stdout.contains(
            "\(path):11:10: warning: route case 'pushSettingsVC' of 'SettingsRoute' is named after a navigation action and a screen ('push', 'VC'); name it by where it leads, such as '.settings' [route-case-name]"),
            "\(result.stdout)")
        #expect(result.stdout.contains("archkit: 0 errors, 1 warning in "), "\(result.stdout)")
    }

    @Test func aRouteDeclaredInAnotherBusinessModuleIsReportedAtItsName() throws {
        let copy = try FolderCopy(Self.routeModules, as: "RouteModules")
        let path = "Packages/HomeModule/Sources/HomeModule/OrderRoute.swift"
        try copy.write(path, """
        import AppModuleFacade

        /// Belongs in the facade or in an OrderModule.
        public enum OrderRoute: Routable {
            case list
            public var navigationStyle: NavigationStyle { .push(animated: true) }
            public var requiresAuthentication: Bool { true }
            public var associatedModule: String { "order" }
        }

        /// A route of Home's own: in its module, it is where it belongs.
        enum HomeShortcutRoute { case recent }

        """)
        let result = CLI.run(["check", copy.root.path])
        #expect(result.exitCode == ExitCode.violations)
        #expect(result.stdout.contains(
            "\(path):4:13: error: route 'OrderRoute' is declared in 'HomeModule' (Business); declare it in a route layer (Facade, Routing) or in the module it leads into (whose name starts with 'Order') [route-placement]"),
            "\(result.stdout)")
        #expect(result.stdout.contains("archkit: 1 error, 0 warnings in "), "\(result.stdout)")
    }

    @Test func aHardCodedRowCountIsReportedAtTheLiteral() throws {
        let copy = try FolderCopy(Self.routeModules, as: "RouteModules")
        let path = "Packages/SettingModule/Sources/SettingModule/LegalViewController.swift"
        try copy.write(path, """
        import UIKit

        final class LegalViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                return 4
            }
        }

        """)
        let result = CLI.run(["check", copy.root.path])
        #expect(result.stdout.contains(
            "\(path):5:16: warning: 'numberOfRowsInSection' returns a fixed number; count the items of the data instead [hard-coded-collection-size]"),
            "\(result.stdout)")
    }

    @Test func aPublicAPILeakInAPureLayerIsReportedWhereTheSignatureNamesIt() throws {
        let copy = try FolderCopy(EcommerceFixtureTests.fixture, as: "EcommerceApp")
        let rules = try String(contentsOf: copy.root.appendingPathComponent(".archrules"), encoding: .utf8)
        #expect(rules.contains("\npure Domain Abstraction\n"), "the fixture no longer marks Domain and Abstraction pure")
        let path = "Packages/Domain/Sources/ProductDomain/ProductRequest.swift"
        try copy.write(path, """
        import Foundation

        public struct ProductRequestBuilder {
            public init() {}
            public func request(forProduct id: String) -> URLRequest {
                URLRequest(url: URL(string: "https://example.com/products/\\(id)")!)
            }
            func response() -> HTTPURLResponse? { nil }
        }

        """)
        let result = CLI.run(["check", copy.root.path])
        #expect(result.exitCode == ExitCode.violations)
        #expect(result.stdout.contains(
            "\(path):5:51: error: public func 'request' of 'ProductDomain' (Domain, pure) exposes 'URLRequest'; expose a domain value or protocol instead [public-api-leak]"),
            "\(result.stdout)")
        #expect(result.stdout.contains("archkit: 1 error, "), "\(result.stdout)")
    }
}

/// The name tests behind the route rules, case by case.
@Suite("Route names")
struct RouteNameTests {
    @Test(arguments: [
        ("pushSettingsVC", "a navigation action and a screen ('push', 'VC')", "settings"),
        ("presentLogin", "a navigation action ('present')", "login"),
        ("showDetail", "a navigation action ('show')", "detail"),
        ("aboutViewController", "a screen ('ViewController')", "about"),
        ("orderController", "a screen ('Controller')", "order"),
        ("loginPage", "a screen ('Page')", "login"),
        ("welcomeScreen", "a screen ('Screen')", "welcome"),
    ])
    func screenNamesAreRecognised(name: String, reason: String, meaning: String) {
        #expect(RouteCaseNameRule.screenNaming(name) == reason)
        #expect(RouteCaseNameRule.meaning(of: name) == meaning)
    }

    @Test(arguments: ["settings", "detail", "showcase", "presentation", "pushed", "page", "screen", "VC", "fullList", "show",
                      "pushNotifications", "pushNotificationSettings"])
    func destinationNamesPass(name: String) {
        #expect(RouteCaseNameRule.screenNaming(name) == nil, "\(name)")
    }

    @Test func aRouteBelongsToTheModuleItsNameStarts() {
        #expect(RoutePlacementRule.belongs(route: "HomeRoute", toModule: "HomeModule"))
        #expect(RoutePlacementRule.belongs(route: "ProductRoute", toModule: "ProductsFeature"))
        #expect(RoutePlacementRule.belongs(route: "SettingsRoute", toModule: "SettingModule"))
        #expect(RoutePlacementRule.belongs(route: "HomeShortcutRoute", toModule: "HomeModule"))
        #expect(RoutePlacementRule.belongs(route: "NotFoundRoute", toModule: "NotFoundModule"))
        #expect(RoutePlacementRule.belongs(route: "Route", toModule: "Anything"))
        #expect(!RoutePlacementRule.belongs(route: "OrderRoute", toModule: "HomeModule"))
        #expect(!RoutePlacementRule.belongs(route: "CheckoutDestination", toModule: "CheckoutModule"))
        #expect(!RoutePlacementRule.belongs(route: "ProfileRoute", toModule: "Pro"))
        #expect(!RoutePlacementRule.belongs(route: "ProRoute", toModule: "ProfileModule"))
        #expect(RoutePlacementRule.belongs(route: "AddressRoute", toModule: "AddressesFeature"))
        #expect(RoutePlacementRule.moduleStem(of: "APIModule") == "API")
        #expect(RoutePlacementRule.moduleStem(of: "Home") == "Home")
    }

    @Test func routingProtocolsAndRouteTypesAreToldByName() {
        for name in ["Routable", "Route", "AppRoute", "AppRoutable", "AppRouting.Routable"] {
            #expect(RouteTypes.isRoutingProtocol(name), "\(name)")
        }
        for name in ["RouteFactoryProtocol", "Router", "Equatable"] {
            #expect(!RouteTypes.isRoutingProtocol(name), "\(name)")
        }
        #expect(RouteTypes.isRoute(name: "OrderDestination", isValueType: true, inheritedTypes: ["AppRoute", "Equatable"]))
        #expect(!RouteTypes.isRoute(name: "OrderRoute", isValueType: false, inheritedTypes: []))
        #expect(!RouteTypes.isRoute(name: "RouteGuardDecision", isValueType: true, inheritedTypes: ["Sendable"]))
    }
}

/// A scratch copy of a fixture folder to plant violations in.
struct FolderCopy {
    let directory: TemporaryDirectory
    let root: URL

    init(_ fixture: URL, as name: String) throws {
        directory = try TemporaryDirectory(prefix: "archkit-fixture")
        root = try directory.copy(fixture, as: name)
    }

    func write(_ path: String, _ contents: String) throws {
        try Data(contents.utf8).write(to: root.appendingPathComponent(path))
    }

    /// Replaces the one occurrence of `old`; a fixture that no longer has it fails the test.
    func replace(_ old: String, with new: String, in path: String) throws {
        let url = root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let parts = text.components(separatedBy: old)
        try #require(parts.count == 2, "\(path) holds '\(old)' \(parts.count - 1) times")
        try Data(parts.joined(separator: new).utf8).write(to: url)
    }
}
