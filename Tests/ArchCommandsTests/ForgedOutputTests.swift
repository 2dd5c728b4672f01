import ArchCommands
@testable import ArchReport
import ArchTestSupport
import Foundation
import Testing

/// Names a repository chose, printed where GitHub's runner reads commands: a line that starts
/// with `::` (after any white space), or `##[` anywhere in a line. No line archkit prints may be
/// one from the repository, and no name may read as another.
@Suite("Output that cannot be forged")
struct ForgedOutputTests {
    static let commandFolder = "::error file=README.md,line=1::forged"
    static let spacedFolder = " ::warning::spaced"

    /// Two packages in folders named like workflow commands, one file named like a legacy
    /// command and one with ESC and BEL in its name.
    static func repository() throws -> TemporaryDirectory {
        let repository = try TemporaryDirectory(prefix: "archkit-forged")
        for (folder, target) in [(commandFolder, "Cart"), (spacedFolder, "Till")] {
            try repository.write("\(folder)/Package.swift", """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "\(target)", targets: [.target(name: "\(target)")])

                """)
            try repository.write("\(folder)/Sources/\(target)/x.swift", "final class \(target)Manager {}\n")
        }
        try repository.write("\(commandFolder)/Sources/Cart/##[error]legacy.swift", "final class LegacyManager {}\n")
        try repository.write("\(commandFolder)/Sources/Cart/bell\u{07}esc\u{1B}[8m.swift", "final class HiddenManager {}\n")
        return repository
    }

    /// The lines GitHub's runner would take for commands.
    static func commandLines(_ output: String) -> [String] {
        output.components(separatedBy: "\n").filter { line in
            line.drop(while: \.isWhitespace).hasPrefix("::") || line.contains("##[")
        }
    }

    static let bannedName = "ends in 'Manager'; name it after its role instead [banned-name]"

    @Test func noXcodeLineIsACommand() throws {
        let repository = try Self.repository()
        let result = CLI.run(["check", repository.url.path, "--manifests", "static"])
        #expect(result.exitCode == ExitCode.violations)
        #expect(Self.commandLines(result.stdout).isEmpty, "\(result.stdout)")
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(lines.contains("./\(Self.commandFolder)/Sources/Cart/x.swift:1:13: error: class 'CartManager' \(Self.bannedName)"), "\(result.stdout)")
        #expect(lines.contains("./\(Self.spacedFolder)/Sources/Till/x.swift:1:13: error: class 'TillManager' \(Self.bannedName)"))
        #expect(lines.contains("./\(Self.commandFolder)/Sources/Cart/##\\u{5B}error]legacy.swift:1:13: error: class 'LegacyManager' \(Self.bannedName)"))
        #expect(lines.contains("./\(Self.commandFolder)/Sources/Cart/bell\\u{7}esc\\u{1B}[8m.swift:1:13: error: class 'HiddenManager' \(Self.bannedName)"))
    }

    @Test func xcodeEscapesReadBackOneWay() {
        #expect(XcodeReporter.escaped("a\\nb") == "a\\\\nb")
        #expect(XcodeReporter.escaped("a\nb") == "a\\nb")
        #expect(XcodeReporter.escaped("C:\\Path\\") == "C:\\\\Path\\\\")
        #expect(XcodeReporter.escaped("##[error]x ###[ #[ # [") == "##\\u{5B}error]x ###\\u{5B} #[ # [")
        #expect(XcodeReporter.escaped("plain [text] :: here") == "plain [text] :: here")
    }

    /// A file literally named `a\nb` printed exactly as one named with a line break.
    @Test func aBackslashAndALineBreakInNamesPrintDifferently() throws {
        let repository = try TemporaryDirectory(prefix: "archkit-forged")
        try repository.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [.target(name: \"Cart\")])\n")
        try repository.write("Sources/Cart/a\\nb.swift", "final class BackslashManager {}\n")
        try repository.write("Sources/Cart/a\nb.swift", "final class BreakManager {}\n")
        let lines = CLI.run(["check", repository.url.path, "--manifests", "static"]).stdout.components(separatedBy: "\n")
        #expect(lines.contains("Sources/Cart/a\\\\nb.swift:1:13: error: class 'BackslashManager' \(Self.bannedName)"), "\(lines)")
        #expect(lines.contains("Sources/Cart/a\\nb.swift:1:13: error: class 'BreakManager' \(Self.bannedName)"))
    }

    /// Every line that starts with `::` is one of archkit's own commands, and ESC and BEL are
    /// written as `%1B` and `%07`.
    @Test func gitHubLinesAreArchkitsOwnCommands() throws {
        let repository = try Self.repository()
        let result = CLI.run(["check", repository.url.path, "--manifests", "static", "--format", "github"])
        #expect(result.exitCode == ExitCode.violations)
        Self.expectOwnCommandsOnly(result.stdout)
        #expect(result.stdout.contains("::error file=%3A%3Aerror file=README.md%2Cline=1%3A%3Aforged/Sources/Cart/x.swift,line=1,col=13,"))
        #expect(result.stdout.contains("file=%3A%3Aerror file=README.md%2Cline=1%3A%3Aforged/Sources/Cart/bell%07esc%1B[8m.swift,"))
        #expect(GitHubReporter.escapedData("\u{1B}[8m\u{07}\t\u{7F}\u{85}%") == "%1B[8m%07%09%7F%85%25")
    }

    static func expectOwnCommandsOnly(_ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = output.components(separatedBy: "\n")
        let commands = lines.filter { $0.drop(while: \.isWhitespace).hasPrefix("::") }
        #expect(!commands.isEmpty, sourceLocation: sourceLocation)
        for line in commands {
            #expect(["::error file=", "::warning file=", "::notice title="].contains { line.hasPrefix($0) }, "\(line)", sourceLocation: sourceLocation)
        }
        #expect(lines.allSatisfy { $0.isEmpty || $0.hasPrefix("::") || $0.hasPrefix("archkit: ") }, "\(output)", sourceLocation: sourceLocation)
        #expect(!output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, sourceLocation: sourceLocation)
    }

    /// A file named with a line break started a line of the diff's text with `::`.
    @Test func noDiffTextLineIsACommand() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-forged")
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [.target(name: "A"), .target(name: "B")])

            """
        for side in ["base", "head"] {
            try scratch.write("\(side)/Package.swift", manifest)
            try scratch.write("\(side)/Sources/A/a.swift", "let a = 1\n")
            try scratch.write("\(side)/Sources/B/b.swift", "public let b = 1\n")
        }
        try scratch.write("head/Sources/A/x\n::error file=README.md::forged.swift", "import B\n")
        let result = CLI.run(["diff", scratch.url.appendingPathComponent("base").path, scratch.url.appendingPathComponent("head").path,
                              "--manifests", "static"])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(Self.commandLines(result.stdout).isEmpty, "\(result.stdout)")
        #expect(result.stdout.contains("  + A → B (import, Sources/A/x ::error file=README.md::forged.swift:1:"), "\(result.stdout)")
    }

    /// The built executable, as a CI step runs it.
    @Test func theBuiltExecutablePrintsNoForgedCommand() throws {
        let repository = try Self.repository()
        let archkit = try BuiltArchkit.url().path
        let xcode = try Shell.run([archkit, "check", ".", "--manifests", "static"], in: repository.url)
        #expect(xcode.status == ExitCode.violations)
        #expect(Self.commandLines(xcode.stdout + xcode.stderr).isEmpty, "\(xcode.stdout)")
        #expect(xcode.stdout.contains("./\(Self.commandFolder)/Sources/Cart/x.swift:1:13: error: "))
        let github = try Shell.run([archkit, "check", ".", "--manifests", "static", "--format", "github"], in: repository.url)
        #expect(github.status == ExitCode.violations)
        Self.expectOwnCommandsOnly(github.stdout)
        #expect(Self.commandLines(github.stderr).isEmpty)
    }
}
