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

    /// Runs `arguments[0]` (a path) with its output sent to `outputPath` (or /dev/null),
    /// killing it after `timeout` seconds.
    public static func run(_ arguments: [String], in directory: String, outputPath: String? = nil, timeout: Double) throws -> ChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let previous = FileManager.default.currentDirectoryPath
        // posix_spawn has no portable chdir action; the child inherits the working folder.
        guard FileManager.default.changeCurrentDirectoryPath(directory) else {
            throw BenchmarkFailure("cannot enter \(directory)")
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkFailure("cannot run \(arguments[0]): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped < 0 && errno != EINTR { throw BenchmarkFailure("wait4 failed: \(errno)") }
            if Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 > timeout, !timedOut {
                kill(pid, SIGKILL)
                timedOut = true
            }
            usleep(1_000)
        }
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
