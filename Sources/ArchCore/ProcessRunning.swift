import Dispatch
import Foundation

/// What a finished program left behind.
public struct ProcessResult: Sendable {
    public var status: Int32
    public var standardOutput: Data
    public var standardError: Data

    public init(status: Int32, standardOutput: Data, standardError: Data) {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

/// Runs a program to completion. Injected so that tests can count or replace what the SwiftPM
/// reader runs.
public protocol ProcessRunning: Sendable {
    /// Runs the program at the absolute path `executable` with `arguments`.
    func run(_ executable: String, arguments: [String]) throws -> ProcessResult
}

/// Runs programs with Foundation's `Process`, inheriting the environment. Every program archkit
/// and its tests run goes through here.
public struct SystemProcessRunner: ProcessRunning {
    public init() {}

    public func run(_ executable: String, arguments: [String]) throws -> ProcessResult {
        try run(executable, arguments: arguments, directory: nil, environment: [:])
    }

    /// - Parameters:
    ///   - directory: the working folder; nil keeps this process's.
    ///   - environment: variables set on top of the inherited ones.
    public func run(_ executable: String, arguments: [String], directory: URL?, environment: [String: String]) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = Self.environment(ProcessInfo.processInfo.environment.merging(environment) { $1 })
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both pipes are drained while the program runs, or a chatty program blocks on a full one.
        let errorData = BackgroundRead(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus, standardOutput: outputData, standardError: errorData.wait())
    }
}

extension SystemProcessRunner {
    /// The inherited environment, minus an empty `XDG_CACHE_HOME`: the XDG rules say to treat it
    /// as unset, but the compiler would take it as a relative path and write its module cache
    /// into the package being read, which archkit must never touch.
    static func environment(_ inherited: [String: String]) -> [String: String] {
        var environment = inherited
        if environment["XDG_CACHE_HOME"]?.isEmpty == true { environment["XDG_CACHE_HOME"] = nil }
        return environment
    }
}

/// Reads a file handle to its end on a thread of its own: not a pool thread, which callers that
/// read many manifests in parallel may all be holding.
private final class BackgroundRead: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the reading thread before `done` is signalled, read only after the wait.
    private var data = Data()

    init(_ handle: FileHandle) {
        let thread = Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
        thread.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
