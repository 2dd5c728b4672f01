#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The launcher's side of `ChildLauncher`: what archkit does when it was started as one.
extension ChildLauncher {
    /// Runs archkit as a launcher when `arguments` ask for it, and then never returns.
    public static func runIfRequested(_ arguments: [String]) {
        guard arguments.count > 1, arguments[1] == modeArgument else { return }
        let scratchFolder = arguments.count > 2 && !arguments[2].isEmpty ? arguments[2] : nil
        runLauncher(scratchFolder: scratchFolder, executable: arguments.count > 3 ? arguments[3] : nil,
                    arguments: Array(arguments.dropFirst(4)))
    }

    private static func runLauncher(scratchFolder: String?, executable: String?, arguments: [String]) -> Never {
        // Only archkit starts a launcher: as a session leader, with the lifeline as descriptor 3.
        var lifeline = stat()
        guard let executable, getsid(0) == getpid(), fstat(lifelineDescriptor, &lifeline) == 0,
              lifeline.st_mode & S_IFMT == S_IFIFO else {
            report("error: \(modeArgument) is archkit's own way of starting programs, not a command\n")
            _exit(2)
        }
        _ = fcntl(lifelineDescriptor, F_SETFD, FD_CLOEXEC)
        // archkit stops a child by signalling its whole session; the launcher outlives those
        // signals to report how the program ended, and the program gets the default actions back.
        for number in ProgramSpawn.defaultedSignals { signal(number, SIG_IGN) }

        let program: pid_t
        do {
            // Standard streams, folder and environment pass through as archkit set them.
            program = try ProgramSpawn.start(executable: executable, argv: [executable] + arguments,
                                             environment: ProcessInfo.processInfo.environment, grouping: .inherited)
        } catch {
            report("error: \(error)\n")
            _exit(127)
        }
        // Taken by whichever thread ends the launcher, and never given back.
        let ending = NSLock()
        let watcher = Thread {
            waitForEndOfFile(lifelineDescriptor)
            ending.lock()
            endSession(removing: scratchFolder)
        }
        watcher.start()
        let waitStatus = SpawnedChild.reap(program)
        ending.lock()
        // archkit SIGKILLs what the program left in the session; if archkit went at the same
        // moment, no one else will.
        if isLifelineClosed() { endSession(removing: scratchFolder) }
        _exit(SpawnedChild.exitStatus(fromWaitStatus: waitStatus))
    }

    /// Blocks until every writer of `descriptor` is gone: nothing is ever written to the lifeline.
    private static func waitForEndOfFile(_ descriptor: Int32) {
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count == 0 || (count < 0 && errno != EINTR) { return }
        }
    }

    private static func isLifelineClosed() -> Bool {
        var descriptor = pollfd(fd: lifelineDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// SIGKILLs every other member of this session until none is left (or a second has
    /// passed: zombies stay members until reaped), removes the program's temporary folder, and
    /// exits as if SIGKILLed too.
    private static func endSession(removing scratchFolder: String?) -> Never {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(1)
        repeat {
            ProcessSession.signalMembers(of: getpid(), SIGKILL)
            if ProcessSession.members(of: getpid()).allSatisfy({ $0 == getpid() }) { break }
            usleep(10_000)
        } while clock.now < deadline
        if let scratchFolder { ScratchFolder.removeTree(at: URL(fileURLWithPath: scratchFolder, isDirectory: true)) }
        _exit(128 + SIGKILL)
    }

    /// Writes to standard error, which is archkit's pipe, unbuffered.
    private static func report(_ message: String) {
        let bytes = Array(message.utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
