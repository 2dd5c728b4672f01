@testable import ArchCore
import ArchTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built archkit as the launcher between the runner and a program (`ChildLauncher`): the
/// program's streams, folder, environment and status pass through unchanged, the session is
/// still stopped as one, and when archkit's end of the lifeline goes (as it does when archkit
/// dies, however it dies), the program and everything it started die too.
@Suite("Child launcher")
struct ChildLauncherTests {
    private static func runner() throws -> SystemProcessRunner {
        SystemProcessRunner(runningChildren: RunningChildren(launcher: ChildLauncher(executable: try BuiltArchkit.url().path)),
                            terminationGrace: .milliseconds(300))
    }

    @Test func streamsFolderEnvironmentAndStatusPassThrough() throws {
        let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
        let result = try Self.runner().run(ProcessRequest("/bin/sh", arguments: [
            "-c", "pwd; echo \"$ARCHKIT_PROBE\"; cat; head -c 300000 /dev/zero; head -c 200000 /dev/zero >&2; exit 3",
        ], directory: folder, environment: ["ARCHKIT_PROBE": "set"], endsWithArchkit: true))
        #expect(result.status == 3)
        #expect(result.standardOutput.prefix(folder.path.utf8.count + 5) == Data("\(folder.path)\nset\n".utf8))
        #expect(result.standardOutput.count == folder.path.utf8.count + 5 + 300_000)
        #expect(result.standardError.count == 200_000)
    }

    /// The launcher costs a start of archkit: only requests that ask for it pay.
    @Test func onlyProgramsThatMustEndWithArchkitRunThroughTheLauncher() throws {
        for endsWithArchkit in [false, true] {
            let result = try Self.runner().run(ProcessRequest("/bin/sh", arguments: ["-c", "echo $PPID"], endsWithArchkit: endsWithArchkit))
            let parent = try #require(pid_t(String(decoding: result.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
            #expect((parent == getpid()) == !endsWithArchkit, "parent \(parent), endsWithArchkit \(endsWithArchkit)")
        }
    }

    @Test func aSignalledProgramReports128PlusTheSignal() throws {
        let result = try Self.runner().run(ProcessRequest("/bin/sh", arguments: ["-c", "kill -TERM $$"], endsWithArchkit: true))
        #expect(result.status == 128 + SIGTERM)
    }

    @Test func aProgramThatCannotRunIsAnErrorAsWithoutTheLauncher() throws {
        #expect(throws: ProcessLaunchError.self) {
            try Self.runner().run(ProcessRequest("/no/such/program", arguments: [], endsWithArchkit: true))
        }
    }

    /// SIGTERM to the session reaches the program through the launcher, which outlives it to
    /// report the timeout; the program's own child in another group is stopped too.
    @Test func aTimeoutStopsTheProgramAndWhatItStartedInAnotherGroup() throws {
        let result = try Self.runner().run(ProcessRequest("/bin/sh", arguments: ["-c", "set -m; sleep 300 & echo $!; wait"],
                                                          timeout: .milliseconds(500), endsWithArchkit: true))
        #expect(result.timedOut)
        #expect(result.status == 128 + SIGTERM)
        let grandchild = try #require(pid_t(String(decoding: result.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(ProcessTable.waitUntilGone([grandchild]), "process \(grandchild) outlived the timeout")
    }

    /// What the system does to archkit's end of the lifeline when archkit dies, done by hand:
    /// the launcher kills the program and its child in another group, removes the program's
    /// temporary folder and exits.
    @Test func cuttingTheLifelineEndsTheProgramItsChildrenAndItsTemporaryFolder() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-launcher")
        let temporaryFolder = scratch.url.appendingPathComponent("program-tmp")
        try FileManager.default.createDirectory(at: temporaryFolder.appendingPathComponent("left"), withIntermediateDirectories: true)
        let started = scratch.url.appendingPathComponent("started")
        let child = try SpawnedChild(
            executable: "/bin/sh", arguments: ["-c", "set -m; sleep 300 & echo $$ $! > '\(started.path)'; wait"], directory: nil,
            environment: ProcessInfo.processInfo.environment, launcher: ChildLauncher(executable: try BuiltArchkit.url().path),
            scratchFolder: temporaryFolder)
        let lifeline = try #require(child.lifeline)
        var programs: [pid_t] = []
        defer {
            // Whatever happened, nothing started here outlives the test.
            for program in programs { kill(program, SIGKILL) }
            ProcessSession.signal(leader: child.processID, SIGKILL)
            _ = child.supervise(timeout: nil, grace: .zero)
            _ = SpawnedChild.reap(child.processID)
        }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(30)
        while programs.count < 2, clock.now < deadline {
            programs = ((try? String(contentsOf: started, encoding: .utf8)) ?? "").split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
            usleep(10_000)
        }
        try #require(programs.count == 2, "the program never started")
        #expect(getsid(programs[0]) == child.processID, "the program runs in the launcher's session")

        lifeline.cut()
        #expect(ProcessTable.waitUntilGone(programs), "\(programs) outlived the lifeline")
        #expect(Self.waitUntilExited(child), "the launcher outlived the lifeline")
        #expect(!FileManager.default.fileExists(atPath: temporaryFolder.path), "the program's temporary folder is left")
    }

    @Test func theLauncherModeRunByHandIsRefused() throws {
        let result = try Shell.run([try BuiltArchkit.url().path, ChildLauncher.modeArgument, "", "/bin/echo", "ran"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: __archkit-launcher is archkit's own way of starting programs, not a command\n")
    }

    /// Whether the launcher, a child of this process, has exited within ten seconds.
    private static func waitUntilExited(_ child: SpawnedChild) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while !child.hasExited() {
            guard clock.now < deadline else { return false }
            usleep(20_000)
        }
        return true
    }
}
