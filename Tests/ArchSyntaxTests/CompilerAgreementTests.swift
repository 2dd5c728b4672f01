import Foundation
import Testing
import ArchSyntax
import ArchTestSupport

/// The scanner must see exactly the imports the compiler sees. The compiler evaluates `#if`
/// for this platform, so each condition the scanner records is handed back to the compiler
/// in a probe file: that checks the recorded condition text as well as the import itself.
@Suite("Agreement with the compiler", .slow, .requires(.swift))
struct CompilerAgreementTests {
    @Test func everyFixtureFileHasTheCompilersImports() throws {
        // A fixture's own templates hold placeholders, not Swift, and archkit does not read them.
        let files = RepositoryPaths.swiftFiles(under: RepositoryPaths.fixtures).filter { !$0.path.contains("/Templates/") }
        try #require(!files.isEmpty, "no fixture files found under \(RepositoryPaths.fixtures.path)")
        let scratch = try TemporaryDirectory(prefix: "archkit-imports")

        let summaries = try files.map { SourceScanner.scan([UInt8](try Data(contentsOf: $0))) }
        let activeConditions = try compilerActiveConditions(
            Set(summaries.flatMap { $0.imports.compactMap(\.condition) }), scratch: scratch)

        let compilerImports = try concurrentMap(files.indices) { index in
            try compilerImportedModules(of: files[index], output: scratch.url.appendingPathComponent("\(index).txt"))
        }
        for (index, file) in files.enumerated() {
            let ours = summaries[index].imports
                .filter { $0.condition.map { activeConditions.contains($0) } ?? true }
                .map(\.module)
            #expect(Set(ours) == Set(compilerImports[index]), "\(file.path)")
        }
    }

    /// Asks the compiler which of `conditions` hold on this platform.
    private func compilerActiveConditions(_ conditions: Set<String>, scratch: TemporaryDirectory) throws -> Set<String> {
        let ordered = conditions.sorted()
        var probe = ""
        for (index, condition) in ordered.enumerated() {
            probe += "#if \(condition)\nimport ArchkitProbe\(index)\n#endif\n"
        }
        let file = try scratch.write("probe.swift", probe)
        let active = try compilerImportedModules(of: file, output: scratch.url.appendingPathComponent("probe.txt"))
        return Set(ordered.enumerated().filter { active.contains("ArchkitProbe\($0.offset)") }.map(\.element))
    }

    private func compilerImportedModules(of file: URL, output: URL) throws -> [String] {
        let result = try Shell.run(["swiftc", "-frontend", "-emit-imported-modules", "-enable-bare-slash-regex", file.path, "-o", output.path])
        guard result.status == 0 else {
            Issue.record("swiftc failed on \(file.path): \(result.stderr)")
            return []
        }
        return try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map(String.init)
    }
}
