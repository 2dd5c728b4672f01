import ArchCore
import ArchManifest
import ArchRulesFile
import ArchTestSupport
import Foundation
import Testing
@testable import ArchCommands

/// An app of one package per feature beside a shared navigation package, reduced from
/// ScalablePackageNavigation-Level-2: after `init`, a plain `new feature Order` writes a package
/// `Order/` beside the others that depends on what they depend on, and `check` finds nothing new.
@Suite("New feature packages follow their siblings")
struct FeaturePackageTests {
    /// A feature package as the tutorial writes it: a library on `../CoreNavigation` and
    /// `../Services`, with a test target unless `tests` is false.
    static func feature(_ name: String, tests: Bool = true, productStyle: Bool = false) -> String {
        let dependencies = productStyle
            ? #".product(name: "CoreNavigation", package: "CoreNavigation"), .product(name: "Services", package: "Services")"#
            : #""CoreNavigation", "Services""#
        return """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "\(name)",
            platforms: [.iOS(.v18)],
            products: [
                .library(
                    name: "\(name)",
                    targets: ["\(name)"]
                ),
            ],
            dependencies: [
                .package(path: "../CoreNavigation"),
                .package(path: "../Services"), // shared services
            ],
            targets: [
                .target(
                    name: "\(name)",
                    dependencies: [\(dependencies)]
                ),\(tests ? """

                .testTarget(
                    name: "\(name)Tests",
                    dependencies: ["\(name)"]
                ),
        """ : "")
            ]
        )

        """
    }

    static func shared(_ name: String) -> String {
        """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "\(name)",
            platforms: [.iOS(.v18)],
            products: [.library(name: "\(name)", targets: ["\(name)"])],
            targets: [.target(name: "\(name)")]
        )

        """
    }

    /// Auth and Dashboard with tests, Profile without, on CoreNavigation and Services.
    static func files(productStyle: Bool = false, testedFeatures: Set<String> = ["Auth", "Dashboard"]) -> [String: String] {
        var files: [String: String] = [:]
        for name in ["Auth", "Dashboard", "Profile"] {
            files["\(name)/Package.swift"] = feature(name, tests: testedFeatures.contains(name), productStyle: productStyle)
            files["\(name)/Sources/\(name)/\(name).swift"] = "import CoreNavigation\nimport Services\n\npublic enum \(name)Screen {}\n"
            if testedFeatures.contains(name) {
                files["\(name)/Tests/\(name)Tests/\(name)Tests.swift"] = "import XCTest\n@testable import \(name)\n\nfinal class \(name)Tests: XCTestCase {}\n"
            }
        }
        for name in ["CoreNavigation", "Services"] {
            files["\(name)/Package.swift"] = shared(name)
            files["\(name)/Sources/\(name)/\(name).swift"] = "public protocol \(name)Entry {}\n"
        }
        return files
    }

    /// The rule and message of every finding `check` reports.
    static func findings(_ copy: InitCommandTests.Copy) throws -> Set<String> {
        let result = copy.run(["check", "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)\(result.stderr)")
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        return Set(diagnostics.map { "\($0["rule"] ?? "") \($0["message"] ?? "")" })
    }

    static func newManifest(_ copy: InitCommandTests.Copy) throws -> PackageManifest {
        let path = "Order/Package.swift"
        let contents = try Data(contentsOf: copy.root.appendingPathComponent(path))
        let input = ManifestInput(fileURL: copy.root.appendingPathComponent(path), relativePath: path, contents: Array(contents))
        return try #require(StaticManifestReader().read(input).manifest)
    }

    @Test func initNamesTheTemplateAndNewWritesAPackageLikeItsSiblings() throws {
        let copy = try InitCommandTests.Copy(files: Self.files())
        let initResult = copy.run(["init"])
        #expect(initResult.exitCode == ExitCode.success, "\(initResult.stderr)")
        let rules = try copy.writtenRules()
        #expect(rules.scaffolding.defaultTemplates[.feature]?.value == "feature-package")
        #expect(rules.scaffolding.roots[.feature]?.value == ".")
        let before = try Self.findings(copy)

        let dryRun = copy.run(["new", "feature", "Order", "--dry-run"])
        #expect(dryRun.exitCode == ExitCode.success, "\(dryRun.stderr)")
        #expect(dryRun.stdout.hasPrefix("Would create Order from template 'feature-package' (nothing written):\n"), "\(dryRun.stdout)")
        #expect(dryRun.stdout.contains("Would follow the siblings: Order/Package.swift depends on CoreNavigation, Services and has a test target,"
                                       + " as most of Auth, Dashboard, Profile do (the 3 packages beside it that no other depends on)\n"), "\(dryRun.stdout)")
        #expect(dryRun.stdout.contains("Would edit .archrules: added Order to layer"), "\(dryRun.stdout)")

        let result = copy.run(["new", "feature", "Order"])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: copy.root.appendingPathComponent("Sources").path))
        let manifest = try Self.newManifest(copy)
        #expect(manifest.toolsVersion == ToolsVersion(6, 1))
        #expect(manifest.dependencies.map(\.kind) == [.fileSystem(path: "../CoreNavigation"), .fileSystem(path: "../Services")])
        let target = try #require(manifest.targets.first { $0.name == "Order" })
        #expect(target.dependencies.map(\.name) == ["CoreNavigation", "Services"])
        #expect(target.dependencies.allSatisfy { $0.kind == .byName })
        #expect(manifest.targets.map(\.name) == ["Order", "OrderTests"])
        let text = try String(contentsOf: copy.root.appendingPathComponent("Order/Package.swift"), encoding: .utf8)
        #expect(text.contains("    platforms: [.iOS(.v18)],\n"), "\(text)")
        #expect(text.contains("        .package(path: \"../Services\"),\n"), "comments are left with the sibling: \(text)")

        let after = try Self.findings(copy)
        #expect(after.subtracting(before).isEmpty, "\(after.subtracting(before).sorted())")
    }

    @Test(.requires(.swift)) func swiftPMReadsTheDependenciesTheSiblingsDeclare() throws {
        let copy = try InitCommandTests.Copy(files: Self.files())
        #expect(copy.run(["init"]).exitCode == ExitCode.success)
        #expect(copy.run(["new", "feature", "Order"]).exitCode == ExitCode.success)
        let dump = try Shell.run(["swift", "package", "dump-package"], in: copy.root.appendingPathComponent("Order"))
        try #require(dump.status == 0, "\(dump.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let paths = (json["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
            ((dependency["fileSystem"] as? [[String: Any]])?.first?["path"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent }
        }
        #expect(paths == ["CoreNavigation", "Services"])
        let targets = json["targets"] as? [[String: Any]] ?? []
        let order = try #require(targets.first { $0["name"] as? String == "Order" })
        let names = (order["dependencies"] as? [[String: Any]] ?? []).compactMap { ($0["byName"] as? [Any])?.first as? String }
        #expect(names == ["CoreNavigation", "Services"])
        #expect(targets.contains { $0["name"] as? String == "OrderTests" })
    }

    /// Siblings that name products with their package get the same form; siblings mostly
    /// without tests get no test target and no test file.
    @Test func theSiblingsFormAndTheirTestsAreFollowed() throws {
        let copy = try InitCommandTests.Copy(files: Self.files(productStyle: true, testedFeatures: ["Auth"]))
        #expect(copy.run(["init"]).exitCode == ExitCode.success)
        let result = copy.run(["new", "feature", "Order"])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        let manifest = try Self.newManifest(copy)
        let target = try #require(manifest.targets.first { $0.name == "Order" })
        #expect(target.dependencies.map(\.kind) == [.product(package: "CoreNavigation"), .product(package: "Services")])
        #expect(manifest.targets.map(\.name) == ["Order"])
        #expect(!FileManager.default.fileExists(atPath: copy.root.appendingPathComponent("Order/Tests").path))
        let view = try String(contentsOf: copy.root.appendingPathComponent("Order/Sources/Order/OrderView.swift"), encoding: .utf8)
        #expect(view.hasPrefix("#if canImport(SwiftUI)\nimport SwiftUI\nimport CoreNavigation\nimport Services\n\n"), "\(view)")
    }

    /// A `.package(…)` entry is copied as the sibling writes it, on one line: comments and line
    /// breaks out, strings (a URL's `//`) kept.
    @Test func packageEntriesAreCopiedOnOneLine() {
        let written = NewPackageSiblings.call("""
        .package(
            url: "https://github.com/pointfreeco/swift-dependencies", // pinned below
            from: "1.0.0",
        ),
        .package(path: "../Other")
        """[...])
        #expect(written == #".package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0")"#)
        #expect(NewPackageSiblings.call(#".package(path: "../CoreNavigation")]"#[...]) == #".package(path: "../CoreNavigation")"#)
        #expect(NewPackageSiblings.call(".package(path: \"../Open\""[...]) == nil)
        #expect(NewPackageSiblings.mostCommon([["A", "B"], ["A"], ["A", "C"]], of: 3) == ["A"])
        #expect(NewPackageSiblings.mostCommon([["B", "A"], ["A", "B"]], of: 2) == ["B", "A"])
    }

    /// The existing Route + Module recognition keeps its template.
    @Test func routeModulesKeepTheirTemplate() throws {
        let copy = try InitCommandTests.Copy("RouteModules")
        #expect(copy.run(["init"]).exitCode == ExitCode.success)
        #expect(try copy.writtenRules().scaffolding.defaultTemplates[.feature]?.value == "route-module")
    }

    /// The first package of its folder has no siblings to follow: it gets none of their
    /// dependencies, and a test target.
    @Test func aPackageWithoutSiblingsIsWrittenToo() throws {
        let scratch = try TemporaryDirectory()
        let result = CLI.run(["new", "feature", "Order", "--template", "feature-package", "--path", scratch.url.path])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        let manifest = try String(contentsOf: scratch.url.appendingPathComponent("Packages/Order/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".testTarget("))
        #expect(!manifest.contains(".package("))
    }
}
