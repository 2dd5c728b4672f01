#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArchCore
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
        let start = DispatchTime.now().uptimeNanoseconds
        let pid: pid_t
        do {
            pid = try ProgramSpawn.start(
                executable: arguments[0], argv: arguments, environment: environment ?? ProcessInfo.processInfo.environment,
                grouping: .newProcessGroup,
                fileActions: [.open(path: outputPath ?? "/dev/null", flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o644, as: 1),
                              .open(path: "/dev/null", flags: O_WRONLY, mode: 0, as: 2), .changeDirectory(directory)])
        } catch {
            throw BenchmarkFailure("\(error)")
        }
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
}

public struct BenchmarkFailure: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
