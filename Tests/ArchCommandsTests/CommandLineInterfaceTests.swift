import ArchTestSupport
import Foundation
import Testing
import ArchAnalysis
import ArchCommands

@Suite("Command line")
struct CommandLineInterfaceTests {
    /// A small repository with one violation of each severity.
    private func sampleRepository(rules: String? = "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\n") throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [
            .target(name: "CartDomain"),
            .target(name: "CartData", dependencies: ["CartDomain", "Pricing"]),
            .target(name: "Pricing"),
        ])
        """)
        try directory.write("Sources/CartDomain/Cart.swift", "import Foundation\npublic struct Cart {}\n")
        try directory.write("Sources/CartData/CartStore.swift", "import CartDomain\nfinal class CartStoreManager {}\n")
        try directory.write("Sources/Pricing/Price.swift", "public struct Price {}\n")
        if let rules { try directory.write(".archrules", rules) }
        return directory
    }

    @Test func xcodeFormatNamesFileLineColumnAndRule() throws {
        let repository = try sampleRepository()
        let result = CLI.run(["check", repository.url.path, "--manifests", "static"])
        #expect(result.exitCode == ExitCode.violations)
        #expect(result.stdout == """
        Package.swift:5:60: warning: 'CartData' declares a dependency on 'Pricing' but none of its files imports it [unused-dependency]
        Package.swift:6:5: warning: module 'Pricing' belongs to no layer; add it to a `layer` line in .archrules [unlayered-module]
        Sources/CartData/CartStore.swift:2:13: error: class 'CartStoreManager' ends in 'Manager'; name it after its role instead [banned-name]
        archkit: 1 error, 2 warnings in 4 files, 4 modules, 4 edges

        """)
    }

    @Test func warningsFailOnlyWhenStrict() throws {
        let repository = try sampleRepository()
        try repository.write("Sources/CartData/CartStore.swift", "import CartDomain\nimport Pricing\n")
        #expect(CLI.run(["check", repository.url.path, "--manifests", "static"]).exitCode == ExitCode.success)
        #expect(CLI.run(["check", repository.url.path, "--manifests", "static", "--strict"]).exitCode == ExitCode.violations)
    }

    @Test func jsonFormatHasTheDocumentedShape() throws {
        let repository = try sampleRepository()
        let result = CLI.run(["check", "--path", repository.url.path, "--format", "json", "--manifests", "static"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["root"] as? String == repository.url.path)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["rule"] as? String } == ["unused-dependency", "unlayered-module", "banned-name"])
        #expect(diagnostics[2]["file"] as? String == "Sources/CartData/CartStore.swift")
        #expect(diagnostics[2]["line"] as? Int == 2)
        #expect(diagnostics[2]["column"] as? Int == 13)
        #expect(diagnostics[2]["severity"] as? String == "error")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["errors": 1, "warnings": 2, "modules": 4, "edges": 4, "files": 4])
    }

    @Test func absolutePathsForIDEs() throws {
        let repository = try sampleRepository()
        let result = CLI.run(["check", repository.url.path, "--manifests", "static", "--absolute-paths"])
        #expect(result.stdout.contains("\(repository.url.standardizedFileURL.path)/Sources/CartData/CartStore.swift:2:13: error:"))
    }

    @Test func withoutArchrulesItSaysSoAndStillChecksNames() throws {
        let repository = try sampleRepository(rules: nil)
        let result = CLI.run(["check", repository.url.path, "--manifests", "static"])
        #expect(result.stdout.hasPrefix("note: no .archrules in \(repository.url.path): no layers are defined, so layer rules are not checked; 'archkit init' proposes one\n"))
        #expect(result.stdout.contains("[banned-name]"))
        #expect(!result.stdout.contains("[unlayered-module]"))
        #expect(result.exitCode == ExitCode.violations)
    }

    @Test func aTypoInArchrulesIsAConfigurationErrorWithItsPlace() throws {
        let repository = try sampleRepository(rules: "layer Domain = *Domain\nalow Domain -> Data\n")
        let result = CLI.run(["check", repository.url.path, "--manifests", "static"])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == ".archrules:2:1: error: unknown keyword 'alow'; did you mean 'allow'?\n")
    }

    @Test func usageErrorsExitWithTwo() {
        let unknownOption = CLI.run(["check", "--fromat", "json"])
        #expect(unknownOption.exitCode == ExitCode.usage)
        #expect(unknownOption.stderr.hasPrefix("error: unknown option '--fromat'; did you mean '--format'?"))
        let badValue = CLI.run(["check", "--format", "yaml"])
        #expect(badValue.exitCode == ExitCode.usage)
        let missingRoot = CLI.run(["check", "/no/such/folder"])
        #expect(missingRoot.exitCode == ExitCode.usage)
        #expect(missingRoot.stderr == "error: no such folder: /no/such/folder\n")
        let twice = CLI.run(["check", "a", "--path", "b"])
        #expect(twice.exitCode == ExitCode.usage)
    }

    @Test func helpAndVersion() {
        let help = CLI.run(["check", "--help"])
        #expect(help.exitCode == ExitCode.success)
        #expect(help.stdout.contains("USAGE: archkit check"))
        #expect(help.stdout.contains("--manifests <mode>"))
        #expect(CLI.run(["--version"]).stdout == "\(CommandTree.version)\n")
        #expect(CLI.run([]).stdout.contains("SUBCOMMANDS"))
    }

    @Test func theCommandTreeIsWellFormed() {
        #expect(CommandTree.root.validationProblems().isEmpty)
    }

    @Test func graphJSONListsEveryModuleAndEdgeWithLocations() throws {
        let repository = try sampleRepository()
        let output = repository.url.appendingPathComponent("graph.json")
        let result = CLI.run(["graph", repository.url.path, "--manifests", "static", "--output", output.path])
        // The report is written, and the exit code is check's: the banned name is an error.
        #expect(result.exitCode == ExitCode.violations)
        // One line says what was written; `--quiet` drops it.
        #expect(result.stdout.hasPrefix("archkit: wrote json to \(output.path): 1 error, ") && result.stdout.hasSuffix(" edges\n"))
        #expect(result.stdout.split(separator: "\n").count == 1)
        #expect(result.stderr.isEmpty)
        let quiet = CLI.run(["graph", repository.url.path, "--manifests", "static", "--output", output.path, "--quiet"])
        #expect(quiet.exitCode == ExitCode.violations)
        #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
        let modules = try #require(object["modules"] as? [[String: Any]])
        #expect(modules.map { $0["name"] as? String } == ["CartData", "CartDomain", "Foundation", "Pricing"])
        #expect(modules[2]["kind"] as? String == "external")
        #expect(modules[0]["layer"] as? String == "Data")
        #expect(modules[0]["path"] as? String == "Sources/CartData")
        let edges = try #require(object["edges"] as? [[String: Any]])
        let first = try #require(edges.first)
        #expect(first["from"] as? String == "CartData")
        #expect(first["to"] as? String == "CartDomain")
        #expect(first["kind"] as? String == "import")
        let locations = try #require(first["locations"] as? [[String: Any]])
        #expect(locations.first?["file"] as? String == "Sources/CartData/CartStore.swift")
        #expect(locations.first?["line"] as? Int == 1)
    }

    @Test func sameInputGivesTheSameBytes() throws {
        let repository = try sampleRepository()
        let runs = (0..<3).map { _ in CLI.run(["graph", repository.url.path, "--manifests", "static"]).stdout }
        #expect(Set(runs).count == 1)
    }

    @Test func rulesAreListedAndExplained() {
        let list = CLI.run(["rules"])
        #expect(list.stdout.contains("layer-dependency"))
        #expect(list.stdout.contains("manifest-unreadable"))
        let one = CLI.run(["rules", "banned-name"])
        #expect(one.stdout.contains("Triggers (example 1):"))
        #expect(one.stdout.contains("final class ↓BasketManager {}"))
        let typo = CLI.run(["rules", "baned-name"])
        #expect(typo.exitCode == ExitCode.usage)
        #expect(typo.stderr.contains("did you mean 'banned-name'?"))
    }
}
