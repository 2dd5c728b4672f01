import ArchCore
import Foundation

/// The result of running a program to completion.
public struct ProcessOutput: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Runs external programs for tests: the compiler, SwiftPM, Graphviz, the built `archkit`,
/// through the same runner archkit itself uses.
public enum Shell {
    /// Runs `arguments[0]` (looked up on PATH) with the rest as its arguments.
    public static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> ProcessOutput {
        let result = try SystemProcessRunner().run("/usr/bin/env", arguments: arguments, directory: directory, environment: environment ?? [:])
        return ProcessOutput(status: result.status,
                             stdout: String(decoding: result.standardOutput, as: UTF8.self),
                             stderr: String(decoding: result.standardError, as: UTF8.self))
    }

    /// Whether a program can be found on PATH.
    public static func isAvailable(_ program: String) -> Bool {
        (try? run(["sh", "-c", "command -v \(program)"]))?.status == 0
    }
}
