import ArchTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `archkit diff` and `archkit affected` interrupted while they unpack a revision, or just
/// after: the unpacked tree never outlives archkit, whichever thread gets to it first.
///
/// Each run waits until the revision's folder exists, then signals after a delay that varies
/// from run to run. An interruption suite: it runs with the slow suites (`ARCHKIT_SLOW_TESTS=1`).
@Suite("Interrupted revisions", .slow, .requires(.git))
struct InterruptedRevisionTests {
    static let runs = 300

    @Test func anInterruptedRevisionLeavesNothingInTheTemporaryFolder() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-interrupted-revision")
        let repository = try Self.repository(in: scratch)
        var interrupted = 0
        for run in 0..<Self.runs {
            let temporaryFolder = scratch.url.appendingPathComponent("tmp-\(run)")
            try FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
            let signal = run % 2 == 0 ? SIGINT : SIGTERM
            let command = run % 3 == 2 ? ["affected", "HEAD~1", "HEAD"] : ["diff", "HEAD~1"]
            let archkit = try RunningArchkit(command + ["--path", repository.path, "--manifests", "static"],
                                             environment: ["TMPDIR": temporaryFolder.path])
            // 0 to 390 ms after the folder appears: git archive, tar, the analysis, the removal.
            let delay = (run * 130) % 400
            guard Self.waitForRevisionFolder(in: temporaryFolder, while: archkit) else { continue }
            usleep(useconds_t(delay * 1000))
            archkit.signal(signal)
            try #require(archkit.waitForExit(within: .seconds(30)),
                         "run \(run): archkit did not exit after signal \(signal):\n\(ProcessTable.snapshot(of: archkit.processID))")
            if archkit.status == 128 + signal { interrupted += 1 }
            let left = try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path)
            #expect(left == [], "run \(run): \(command[0]) interrupted \(delay) ms after unpacking began left \(left)")
        }
        #expect(interrupted > Self.runs / 2, "archkit was interrupted in only \(interrupted) of \(Self.runs) runs")
    }

    /// A package of 1,500 files, committed twice, so that unpacking HEAD~1 takes a moment.
    private static func repository(in scratch: TemporaryDirectory) throws -> URL {
        try scratch.write("source/Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(name: "Large", targets: [.target(name: "Core"), .target(name: "App", dependencies: ["Core"])])
        """)
        let filler = String(repeating: "// Padding that makes unpacking take a moment.\n", count: 30)
        for index in 0..<1_500 {
            let target = index % 2 == 0 ? "Core" : "App"
            try scratch.write("source/Sources/\(target)/File\(index).swift", "import Foundation\n\(filler)struct Type\(index) {}\n")
        }
        let git = try GitRepository(copying: scratch.url.appendingPathComponent("source"), into: scratch)
        try scratch.write("repo/Sources/App/File1.swift", "import Core\n")
        try git.git("commit", "-q", "-a", "-m", "second")
        return git.folder
    }

    /// Waits until archkit has made its `archkit-revision-*` folder; false when it exited first.
    private static func waitForRevisionFolder(in folder: URL, while archkit: RunningArchkit) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        while archkit.isRunning, clock.now < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: { $0.hasPrefix("archkit-revision-") }) { return true }
            usleep(1_000)
        }
        return false
    }
}
