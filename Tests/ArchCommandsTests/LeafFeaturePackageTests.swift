import ArchCore
import ArchManifest
import ArchTestSupport
import Foundation
import Testing
@testable import ArchCommands

/// An app of one package per feature with no navigation package, reduced from IceCubesApp:
/// `Packages/` holds the features (`Timeline`, `Explore`, `Lists`), which no other package
/// depends on, beside the shared `Env` and `Models` they use, and an app composes the features.
/// After `init`, a plain `new feature Payment` writes `Packages/Payment` on what the features share.
@Suite("Leaf feature packages an app composes")
struct LeafFeaturePackageTests {
    static let features = ["Explore", "Lists", "Timeline"]

    static func library(_ name: String, on dependencies: [String]) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "\(name)",
            platforms: [.iOS(.v17)],
            products: [.library(name: "\(name)", targets: ["\(name)"])],
            dependencies: [
        \(dependencies.map { "        .package(name: \"\($0)\", path: \"../\($0)\"),\n" }.joined())    ],
            targets: [
                .target(
                    name: "\(name)",
                    dependencies: [\(dependencies.map { ".product(name: \"\($0)\", package: \"\($0)\")" }.joined(separator: ", "))]
                ),
            ]
        )

        """
    }

    /// The packages, and with `app` an executable package outside `Packages/` on the features.
    static func files(app: Bool) -> [String: String] {
        var files: [String: String] = [:]
        let packages = features.map { ($0, ["Env", "Models"]) } + [("Env", ["Models"]), ("Models", [])]
        for (name, dependencies) in packages {
            files["Packages/\(name)/Package.swift"] = library(name, on: dependencies)
            files["Packages/\(name)/Sources/\(name)/\(name).swift"] = dependencies.map { "import \($0)\n" }.joined() + "\npublic enum \(name)Screen {}\n"
        }
        if app {
            files["App/Package.swift"] = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [.iOS(.v17)],
                dependencies: [
            \(features.map { "        .package(path: \"../Packages/\($0)\"),\n" }.joined())    ],
                targets: [
                    .executableTarget(name: "IceCubes", dependencies: [\(features.map { ".product(name: \"\($0)\", package: \"\($0)\")" }.joined(separator: ", "))]),
                ]
            )

            """
            files["App/Sources/IceCubes/main.swift"] = features.map { "import \($0)\n" }.joined() + "\nprint(\"IceCubes\")\n"
        }
        return files
    }

    @Test func initNamesTheTemplateAndNewWritesAPackageOnWhatTheFeaturesShare() throws {
        let copy = try InitCommandTests.Copy(files: Self.files(app: true))
        let initResult = copy.run(["init"])
        #expect(initResult.exitCode == ExitCode.success, "\(initResult.stderr)")
        let rules = try copy.writtenRules()
        #expect(rules.scaffolding.defaultTemplates[.feature]?.value == "feature-package")
        #expect(rules.scaffolding.roots[.feature]?.value == "Packages")
        let text = try String(contentsOf: copy.rulesFile, encoding: .utf8)
        #expect(text.contains("# A feature is a package beside Explore, Lists, Timeline, which no other package depends on and IceCubes uses;"), "\(text)")
        let before = try FeaturePackageTests.findings(copy)

        let result = copy.run(["new", "feature", "Payment"])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: copy.root.appendingPathComponent("Sources").path))
        let path = "Packages/Payment/Package.swift"
        let contents = try Data(contentsOf: copy.root.appendingPathComponent(path))
        let input = ManifestInput(fileURL: copy.root.appendingPathComponent(path), relativePath: path, contents: Array(contents))
        let manifest = try #require(StaticManifestReader().read(input).manifest)
        #expect(manifest.dependencies.map(\.kind) == [.fileSystem(path: "../Env"), .fileSystem(path: "../Models")])
        let target = try #require(manifest.targets.first { $0.name == "Payment" })
        #expect(target.dependencies.map(\.name) == ["Env", "Models"])

        let after = try FeaturePackageTests.findings(copy)
        #expect(after.subtracting(before).isEmpty, "\(after.subtracting(before).sorted())")
    }

    /// The same packages with no app on them are a library's modules, not an app's features.
    @Test func aLibraryRepositoryGetsNoTemplate() throws {
        let copy = try InitCommandTests.Copy(files: Self.files(app: false))
        #expect(copy.run(["init"]).exitCode == ExitCode.success)
        let rules = try copy.writtenRules()
        #expect(rules.scaffolding.defaultTemplates[.feature] == nil)
        #expect(rules.scaffolding.roots[.feature] == nil)
    }
}
