import ArchCore
import ArchScaffold
import ArchTestSupport
import Foundation
import Testing
import ArchCommands

/// A package that `archkit new` writes declares the tools version and platforms of the
/// packages beside it, the most common where they disagree, and `--dry-run` names the sibling.
@Suite("New packages follow their siblings")
struct SiblingDeclarationsTests {
    /// Packages under `Packages/`, each with a tools version and a platform, written across
    /// lines with a comment as people write them.
    static func repository(_ siblings: [(name: String, tools: String, platform: String)]) throws -> TemporaryDirectory {
        let repository = try TemporaryDirectory()
        for sibling in siblings {
            try repository.write("Packages/\(sibling.name)/Package.swift", """
            // swift-tools-version: \(sibling.tools)
            import PackageDescription

            let package = Package(
                name: "\(sibling.name)",
                platforms: [
                    \(sibling.platform), // the app's minimum
                ],
                products: [.library(name: "\(sibling.name)", targets: ["\(sibling.name)"])],
                targets: [.target(name: "\(sibling.name)")]
            )

            """)
            try repository.write("Packages/\(sibling.name)/Sources/\(sibling.name)/\(sibling.name).swift", "public struct \(sibling.name) {}\n")
        }
        return repository
    }

    static func new(_ arguments: [String], in repository: TemporaryDirectory) -> CommandResult {
        CLI.run(["new", "module", "Order", "--template", "route-module", "--manifests", "static"] + arguments, in: repository.url)
    }

    static func manifest(in repository: TemporaryDirectory) throws -> String {
        try String(contentsOf: repository.url.appendingPathComponent("Packages/OrderModule/Package.swift"), encoding: .utf8)
    }

    @Test func aNewPackageDeclaresWhatItsSiblingsDeclare() throws {
        let repository = try Self.repository([("AppRouting", "6.2", ".iOS(.v18)"), ("AppModuleFacade", "6.2", ".iOS(.v18)")])
        let dryRun = Self.new(["--dry-run"], in: repository)
        #expect(dryRun.exitCode == ExitCode.success, "\(dryRun.stderr)")
        #expect(dryRun.stdout.contains("Would follow the siblings: Packages/OrderModule/Package.swift declares tools version 6.2"
                                       + " and platforms [.iOS(.v18)] as Packages/AppModuleFacade/Package.swift (as all 2 packages beside it do)\n"),
                "\(dryRun.stdout)")

        let result = Self.new([], in: repository)
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        let manifest = try Self.manifest(in: repository)
        #expect(manifest.hasPrefix("// swift-tools-version: 6.2\n"), "\(manifest)")
        #expect(manifest.contains("    platforms: [.iOS(.v18)],\n"), "\(manifest)")
        #expect(!manifest.contains(".v15"))
    }

    @Test func theMostCommonDeclarationWins() throws {
        let repository = try Self.repository([("AppRouting", "6.2", ".iOS(.v18)"), ("AppModuleFacade", "6.2", ".iOS(.v18)"),
                                              ("LegacyModule", "6.0", ".iOS(.v16)")])
        let dryRun = Self.new(["--dry-run"], in: repository)
        #expect(dryRun.stdout.contains("as Packages/AppModuleFacade/Package.swift (as 2 of the 3 packages beside it do)"), "\(dryRun.stdout)")
        #expect(Self.new([], in: repository).exitCode == ExitCode.success)
        let manifest = try Self.manifest(in: repository)
        #expect(manifest.hasPrefix("// swift-tools-version: 6.2\n"))
        #expect(manifest.contains("platforms: [.iOS(.v18)],"))
    }

    @Test func platformsAreReadAsWrittenAndReplacedWhole() {
        let sibling = """
        // swift-tools-version: 6.2
        // platforms: [.macOS(.v10_15)] is what we had before
        let package = Package(
            name: "A", /* platforms: [] */
            platforms: [
                .iOS(.v18), // phones
                .macOS("15.0"),
            ],
            targets: []
        )
        """
        #expect(PlatformsList.declared(in: sibling) == "[.iOS(.v18), .macOS(\"15.0\")]")
        #expect(PlatformsList.declared(in: "let package = Package(name: \"A\", platforms: supported)") == nil)
        #expect(PlatformsList.declared(in: "let package = Package(name: \"A\")") == nil)
        let written = PlatformsList.replacing(in: "    platforms: [.iOS(.v15)],\n    products: [],\n", with: "[.iOS(.v18)]")
        #expect(written == "    platforms: [.iOS(.v18)],\n    products: [],\n")
    }
}
