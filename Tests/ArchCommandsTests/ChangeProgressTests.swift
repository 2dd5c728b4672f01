import ArchTestSupport
import Foundation
import Testing

/// The progress line of `diff` and `affected`, as `check` draws it: on a terminal's standard
/// error only, erased before the report, and never in a report written to a pipe or a file.
@Suite("Progress of diff and affected")
struct ChangeProgressTests {
    /// A repository whose one manifest the static reader leaves to a SwiftPM that takes 1.6 s,
    /// so that each analysis lasts past the line's one-second delay.
    private struct SlowRepository {
        let scratch: TemporaryDirectory
        let repository: GitRepository
        let swift: URL

        init() throws {
            scratch = try TemporaryDirectory(prefix: "archkit-change-progress")
            swift = try ProgressLineTests.writeSlowPackage(in: scratch, folder: "source")
            repository = try GitRepository(copying: scratch.url.appendingPathComponent("source"), into: scratch)
            try Data("struct A { let changed = true }\n".utf8).write(to: repository.folder.appendingPathComponent("Sources/A/A.swift"))
        }

        /// The command line that runs the built archkit in the repository.
        func command(_ arguments: String) throws -> String {
            "cd '\(repository.folder.path)' && ARCHKIT_SWIFT='\(swift.path)' '\(try BuiltArchkit.url().path)' \(arguments) --no-cache"
        }
    }

    @Test(.requires(.script), .requires(.git), arguments: ["diff HEAD", "affected HEAD"])
    func aSlowRunOnATerminalShowsTheLineAndAPipeDoesNot(_ arguments: String) throws {
        let repository = try SlowRepository()
        let command = try repository.command(arguments)
        let terminal = try Shell.run(["script", "-qec", command, "/dev/null"], environment: ["TERM": "xterm"])
        #expect(terminal.stdout.contains("\r\u{1B}[Karchkit: 1 file scanned; SwiftPM evaluating 1 manifest"), "\(terminal.stdout)")
        // Erased before the report, which follows it whole.
        let erased = try #require(terminal.stdout.range(of: "\r\u{1B}[K", options: .backwards))
        #expect(terminal.stdout[erased.upperBound...].contains("archkit \(arguments) → working tree"), "\(terminal.stdout)")

        let piped = try Shell.run(["sh", "-c", command])
        #expect(!piped.stderr.contains("\u{1B}[K") && !piped.stdout.contains("\u{1B}[K"))
    }

    /// With standard error on a terminal and the JSON going to a file, the line is drawn on the
    /// terminal and the file holds the JSON alone.
    @Test(.requires(.script), .requires(.git), arguments: ["diff HEAD", "affected HEAD"])
    func machineReadableOutputNeverHoldsTheLine(_ arguments: String) throws {
        let repository = try SlowRepository()
        let report = repository.scratch.url.appendingPathComponent("report.json")
        let command = try repository.command("\(arguments) --format json") + " > '\(report.path)'"
        let terminal = try Shell.run(["script", "-qec", command, "/dev/null"], environment: ["TERM": "xterm"])
        #expect(terminal.stdout.contains("\r\u{1B}[Karchkit: "), "\(terminal.stdout)")
        let json = try Data(contentsOf: report)
        #expect(!String(decoding: json, as: UTF8.self).contains("\u{1B}"))
        #expect((try? JSONSerialization.jsonObject(with: json)) != nil, "\(String(decoding: json, as: UTF8.self))")
    }
}
