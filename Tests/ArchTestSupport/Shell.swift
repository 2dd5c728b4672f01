import Foundation

/// The result of running a program to completion.
public struct ProcessOutput: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Runs external programs for tests: the compiler, SwiftPM, Graphviz, the built `archkit`.
public enum Shell {
    /// Runs `arguments[0]` (looked up on PATH) with the rest as its arguments.
    public static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting, or a chatty child blocks on a full pipe.
        let errData = ReadInBackground(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessOutput(status: process.terminationStatus,
                             stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData.wait(), as: UTF8.self))
    }

    /// Whether a program can be found on PATH.
    public static func isAvailable(_ program: String) -> Bool {
        (try? run(["sh", "-c", "command -v \(program)"]))?.status == 0
    }
}

private final class ReadInBackground: @unchecked Sendable {
    private let group = DispatchGroup()
    private var data = Data()

    init(_ handle: FileHandle) {
        group.enter()
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.group.leave()
        }
    }

    func wait() -> Data {
        group.wait()
        return data
    }
}
