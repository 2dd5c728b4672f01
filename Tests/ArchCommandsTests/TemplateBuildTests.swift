import ArchCore
import ArchScaffold
import ArchTestSupport
import Foundation
import Testing
import ArchCommands

/// Each built-in template, scaffolded into a fresh SwiftPM package and built there with
/// `swift build`, once per template: the UI files are guarded by `#if canImport(...)`, so what
/// is left builds wherever SwiftPM does, Linux included. Third-party and app packages that a
/// template needs are stood in for by the subset of their interface the template uses; a
/// template made for a fixture app is scaffolded into a copy of it and built there.
@Suite("Template builds", .serialized)
struct TemplateBuildTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var template: String
        /// A fixture copied as the package before `package` is written, if any.
        var fixture: String? = nil
        /// Files of the package before scaffolding, path → contents.
        var package: [String: String] = [:]
        /// Packages beside the package, out of scaffolding's sight, path → contents.
        var standIns: [String: String] = [:]
        var arguments: [String]
        /// Changes after scaffolding for what Linux lacks, to manifests and app files only: the
        /// scaffolded sources build as written.
        var edits: [Edit] = []
        var builds: [Build]
        var testDescription: String { template }
    }

    /// One `swift` command, run in a folder relative to the package.
    struct Build: Sendable {
        var folder: String
        var arguments = ["build"]
    }

    /// A change to a file of the package; `{{stand-ins}}` in a replacement is the stand-ins' folder.
    enum Edit: Sendable {
        case replace(file: String, text: String, with: String)
        case add(file: String, contents: String)
        /// Puts the whole file under `#if condition`.
        case wrap(file: String, condition: String)
    }

    /// Built-in templates that need a package Linux cannot get here, and why: none today.
    static let notBuilt: [String: String] = [:]

    static let cases: [Case] = [
        Case(template: "feature", package: appPackage(dependsOnMoya: false),
             arguments: ["new", "feature", "Order", "--into", "Sources/App"], builds: [Build(folder: ".")]),
        Case(template: "feature-moya", package: appPackage(dependsOnMoya: true),
             arguments: ["new", "feature", "Order", "--template", "feature-moya", "--into", "Sources/App"],
             builds: [Build(folder: ".")]),
        Case(template: "route-module", package: routingPackages,
             arguments: ["new", "module", "Order", "--template", "route-module"], builds: [Build(folder: "Packages/OrderModule")]),
        Case(template: "feature-package", package: featurePackages,
             arguments: ["new", "feature", "Order", "--template", "feature-package", "--into", "Packages"],
             builds: [Build(folder: "Packages/Order")]),
        cleanFeature,
    ]

    @Test func everyBuiltInTemplateIsBuiltOrSaysWhyNot() {
        let names = Set(BuiltInTemplateFiles.all().keys.map { String($0.prefix { $0 != "/" }) })
        #expect(names == Set(Self.cases.map(\.template)).union(Self.notBuilt.keys))
        #expect(Set(Self.cases.map(\.template)).isDisjoint(with: Self.notBuilt.keys))
        #expect(Self.cases.allSatisfy { !$0.builds.isEmpty })
    }

    @Test(.slow, .requires(.swift), arguments: cases)
    func scaffoldedTemplateBuilds(_ sample: Case) throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-template-build")
        let root = scratch.url.appendingPathComponent("Package")
        if let fixture = sample.fixture {
            _ = try scratch.copy(RepositoryPaths.fixtures.appendingPathComponent(fixture), as: "Package")
        }
        for (path, contents) in sample.package.sorted(by: { $0.key < $1.key }) {
            _ = try scratch.write("Package/\(path)", contents)
        }
        for (path, contents) in sample.standIns.sorted(by: { $0.key < $1.key }) {
            _ = try scratch.write("StandIns/\(path)", contents)
        }
        let scaffold = CLI.run(sample.arguments + ["--path", root.path])
        try #require(scaffold.exitCode == ExitCode.success, "\(scaffold.stderr)")
        for edit in sample.edits {
            try apply(edit, in: root, standIns: scratch.url.appendingPathComponent("StandIns").path)
        }

        for step in sample.builds {
            let build = try Shell.run(["swift"] + step.arguments, in: root.appendingPathComponent(step.folder))
            #expect(build.status == 0, "swift \(step.arguments.joined(separator: " ")) in \(step.folder):\n\(build.stdout)\n\(build.stderr)")
        }
    }

    private func apply(_ edit: Edit, in root: URL, standIns: String) throws {
        switch edit {
        case .replace(let file, let text, let replacement):
            let url = root.appendingPathComponent(file)
            let contents = try String(contentsOf: url, encoding: .utf8)
            try #require(contents.contains(text), "\(file) no longer holds \(text)")
            try contents.replacingOccurrences(of: text, with: replacement.replacingOccurrences(of: "{{stand-ins}}", with: standIns))
                .write(to: url, atomically: true, encoding: .utf8)
        case .add(let file, let contents):
            let url = root.appendingPathComponent(file)
            try #require(!FileManager.default.fileExists(atPath: url.path), "\(file) exists already")
            try contents.write(to: url, atomically: true, encoding: .utf8)
        case .wrap(let file, let condition):
            let url = root.appendingPathComponent(file)
            let contents = try String(contentsOf: url, encoding: .utf8)
            let ending = contents.hasSuffix("\n") ? "" : "\n"
            try "#if \(condition)\n\(contents)\(ending)#endif\n".write(to: url, atomically: true, encoding: .utf8)
        }
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
