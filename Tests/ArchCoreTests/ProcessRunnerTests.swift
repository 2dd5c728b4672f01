#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArchTestSupport
import Foundation
import Testing
@testable import ArchCore

/// The runner from minimal shell programs: no SwiftPM, so these take well under a second each.
@Suite("Running programs")
struct ProcessRunnerTests {
    let runner = SystemProcessRunner(terminationGrace: .milliseconds(300))

    @Test func drainsBothStreamsPastThePipeBuffersAndReportsTheStatus() throws {
        let result = try runner.run("/bin/sh", arguments: ["-c", "head -c 300000 /dev/zero; head -c 200000 /dev/zero >&2; exit 3"])
        #expect(result.status == 3)
        #expect(result.standardOutput.count == 300_000)
        #expect(result.standardError.count == 200_000)
        #expect(!result.timedOut)
    }

    @Test func runsInTheFolderWithTheVariablesAndNoStandardInput() throws {
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
        let result = try runner.run(ProcessRequest("/bin/sh", arguments: ["-c", "pwd; echo \"$ARCHKIT_PROBE\"; cat; echo end"],
                                                   directory: folder, environment: ["ARCHKIT_PROBE": "set"]))
        #expect(String(decoding: result.standardOutput, as: UTF8.self) == "\(folder.path)\nset\nend\n")
    }

    @Test func aSignalledProgramReports128PlusTheSignal() throws {
        let result = try runner.run("/bin/sh", arguments: ["-c", "kill -TERM $$"])
        #expect(result.status == 128 + SIGTERM)
    }

    /// `set -m` puts the background program in a process group of its own, as SwiftPM does
    /// with the manifest program: the timeout must stop it all the same.
    @Test func aTimeoutStopsTheProgramAndWhatItStartedInAnotherGroup() throws {
        let clock = ContinuousClock()
        let started = clock.now
        let result = try runner.run(ProcessRequest("/bin/sh", arguments: ["-c", "set -m; sleep 300 & echo $!; wait"], timeout: .milliseconds(500)))
        #expect(result.timedOut)
        #expect(clock.now - started < .seconds(10))
        let grandchild = try #require(pid_t(String(decoding: result.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(ProcessTable.waitUntilGone([grandchild]), "process \(grandchild) outlived the timeout")
    }

    @Test func anIsolatedTemporaryFolderIsTheProgramsAndIsRemovedAfterwards() throws {
        let result = try runner.run(ProcessRequest("/bin/sh", arguments: ["-c", "echo \"$TMPDIR\"; mkdir \"$TMPDIR/left\"; touch \"$TMPDIR/left/lock\""],
                                                   isolatesTemporaryFolder: true))
        #expect(result.status == 0)
        let folder = String(decoding: result.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(folder.hasPrefix(FileManager.default.temporaryDirectory.path.replacingOccurrences(of: "//", with: "/")))
        #expect(folder.contains("archkit-scratch-"))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// The whole interruption, without a signal: the running child and its own child are
    /// stopped, the cleanups run newest first (a removed one not at all), the exit status is
    /// 128 + the signal, and nothing starts afterwards.
    @Test func anInterruptionStopsTheChildrenRunsTheCleanupsAndExitsWith128PlusTheSignal() throws {
        let exits = Recorder<Int32>()
        let cleanups = Recorder<String>()
        let shutdown = SignalShutdown(terminationGrace: .milliseconds(300), exit: { exits.append($0) })
        let runner = SystemProcessRunner(runningChildren: shutdown.runningChildren, terminationGrace: .milliseconds(300))
        shutdown.addCleanup { cleanups.append("first") }
        let removed = shutdown.addCleanup { cleanups.append("removed") }
        shutdown.addCleanup { cleanups.append("last") }
        shutdown.removeCleanup(removed)

        let outcome = Recorder<ProcessResult>()
        let thread = Thread {
            if let result = try? runner.run("/bin/sh", arguments: ["-c", "set -m; sleep 300 & echo $!; wait"]) { outcome.append(result) }
        }
        thread.start()
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while shutdown.runningChildren.count == 0, clock.now < deadline { usleep(10_000) }
        try #require(shutdown.runningChildren.count == 1)
        usleep(200_000) // let the shell start its own child

        shutdown.handle(signal: SIGTERM)
        #expect(exits.values == [128 + SIGTERM])
        #expect(cleanups.values == ["last", "first"])
        #expect(shutdown.runningChildren.count == 0)
        while outcome.values.isEmpty, clock.now < deadline { usleep(10_000) }
        let result = try #require(outcome.values.first)
        #expect(result.status == 128 + SIGTERM)
        if let grandchild = pid_t(String(decoding: result.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) {
            #expect(ProcessTable.waitUntilGone([grandchild]), "process \(grandchild) outlived the interruption")
        }
        #expect(throws: ProcessLaunchError.self) { try runner.run("/bin/sh", arguments: ["-c", "true"]) }

        shutdown.handle(signal: SIGINT)
        #expect(exits.values == [128 + SIGTERM], "a second signal does nothing")
    }

    @Test func exitStatusesComeFromRawWaitStatuses() {
        #expect(SpawnedChild.exitStatus(fromWaitStatus: 3 << 8) == 3)
        #expect(SpawnedChild.exitStatus(fromWaitStatus: 9) == 137)
        #expect(SpawnedChild.exitStatus(fromWaitStatus: -1) == -1)
    }
}

/// Values appended from any thread.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    func append(_ value: Value) { lock.withLock { stored.append(value) } }
    var values: [Value] { lock.withLock { stored } }
}

/// The snapshot a test prints when a process it waits for does not end.
@Suite("Process snapshots")
struct ProcessSnapshotTests {
    @Test(.enabled(if: ProcessTable.isAvailable, "needs /proc"))
    func aSnapshotNamesTheProcessItsThreadsAndItsChildren() throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "sleep 30 & wait"]
        try shell.run()
        var snapshot = ""
        for _ in 0..<200 where !snapshot.contains("child ") {
            usleep(10_000)
            snapshot = ProcessTable.snapshot(of: shell.processIdentifier)
        }
        // The sleep first, so that it is not left running once its shell is gone.
        for line in snapshot.split(separator: "\n") where line.hasPrefix("child ") {
            if let child = line.dropFirst(6).split(separator: " ").first.flatMap({ pid_t($0) }) { kill(child, SIGKILL) }
        }
        kill(shell.processIdentifier, SIGKILL)
        shell.waitUntilExit()
        let lines = snapshot.split(separator: "\n")
        #expect(lines.first?.hasPrefix("\(shell.processIdentifier) [/bin/sh -c sleep 30 & wait") == true, "\(snapshot)")
        #expect(lines.first?.contains("threads: \(shell.processIdentifier) S") == true, "\(snapshot)")
        #expect(lines.dropFirst().contains { $0.hasPrefix("child ") && $0.contains("[sleep 30") }, "\(snapshot)")
        #expect(ProcessTable.snapshot(of: getpid()).contains("threads: "))
    }
}
