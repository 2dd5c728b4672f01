import ArchCore
import ArchScaffold
import ArchTestSupport
import Foundation
import Testing
import ArchCommands

/// Each built-in template, scaffolded into a fresh SwiftPM package and built there with
/// `swift build`, once per template: the UI files are guarded by `#if canImport(...)`, so what
/// is left builds wherever SwiftPM does, Linux included. Third-party and app packages that a
/// template needs are stood in for by the subset of their interface the template uses.
@Suite("Template builds", .serialized)
struct TemplateBuildTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var template: String
        /// Files of the package before scaffolding, path → contents.
        var package: [String: String]
        var arguments: [String]
        /// The folder, relative to the package, where `swift build` runs.
        var buildFolder: String
        var testDescription: String { template }
    }

    /// Built-in templates that need a package Linux cannot get here, and why.
    static let notBuilt: [String: String] = [
        "clean-feature": "every target it adds depends on RxSwift, a remote package",
    ]

    static let cases: [Case] = [
        Case(template: "feature", package: appPackage(dependsOnMoya: false),
             arguments: ["new", "feature", "Order", "--into", "Sources/App"], buildFolder: "."),
        Case(template: "feature-moya", package: appPackage(dependsOnMoya: true),
             arguments: ["new", "feature", "Order", "--template", "feature-moya", "--into", "Sources/App"], buildFolder: "."),
        Case(template: "route-module", package: routingPackages,
             arguments: ["new", "module", "Order", "--template", "route-module"], buildFolder: "Packages/OrderModule"),
        Case(template: "feature-package", package: featurePackages,
             arguments: ["new", "feature", "Order", "--template", "feature-package", "--into", "Packages"], buildFolder: "Packages/Order"),
    ]

    @Test func everyBuiltInTemplateIsBuiltOrSaysWhyNot() {
        let names = Set(BuiltInTemplateFiles.all().keys.map { String($0.prefix { $0 != "/" }) })
        #expect(names == Set(Self.cases.map(\.template)).union(Self.notBuilt.keys))
    }

    @Test(.slow, .requires(.swift), arguments: cases)
    func scaffoldedTemplateBuilds(_ sample: Case) throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-template-build")
        for (path, contents) in sample.package.sorted(by: { $0.key < $1.key }) {
            _ = try scratch.write("Package/\(path)", contents)
        }
        let root = scratch.url.appendingPathComponent("Package")
        let scaffold = CLI.run(sample.arguments + ["--path", root.path])
        try #require(scaffold.exitCode == ExitCode.success, "\(scaffold.stderr)")

        let build = try Shell.run(["swift", "build"],
                                  in: root.appendingPathComponent(sample.buildFolder))
        #expect(build.status == 0, "\(build.stdout)\n\(build.stderr)")
    }

    /// A library package with one target, `App`, into which the layered feature goes; with
    /// `dependsOnMoya`, a local Moya package stands in for the real one.
    static func appPackage(dependsOnMoya: Bool) -> [String: String] {
        var files = [
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "App",
                \(dependsOnMoya ? "dependencies: [.package(path: \"Moya\")]," : "")
                targets: [
                    .target(name: "App"\(dependsOnMoya ? ", dependencies: [.product(name: \"Moya\", package: \"Moya\")]" : "")),
                ]
            )

            """,
            "Sources/App/App.swift": "public enum App {}\n",
        ]
        if dependsOnMoya {
            files["Moya/Package.swift"] = """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Moya",
                products: [.library(name: "Moya", targets: ["Moya"])],
                targets: [.target(name: "Moya")]
            )

            """
            files["Moya/Sources/Moya/Moya.swift"] = TypeCheck.stubs["Moya"]! + "\n"
        }
        return files
    }

    /// A feature package beside a navigation package, as the new one's sibling: what it
    /// depends on is what the new package depends on.
    static let featurePackages: [String: String] = [
        "Packages/Auth/Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Auth",
            products: [.library(name: "Auth", targets: ["Auth"])],
            dependencies: [.package(path: "../CoreNavigation")],
            targets: [
                .target(name: "Auth", dependencies: ["CoreNavigation"]),
                .testTarget(name: "AuthTests", dependencies: ["Auth"]),
            ]
        )

        """,
        "Packages/Auth/Sources/Auth/Auth.swift": "import CoreNavigation\n\npublic enum AuthRoute: Route {}\n",
        "Packages/CoreNavigation/Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "CoreNavigation",
            products: [.library(name: "CoreNavigation", targets: ["CoreNavigation"])],
            targets: [.target(name: "CoreNavigation")]
        )

        """,
        "Packages/CoreNavigation/Sources/CoreNavigation/Route.swift": "public protocol Route {}\n",
    ]

    /// The two packages a route module requires, as far as the template uses them, without
    /// UIKit: `AppRouting` (routes and the router) and `AppModuleFacade` (module names, the
    /// module protocol and the table modules register into).
    static let routingPackages: [String: String] = [
        "Packages/AppRouting/Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "AppRouting",
            products: [.library(name: "AppRouting", targets: ["AppRouting"])],
            targets: [.target(name: "AppRouting")]
        )

        """,
        "Packages/AppRouting/Sources/AppRouting/AppRouting.swift": """
        public enum NavigationStyle: Sendable, Equatable {
            case push(animated: Bool)
            case present(animated: Bool)
        }

        public protocol Routable: Sendable {
            var navigationStyle: NavigationStyle { get }
            var requiresAuthentication: Bool { get }
            var associatedModule: String { get }
        }

        @MainActor
        public protocol Router: AnyObject {}

        """,
        "Packages/AppModuleFacade/Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "AppModuleFacade",
            products: [.library(name: "AppModuleFacade", targets: ["AppModuleFacade"])],
            dependencies: [.package(path: "../AppRouting")],
            targets: [.target(name: "AppModuleFacade", dependencies: [.product(name: "AppRouting", package: "AppRouting")])]
        )

        """,
        "Packages/AppModuleFacade/Sources/AppModuleFacade/AppModuleFacade.swift": """
        @_exported import AppRouting

        public enum AppModuleName: String, CaseIterable, Sendable {
            case order
        }

        @MainActor
        public protocol AppModuleProviding: AnyObject {
            var moduleName: String { get }
            func registerRouteHandlers(name: String, into resolver: AppModuleBootstrap)
        }

        @MainActor
        public final class AppModuleBootstrap {
            public init() {}
        }

        """,
    ]
}
