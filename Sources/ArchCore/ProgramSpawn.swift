#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The one place where archkit and its benchmark start a program with `posix_spawn`: the
/// signals archkit ignores get their default actions back, no signal is blocked, and the
/// program's descriptors and folder are set up as `FileAction`s say.
public enum ProgramSpawn {
    /// Which session and process group the program joins.
    public enum Grouping: Sendable {
        /// The caller's.
        case inherited
        /// A new process group that the program leads, in the caller's session.
        case newProcessGroup
        /// A new session (and so a new process group) that the program leads.
        case newSession
    }

    /// One step of setting up the program's descriptors and folder, done in order.
    public enum FileAction: Sendable {
        /// Opens a file as the program's descriptor named last.
        case open(path: String, flags: Int32, mode: mode_t, as: Int32)
        /// Makes the program's descriptor named last a copy of the caller's descriptor named first.
        case duplicate(Int32, as: Int32)
        /// Starts the program in a folder.
        case changeDirectory(String)
    }

    /// The signals archkit (and a launcher) ignore, which a started program gets back with
    /// their default actions: ignored signals survive exec, and SIGTERM could not stop it.
    static let defaultedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE]

    /// Starts `executable` with `argv` (its own name first) and returns its process id.
    /// - Parameters:
    ///   - environment: the program's whole environment.
    ///   - inheritsOnlyNamedDescriptors: on macOS, closes in the program every descriptor
    ///     `fileActions` does not name (Linux relies on close-on-exec alone).
    public static func start(executable: String, argv: [String], environment: [String: String], grouping: Grouping,
                             inheritsOnlyNamedDescriptors: Bool = false, fileActions: [FileAction] = []) throws -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        for action in fileActions {
            switch action {
            case let .open(path, flags, mode, descriptor):
                posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, mode)
            case let .duplicate(source, descriptor):
                posix_spawn_file_actions_adddup2(&actions, source, descriptor)
            case let .changeDirectory(path):
                try CLibraryExtensions.addChangeDirectory(&actions, path)
            }
        }

        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        switch grouping {
        case .inherited:
            break
        case .newProcessGroup:
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        case .newSession:
            // A new session makes the child the leader of a new process group too (the two
            // flags cannot be combined: a session leader may not change its group).
            flags |= CLibraryExtensions.spawnSetSessionFlag
        }
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
