import ArchCommands
import ArchTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `archkit` on manifests that never finish evaluating: it stops SwiftPM and the
/// manifest program on a timeout and on SIGTERM, leaves nothing running and nothing of
/// SwiftPM's in the temporary folder. Each test runs the binary with `TMPDIR` pointing at a
/// folder of its own, and asks SwiftPM as little as it can.
@Suite("Manifest processes", .requires(.swift))
struct ManifestProcessTests {
    /// Not literal, so that `auto` asks SwiftPM; then it loops for ever.
    static let loopingManifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let names = ["Looping"]
    while true {}
    let package = Package(name: "Loop", targets: names.map { .target(name: $0) })
    """

    /// Beyond the static reader too (it computes a constant with a closure), so that SwiftPM is
    /// asked about it in the same run.
    static let fineManifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let names = ["Fine"].filter { !$0.isEmpty }
    let package = Package(name: "Fine", targets: names.map { .target(name: $0) })
    """

    /// A repository with the looping package and a normal sibling, an empty folder for the
    /// binary's `TMPDIR`, and a cache of its own.
    struct Workspace {
        let scratch: TemporaryDirectory
        var repository: URL { scratch.url.appendingPathComponent("repo") }
        var temporaryFolder: URL { scratch.url.appendingPathComponent("tmp") }
        var cacheFolder: URL { scratch.url.appendingPathComponent("cache") }

        init() throws {
            scratch = try TemporaryDirectory(prefix: "archkit-manifest-process")
            try scratch.write("repo/Loop/Package.swift", ManifestProcessTests.loopingManifest)
            try scratch.write("repo/Loop/Sources/Looping/Looping.swift", "public let looping = 1\n")
            try scratch.write("repo/Fine/Package.swift", ManifestProcessTests.fineManifest)
            try scratch.write("repo/Fine/Sources/Fine/Fine.swift", "public let fine = 1\n")
            try FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
        }

        var environment: [String: String] { ["TMPDIR": temporaryFolder.path] }

        /// What is left in the binary's temporary folder.
        func temporaryLeftovers() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path).sorted()
        }
    }

    /// Two runs that share one evaluation of the normal manifest: the first, on it alone,
    /// caches SwiftPM's answer, so that the second reads it however loaded the machine is,
    /// while the looping one gets 2 s.
    @Test func aLoopingManifestTimesOutTheOtherIsReadAndNothingIsLeft() throws {
        let workspace = try Workspace()
        let normal = try Shell.run([BuiltArchkit.path, "check", workspace.repository.appendingPathComponent("Fine").path,
                                    "--cache-dir", workspace.cacheFolder.path, "--verbose"], environment: workspace.environment)
        #expect(normal.status == 0, "\(normal.stdout)\(normal.stderr)")
        #expect(normal.stdout.contains("Package.swift: read swiftpm"), "\(normal.stdout)")
        // Nothing of SwiftPM's (lock files, TemporaryDirectory.* folders) after a normal run:
        // the evaluation had a scratch folder, and it is gone.
        #expect(try workspace.temporaryLeftovers() == [])

        let clock = ContinuousClock()
        let started = clock.now
        let result = try Shell.run([BuiltArchkit.path, "check", workspace.repository.path, "--manifest-timeout", "2",
                                    "--cache-dir", workspace.cacheFolder.path, "--verbose"], environment: workspace.environment)
        #expect(clock.now - started < .seconds(60))
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("Loop/Package.swift:1:1: error: SwiftPM did not finish evaluating this manifest within 2 s and was stopped"),
                "\(result.stdout)")
        #expect(result.stdout.contains("raise the limit with --manifest-timeout SECONDS. [manifest-error]"))
        #expect(!result.stdout.contains("Fine/Package.swift:1:1: error"), "\(result.stdout)")
        #expect(result.stdout.contains("Fine/Package.swift: read swiftpm"), "the sibling is still read: \(result.stdout)")
        #expect(try ProcessTable.survivors(mentioning: workspace.scratch.url.path) == [])
        #expect(try workspace.temporaryLeftovers() == [], "the stopped evaluation's scratch folder is gone too")
    }

    @Test func sigtermStopsSwiftPMAndExitsWith143() throws {
        let workspace = try Workspace()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BuiltArchkit.path)
        process.arguments = ["check", workspace.repository.appendingPathComponent("Loop").path, "--no-cache"]
        process.environment = ProcessInfo.processInfo.environment.merging(workspace.environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        try #require(try waitUntilRunning("dump-package", in: workspace), "swift package dump-package never started")
        try #require(process.isRunning, "archkit finished before it could be interrupted")
        kill(process.processIdentifier, SIGTERM)
        let clock = ContinuousClock()
        let stopBy = clock.now + .seconds(20)
        while process.isRunning, clock.now < stopBy { usleep(20_000) }
        try #require(!process.isRunning, "archkit did not exit after SIGTERM")

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + SIGTERM)
        #expect(try ProcessTable.survivors(mentioning: workspace.scratch.url.path) == [])
        #expect(try workspace.temporaryLeftovers() == [], "the scratch folder is removed")
    }

    /// SIGKILL gives archkit no chance to stop anything: the launcher it started SwiftPM
    /// through sees it go, takes SwiftPM and the looping manifest program down with it, and
    /// removes the evaluation's temporary folder.
    @Test(.slow, .enabled(if: ProcessTable.isAvailable, "needs /proc to see the manifest program"))
    func sigkillStillEndsSwiftPMAndTheManifestProgram() throws {
        let workspace = try Workspace()
        let archkit = try RunningArchkit(["check", workspace.repository.appendingPathComponent("Loop").path, "--no-cache"],
                                         environment: workspace.environment)
        defer {
            // Whatever the outcome, nothing of this run outlives the test.
            let left = (try? ProcessTable.survivors(mentioning: workspace.scratch.url.path)) ?? []
            for processID in ProcessTable.processIDs(of: left) { kill(processID, SIGKILL) }
        }
        // The compiled manifest runs with `-fileno`, and names the package's folder.
        try #require(try waitUntilRunning("-fileno", in: workspace, within: .seconds(180)), "the manifest program never started")
        try #require(archkit.isRunning, "archkit finished before it could be killed")
        archkit.signal(SIGKILL)
        try #require(archkit.waitForExit(within: .seconds(10)))

        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        var left = try ProcessTable.survivors(mentioning: workspace.scratch.url.path)
        while !left.isEmpty, clock.now < deadline {
            usleep(50_000)
            left = try ProcessTable.survivors(mentioning: workspace.scratch.url.path)
        }
        #expect(left == [], "still running 10 s after archkit was SIGKILLed")
        #expect(try workspace.temporaryLeftovers() == [], "the evaluation's temporary folder is removed")
    }

    /// Returns once a process whose command line holds `marker` runs on the looping package:
    /// seen in the process table where there is one, else guessed from the scratch folder
    /// archkit makes for it, plus time to start.
    private func waitUntilRunning(_ marker: String, in workspace: Workspace, within limit: Duration = .seconds(60)) throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while clock.now < deadline {
            if ProcessTable.isAvailable {
                let running = try ProcessTable.survivors(mentioning: workspace.repository.path)
                if running.contains(where: { $0.contains(marker) }) { return true }
            } else if try workspace.temporaryLeftovers().count >= 1 {
                usleep(2_000_000)
                return true
            }
            usleep(50_000)
        }
        return false
    }
}
