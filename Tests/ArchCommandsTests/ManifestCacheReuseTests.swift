import ArchCommands
import ArchTestSupport
import Foundation
import Testing

/// SwiftPM's answers are cached by what they depend on, not by where the repository lies: a
/// revision unpacked into a fresh folder, or a copy of the repository elsewhere, is served from
/// the cache without starting `swift`.
@Suite("Manifest cache reuse", .requires(.git), .requires(.swift))
struct ManifestCacheReuseTests {
    /// A `swift` that records each run in a file before handing over to the real one.
    private struct CountingSwift {
        let script: URL
        let log: URL

        init(in folder: TemporaryDirectory) throws {
            let real = try Shell.run(["sh", "-c", "command -v swift"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            log = folder.url.appendingPathComponent("runs.log")
            script = try folder.writeExecutable("bin/swift", "#!/bin/sh\necho \"$*\" >> '\(log.path)'\nexec '\(real)' \"$@\"\n")
        }

        /// The runs since the last call, then forgets them.
        func takeRuns() throws -> [String] {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: log)
            return text.split(separator: "\n").map(String.init)
        }
    }

    @Test func aSecondDiffAndAMovedCopyStartNoSwiftProcess() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-cache-reuse")
        let git = try GitRepository(copying: EcommerceFixtureTests.fixture, into: scratch)
        let repository = git.folder
        let file = repository.appendingPathComponent("Packages/Domain/Sources/BasketDomain/AddProductUseCase.swift")
        try Data(("import RxCocoa\n" + (try String(contentsOf: file, encoding: .utf8))).utf8).write(to: file)
        try git.git("commit", "-q", "-am", "head")

        let swift = try CountingSwift(in: scratch)
        let environment = ["ARCHKIT_SWIFT": swift.script.path]
        let first = CLI.run(["diff", "HEAD~1", "HEAD", "--path", repository.path], environment: environment)
        #expect(first.exitCode == ExitCode.success, "\(first.stderr)")
        #expect(first.stdout.contains("+ BasketDomain → RxCocoa (import"))
        _ = try swift.takeRuns()

        // Each revision is unpacked into a new folder, yet every manifest is known.
        let second = CLI.run(["diff", "HEAD~1", "HEAD", "--path", repository.path], environment: environment)
        #expect(second.stdout == first.stdout)
        #expect(try swift.takeRuns() == [])

        // So is a copy of the repository in another folder.
        let moved = try scratch.copy(repository, as: "moved")
        let check = CLI.run(["check", moved.path], environment: environment)
        #expect(check.exitCode == ExitCode.success, "\(check.stdout)")
        #expect(try swift.takeRuns() == [])
        #expect(check.stdout == CLI.run(["check", repository.path], environment: environment).stdout.replacingOccurrences(of: repository.path, with: moved.path))
    }
}
