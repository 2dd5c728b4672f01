import ArchTestSupport
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
        _ = waitUntilReaped(within: .seconds(10))
    }

    var processID: pid_t { process.processIdentifier }
    var isRunning: Bool { process.isRunning && !ProcessTable.isGone(processID) }

    func signal(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Whether it has exited within `limit`. Foundation may take longer to notice: it waits
    /// until every process holding the descriptor it watches is gone, and archkit's children
    /// inherit that descriptor.
    func waitForExit(within limit: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while isRunning, clock.now < deadline { usleep(10_000) }
        return !isRunning
    }

    /// The exit status, or 128 + the signal that ended it, as a shell reports it; nil when
    /// Foundation has not reaped it within a few seconds.
    var status: Int32? {
        guard waitUntilReaped(within: .seconds(5)) else { return nil }
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    private func waitUntilReaped(within limit: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while process.isRunning, clock.now < deadline { usleep(10_000) }
        return !process.isRunning
    }
}
