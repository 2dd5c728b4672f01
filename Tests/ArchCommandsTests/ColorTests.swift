import ArchTestSupport
import Foundation
import Testing
import ArchCommands

/// Colour in `check`'s output: only on a terminal, never with `NO_COLOR` or `--no-color`, and
/// never in a file.
@Suite("Colour")
struct ColorTests {
    static let escape = "\u{1B}["

    static func run(_ repository: TemporaryDirectory, _ arguments: [String], terminal: Bool,
                    environment: [String: String] = [:]) -> CommandResult {
        var base = ProcessInfo.processInfo.environment
        base["NO_COLOR"] = nil
        return ArchKit(environment: base.merging(environment) { $1 }, workingDirectory: repository.url,
                       terminal: Terminal(standardOutputIsTerminal: terminal))
            .run(["check", ".", "--manifests", "static"] + arguments)
    }

    @Test func aTerminalGetsColouredSeveritiesAndSummary() throws {
        let repository = try CIReportTests.plantedRepository()
        let result = Self.run(repository, [], terminal: true)
        #expect(result.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m class 'CartManager'"))
        #expect(result.stdout.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        #expect(result.stdout.hasSuffix("\u{1B}[1;31marchkit: 4 errors, 2 warnings in 4 files, 4 modules, 6 edges\u{1B}[0m\n"))
        // The places stay plain, for a terminal's link detection.
        #expect(result.stdout.contains("Sources/CartDomain/Cart, Model.swift:2:13: \u{1B}"))
    }

    @Test func noColourWithoutATerminalOrWhenAskedNotTo() throws {
        let repository = try CIReportTests.plantedRepository()
        let plain = Self.run(repository, [], terminal: false).stdout
        #expect(!plain.contains(Self.escape))
        #expect(Self.run(repository, [], terminal: true, environment: ["NO_COLOR": "1"]).stdout == plain)
        #expect(Self.run(repository, ["--no-color"], terminal: true).stdout == plain)
        // An empty NO_COLOR does not count (no-color.org).
        #expect(Self.run(repository, [], terminal: true, environment: ["NO_COLOR": ""]).stdout.contains(Self.escape))
        // Other formats are never coloured, and files never are.
        #expect(!Self.run(repository, ["--format", "json"], terminal: true).stdout.contains(Self.escape))
        _ = Self.run(repository, ["--report", "xcode:report.txt", "--format", "github"], terminal: true)
        let file = try String(contentsOf: repository.url.appendingPathComponent("report.txt"), encoding: .utf8)
        #expect(file == plain)
    }

    /// The executable decides by asking whether its standard output is a terminal: under
    /// `script`, which gives it one, it colours; through a pipe, it does not.
    @Test(.requires(.script))
    func theExecutableColoursOnlyOnARealTerminal() throws {
        let repository = try CIReportTests.plantedRepository()
        let binary = try BuiltArchkit.url()
        let command = "'\(binary.path)' check '\(repository.url.path)' --manifests static"
        let onTerminal = try Shell.run(["script", "-qec", command, "/dev/null"], environment: ["TERM": "xterm", "NO_COLOR": ""])
        #expect(onTerminal.stdout.contains("\u{1B}[1;31merror:"), "\(onTerminal.stdout)")
        let piped = try Shell.run([binary.path, "check", repository.url.path, "--manifests", "static"])
        #expect(!piped.stdout.contains(Self.escape))
        #expect(piped.stdout.contains("error: class 'CartManager'"))
    }
}
