#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One measured run of a child process: wall time on a monotonic clock and the child's own
/// peak resident set, read from `wait4`'s rusage for that pid alone.
public struct ChildRun: Sendable {
    public var exitStatus: Int32
    public var seconds: Double
    public var peakRSSBytes: Int
    public var timedOut: Bool

    /// Runs `arguments[0]` (a path) with its output sent to `outputPath` (or /dev/null), in
    /// `environment` (default: the benchmark's own), stopping it after `timeout` seconds.
    ///
    /// The child leads a process group of its own, and a timeout stops the whole group: first
    /// SIGTERM, on which archkit stops the `swift` processes it started, then SIGKILL.
    public static func run(_ arguments: [String], in directory: String, outputPath: String? = nil,
                           environment: [String: String]? = nil, timeout: Double) throws -> ChildRun {
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
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let previous = FileManager.default.currentDirectoryPath
        // posix_spawn has no portable chdir action; the child inherits the working folder.
        guard FileManager.default.changeCurrentDirectoryPath(directory) else {
            throw BenchmarkFailure("cannot enter \(directory)")
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { variables in variables.keys.sorted().map { strdup("\($0)=\(variables[$0]!)") } + [nil] }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = envp.map { posix_spawn(&pid, arguments[0], &actions, &attributes, argv, $0) }
            ?? posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw BenchmarkFailure("cannot run \(arguments[0]): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        var killed = false
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped < 0 && errno != EINTR { throw BenchmarkFailure("wait4 failed: \(errno)") }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if elapsed > timeout, !timedOut {
                kill(-pid, SIGTERM)
                timedOut = true
            } else if elapsed > timeout + 5, !killed {
                kill(-pid, SIGKILL)
                killed = true
            }
            usleep(1_000)
        }
        // Whatever the child left running in its group goes with it.
        if timedOut { kill(-pid, SIGKILL) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)
        #else
        let peak = Int(usage.ru_maxrss) * 1024
        #endif
        let exited = status & 0x7f == 0
        return ChildRun(exitStatus: exited ? (status >> 8) & 0xff : -1, seconds: seconds, peakRSSBytes: peak, timedOut: timedOut)
    }

    /// The full path of `command` on PATH, if any.
    public static func which(_ command: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(command)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

public struct BenchmarkFailure: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
