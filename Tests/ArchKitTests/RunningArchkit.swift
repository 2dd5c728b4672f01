import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `archkit` started in the background, for tests that signal it while it works.
/// Whatever the test's outcome, it is SIGKILLed and reaped when the value goes away.
final class RunningArchkit {
    let process = Process()

    /// - Parameter environment: variables set on top of the test's own.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = try BuiltArchkit.url()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    var processID: pid_t { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    func signal(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Whether it has exited within `limit`.
    func waitForExit(within limit: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while process.isRunning, clock.now < deadline { usleep(10_000) }
        return !process.isRunning
    }

    /// The exit status, or 128 + the signal that ended it, as a shell reports it.
    var status: Int32 {
        process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }
}
