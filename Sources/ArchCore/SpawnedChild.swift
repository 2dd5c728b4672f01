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
            processID = try Self.spawn(executable: launcher?.executable ?? executable, argv: argv, environment: environment,
                                       startsSession: true, inheritsOnlyNamedDescriptors: true) { actions in
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
                posix_spawn_file_actions_adddup2(&actions, output.write, 1)
                posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
                if let lifeline { posix_spawn_file_actions_adddup2(&actions, lifeline.read, ChildLauncher.lifelineDescriptor) }
                if let directory { try CLibraryExtensions.addChangeDirectory(&actions, directory.path) }
            }
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

    // MARK: - Starting

    #if canImport(Darwin)
    typealias FileActions = posix_spawn_file_actions_t?
    #else
    typealias FileActions = posix_spawn_file_actions_t
    #endif

    /// The signals archkit (and a launcher) ignore, which a started program gets back with
    /// their default actions: ignored signals survive exec, and SIGTERM could not stop it.
    static let defaultedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE]

    /// Starts `executable` with `argv` (its own name first), the default action for every
    /// signal in `defaultedSignals` and no signal blocked.
    /// - Parameters:
    ///   - startsSession: whether the program leads a new session (and so a new process group).
    ///   - inheritsOnlyNamedDescriptors: on macOS, closes in the program every descriptor
    ///     `fileActions` does not name (Linux relies on close-on-exec alone).
    static func spawn(executable: String, argv: [String], environment: [String: String], startsSession: Bool,
                      inheritsOnlyNamedDescriptors: Bool, fileActions: (inout FileActions) throws -> Void) throws -> pid_t {
        #if canImport(Darwin)
        var actions: FileActions = nil
        var attributes: posix_spawnattr_t?
        #else
        var actions = FileActions()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        try fileActions(&actions)

        // A new session makes the child the leader of a new process group too (the two flags
        // cannot be combined: a session leader may not change its group).
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        if startsSession { flags |= CLibraryExtensions.spawnSetSessionFlag }
        #if canImport(Darwin)
        // Closes every descriptor not named above, so that no pipe of a sibling started at the
        // same moment on another thread leaks into this child and delays that sibling's EOF.
        if inheritsOnlyNamedDescriptors { flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT) }
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in defaultedSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)

        let arguments = argv.map { strdup($0) }
        let envp = environment.keys.sorted().map { strdup("\($0)=\(environment[$0]!)") }
        defer {
            for pointer in arguments + envp { free(pointer) }
        }
        var processID: pid_t = 0
        let result = posix_spawn(&processID, executable, &actions, &attributes, arguments + [nil], envp + [nil])
        guard result == 0 else {
            throw ProcessLaunchError("cannot run \(executable): \(String(cString: strerror(result)))")
        }
        return processID
    }

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

/// C library functions that Swift's Glibc module does not import, since they sit behind
/// `_GNU_SOURCE`, looked up once by name; Darwin declares them.
enum CLibraryExtensions {
    /// `POSIX_SPAWN_SETSID`: glibc 2.26 and later, macOS 10.15 and later.
    #if canImport(Darwin)
    static let spawnSetSessionFlag: Int32 = 0x0400
    #else
    static let spawnSetSessionFlag: Int32 = 0x80
    #endif

    /// `pipe2(ends, O_CLOEXEC)`, or `pipe` and `fcntl` where it is missing (which leaves a
    /// short window in which a program started on another thread inherits the pipe).
    static func makeCloseOnExecPipe(_ ends: inout [Int32]) -> Int32 {
        #if canImport(Glibc)
        if let pipe2 = LinuxSymbols.pipe2 {
            return ends.withUnsafeMutableBufferPointer { pipe2($0.baseAddress!, O_CLOEXEC) }
        }
        #endif
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return 0
    }

    #if canImport(Darwin)
    static func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t?, _ path: String) throws {
        guard #available(macOS 10.15, *) else {
            throw ProcessLaunchError("cannot start a program in \(path): this system cannot change a spawned program's folder")
        }
        let result = posix_spawn_file_actions_addchdir_np(&actions, path)
        guard result == 0 else { throw ProcessLaunchError("cannot start a program in \(path): \(String(cString: strerror(result)))") }
    }
    #else
    static func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t, _ path: String) throws {
        guard let addChangeDirectory = LinuxSymbols.addChangeDirectory else {
            throw ProcessLaunchError("cannot start a program in \(path): the C library lacks posix_spawn_file_actions_addchdir_np (glibc 2.29 or later)")
        }
        let result = addChangeDirectory(&actions, path)
        guard result == 0 else { throw ProcessLaunchError("cannot start a program in \(path): \(String(cString: strerror(result)))") }
    }
    #endif
}

#if canImport(Glibc)
/// Looked up once; constants of the C library, not state.
private enum LinuxSymbols {
    typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    typealias AddChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    static let pipe2: Pipe2? = symbol("pipe2").map { unsafeBitCast($0, to: Pipe2.self) }
    static let addChangeDirectory: AddChangeDirectory? = symbol("posix_spawn_file_actions_addchdir_np").map {
        unsafeBitCast($0, to: AddChangeDirectory.self)
    }

    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        dlsym(dlopen(nil, RTLD_NOW), name)
    }
}
#endif
