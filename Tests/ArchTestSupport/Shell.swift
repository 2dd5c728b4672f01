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
    ///
    /// Tests run in parallel, and a program a test has just written may still be open for
    /// writing in a child that another test is starting at that moment (the descriptor is
    /// inherited until the child's exec). Running it then fails with "Text file busy", so that
    /// failure alone is retried, for up to about two seconds.
    ///
    /// Unless the test sets `TMPDIR` itself, the program gets a temporary folder of its own,
    /// removed when it ends: the Swift driver leaves a `TemporaryDirectory.*` folder in the
    /// shared temporary folder on every run, and tests write only inside their own folders.
    public static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> ProcessOutput {
        var attempts = 0
        let request = ProcessRequest("/usr/bin/env", arguments: arguments, directory: directory, environment: environment ?? [:],
                                     isolatesTemporaryFolder: environment?["TMPDIR"] == nil)
        while true {
            let result = try SystemProcessRunner().run(request)
            let output = ProcessOutput(status: result.status,
                                       stdout: String(decoding: result.standardOutput, as: UTF8.self),
                                       stderr: String(decoding: result.standardError, as: UTF8.self))
            attempts += 1
            guard output.status == 126, output.stderr.contains("Text file busy"), attempts < 40 else { return output }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Whether the tests run in continuous integration (`CI` set, as CI services and `.ci/run`
    /// set it), where a test that needs a missing tool fails instead of being skipped.
    public static var isContinuousIntegration: Bool {
        !["", "0", "false"].contains(ProcessInfo.processInfo.environment["CI"] ?? "")
    }

    /// Whether a program can be found on PATH.
    public static func isAvailable(_ program: String) -> Bool {
        (try? run(["sh", "-c", "command -v \(program)"]))?.status == 0
    }
}

/// A git repository made for a test from a copy of some folder, committed once as `base`.
public struct GitRepository {
    public let folder: URL

    public init(copying source: URL, into scratch: TemporaryDirectory, as name: String = "repo") throws {
        folder = try scratch.copy(source, as: name)
        try git("init", "-q")
        try git("add", "-A")
        try git("commit", "-q", "-m", "base")
    }

    /// Runs git in the repository with a fixed identity; throws when git fails.
    public func git(_ arguments: String...) throws {
        let result = try Shell.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid"] + arguments, in: folder)
        guard result.status == 0 else { throw GitFailure(arguments: arguments, message: result.stderr) }
    }

    public struct GitFailure: Error, CustomStringConvertible {
        public var arguments: [String]
        public var message: String
        public var description: String { "git \(arguments.joined(separator: " ")): \(message)" }
    }
}
