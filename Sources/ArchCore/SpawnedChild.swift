#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A program started with `posix_spawn` as the leader of a new session (and so of a new
/// process group), its standard input `/dev/null` and its standard output and error each a
/// pipe that archkit drains.
///
/// Foundation's `Process` cannot start a child in a session of its own, which is what lets a
/// timeout or an interruption stop the child's descendants too (see `ProcessSession`). With a
/// `ChildLauncher`, the session's leader is the launcher and the program runs in its session.
struct SpawnedChild: Sendable {
    let processID: pid_t
    private let outputReadEnd: Int32
    private let errorReadEnd: Int32
    /// archkit's end of the launcher's lifeline (see `ChildLauncher`), cut once the launcher
    /// is gone; nil when the program was started directly.
    let lifeline: Lifeline?

    /// - Parameter environment: the child's whole environment.
    /// - Parameter launcher: archkit itself, started between archkit and the program so that
    ///   the program dies with archkit however archkit ends; nil starts the program directly.
    /// - Parameter scratchFolder: the program's own temporary folder, which the launcher
    ///   removes if archkit goes first.
    init(executable: String, arguments: [String], directory: URL?, environment: [String: String],
         launcher: ChildLauncher? = nil, scratchFolder: URL? = nil) throws {
        if launcher != nil, access(executable, X_OK) != 0 {
            // Found here, as `posix_spawn` would, rather than reported by the launcher as a status.
            throw ProcessLaunchError("cannot run \(executable): \(String(cString: strerror(errno)))")
        }
        let output = try Self.makePipe()
        let errors: (read: Int32, write: Int32), lifeline: (read: Int32, write: Int32)?
        do {
            errors = try Self.makePipe()
            do {
                lifeline = try launcher.map { _ in try Self.makeLifeline() }
            } catch {
                close(errors.read)
                close(errors.write)
                throw error
            }
        } catch {
            close(output.read)
            close(output.write)
            throw error
        }
        defer {
            // The child holds its own copies; the parent's must go for end-of-file to arrive.
            close(output.write)
            close(errors.write)
            if let lifeline { close(lifeline.read) }
        }
        let argv = launcher.map { $0.launcherArguments(running: executable, with: arguments, scratchFolder: scratchFolder) }
            ?? [executable] + arguments
        do {
            var actions: [ProgramSpawn.FileAction] = [.open(path: "/dev/null", flags: O_RDONLY, mode: 0, as: 0),
                                                      .duplicate(output.write, as: 1), .duplicate(errors.write, as: 2)]
            if let lifeline { actions.append(.duplicate(lifeline.read, as: ChildLauncher.lifelineDescriptor)) }
            if let directory { actions.append(.changeDirectory(directory.path)) }
            processID = try ProgramSpawn.start(executable: launcher?.executable ?? executable, argv: argv, environment: environment,
                                               grouping: .newSession, inheritsOnlyNamedDescriptors: true, fileActions: actions)
        } catch {
            close(output.read)
            close(errors.read)
            if let lifeline { close(lifeline.write) }
            throw error
        }
        outputReadEnd = output.read
        errorReadEnd = errors.read
        self.lifeline = lifeline.map { Lifeline(writeEnd: $0.write) }
    }

    // MARK: - Pipes

    /// A pipe for a launcher's lifeline, its read end never descriptor 3: duplicating a
    /// close-on-exec descriptor onto itself would leave it close-on-exec on some systems.
    private static func makeLifeline() throws -> (read: Int32, write: Int32) {
        let ends = try makePipe()
        guard ends.read == ChildLauncher.lifelineDescriptor else { return ends }
        let moved = fcntl(ends.read, F_DUPFD_CLOEXEC, ChildLauncher.lifelineDescriptor + 1)
        let error = errno
        close(ends.read)
        guard moved >= 0 else {
            close(ends.write)
            throw ProcessLaunchError("cannot make a pipe: \(String(cString: strerror(error)))")
        }
        return (moved, ends.write)
    }

    /// A pipe whose ends are closed in any program started later, on any thread.
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard CLibraryExtensions.makeCloseOnExecPipe(&ends) == 0 else {
            throw ProcessLaunchError("cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        return (ends[0], ends[1])
    }

    // MARK: - Supervising

    struct Outcome: Sendable {
        var output = Data()
        var errors = Data()
        var timedOut = false
    }

    /// Drains both pipes until the child has exited and they are closed, stopping its session
    /// when `timeout` passes: SIGTERM, then SIGKILL after `grace`. Whatever the child leaves
    /// running in its session when it exits is killed too. Closes the pipes (the lifeline
    /// too); call it once.
    func supervise(timeout: Duration?, grace: Duration) -> Outcome {
        var outcome = Outcome()
        var streams = [OpenStream(descriptor: outputReadEnd), OpenStream(descriptor: errorReadEnd)]
        defer {
            for stream in streams where !stream.isClosed { close(stream.descriptor) }
            // The launcher has exited: its lifeline is no longer needed.
            lifeline?.cut()
        }
        let clock = ContinuousClock()
        let started = clock.now
        var exitedAt: ContinuousClock.Instant?
        var stopRequestedAt: ContinuousClock.Instant?
        var killed = false
        while true {
            let now = clock.now
            if exitedAt == nil, hasExited() {
                exitedAt = now
                // Anything the child left behind in its session is an orphan now.
                ProcessSession.signal(leader: processID, SIGKILL)
            }
            if let exitedAt {
                // A descendant that left the session may hold a pipe open: do not wait for it long.
                if streams.allSatisfy(\.isClosed) || now - exitedAt >= Self.orphanedPipeLimit { break }
            } else if let timeout {
                if stopRequestedAt == nil, now - started >= timeout {
                    ProcessSession.signal(leader: processID, SIGTERM)
                    stopRequestedAt = now
                    outcome.timedOut = true
                } else if let since = stopRequestedAt, !killed, now - since >= grace {
                    ProcessSession.signal(leader: processID, SIGKILL)
                    killed = true
                }
            }
            let tick: Duration = streams.allSatisfy(\.isClosed) ? .milliseconds(10) : .milliseconds(50)
            Self.pollOnce(&streams, tick: tick) { index, bytes in
                if index == 0 { outcome.output.append(contentsOf: bytes) } else { outcome.errors.append(contentsOf: bytes) }
            }
        }
        return outcome
    }

    /// How long to keep reading after the group is gone.
    private static let orphanedPipeLimit: Duration = .seconds(1)

    private struct OpenStream {
        var descriptor: Int32
        var isClosed = false
    }

    /// Waits up to `tick` for data on the open streams and reads what arrived; a stream whose
    /// writers are all gone is closed.
    private static func pollOnce(_ streams: inout [OpenStream], tick: Duration, append: (Int, UnsafeRawBufferPointer) -> Void) {
        let open = streams.indices.filter { !streams[$0].isClosed }
        var descriptors = open.map { pollfd(fd: streams[$0].descriptor, events: Int16(POLLIN), revents: 0) }
        let milliseconds = Int32(clamping: tick.components.seconds * 1000 + tick.components.attoseconds / 1_000_000_000_000_000)
        guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65536)
        for (position, index) in open.enumerated() where descriptors[position].revents != 0 {
            let count = buffer.withUnsafeMutableBytes { read(streams[index].descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.withUnsafeBytes { append(index, UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                close(streams[index].descriptor)
                streams[index].isClosed = true
            }
        }
    }

    // MARK: - Ending

    /// Whether the child has exited, leaving it unreaped so that its id, and so its session's,
    /// stays reserved.
    func hasExited() -> Bool {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(processID), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else {
            // ECHILD: someone else reaped it; either way it is gone.
            return errno != EINTR
        }
        #if canImport(Darwin)
        return info.si_pid == processID
        #else
        return info._sifields._sigchld.si_pid == processID
        #endif
    }

    /// Reaps an exited child; the raw wait status, or -1 when it cannot be had.
    static func reap(_ processID: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(processID, &status, 0) == -1 {
            if errno != EINTR { return -1 }
        }
        return status
    }

    /// The exit status, or 128 + the signal that ended the program, from a raw wait status.
    static func exitStatus(fromWaitStatus status: Int32) -> Int32 {
        guard status != -1 else { return -1 }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
