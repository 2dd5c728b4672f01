import Foundation

/// A program to run, and how.
public struct ProcessRequest: Sendable {
    /// An absolute path.
    public var executable: String
    public var arguments: [String]
    /// The working folder; nil keeps this process's.
    public var directory: URL?
    /// Variables set on top of the inherited ones.
    public var environment: [String: String]
    /// How long the program may run before it is stopped, with everything it started; nil waits for ever.
    public var timeout: Duration?
    /// Whether the program gets a fresh temporary folder of its own as `TMPDIR`, removed with
    /// everything in it once the program and its descendants are gone: for programs, such as
    /// SwiftPM, that leave files in the shared temporary folder.
    public var isolatesTemporaryFolder: Bool
    /// Whether the program, with everything it starts, must end with archkit however archkit
    /// ends, SIGKILL included: for programs that run the repository's code and may never
    /// finish, such as SwiftPM evaluating a manifest. It runs through the runner's launcher
    /// (see `ChildLauncher`), which costs a start of archkit itself, some milliseconds; short
    /// programs such as git do without.
    public var endsWithArchkit: Bool

    public init(_ executable: String, arguments: [String], directory: URL? = nil, environment: [String: String] = [:],
                timeout: Duration? = nil, isolatesTemporaryFolder: Bool = false, endsWithArchkit: Bool = false) {
        self.executable = executable
        self.arguments = arguments
        self.directory = directory
        self.environment = environment
        self.timeout = timeout
        self.isolatesTemporaryFolder = isolatesTemporaryFolder
        self.endsWithArchkit = endsWithArchkit
    }
}

/// What a finished program left behind.
public struct ProcessResult: Sendable {
    /// The exit status; 128 + the signal's number when a signal ended the program, as shells report it.
    public var status: Int32
    public var standardOutput: Data
    public var standardError: Data
    /// Whether the program outlived its timeout and was stopped.
    public var timedOut: Bool

    public init(status: Int32, standardOutput: Data, standardError: Data, timedOut: Bool = false) {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.timedOut = timedOut
    }
}

/// Runs a program to completion. Injected so that tests can count or replace what the SwiftPM
/// reader runs.
public protocol ProcessRunning: Sendable {
    func run(_ request: ProcessRequest) throws -> ProcessResult
}

extension ProcessRunning {
    /// Runs the program at the absolute path `executable` with `arguments`, without a timeout.
    public func run(_ executable: String, arguments: [String]) throws -> ProcessResult {
        try run(ProcessRequest(executable, arguments: arguments))
    }
}

/// Runs programs with `posix_spawn`, each leading a session (and process group) of its own,
/// so that a timeout or an interruption stops the program together with everything it
/// started (SwiftPM runs the compiled manifest as a child of its own). Every program archkit
/// and its tests run goes through here.
public struct SystemProcessRunner: ProcessRunning {
    /// Where running children are kept, for an interruption to stop them.
    public let runningChildren: RunningChildren
    /// How long a stopped program gets between SIGTERM and SIGKILL.
    public let terminationGrace: Duration

    public init(runningChildren: RunningChildren = RunningChildren(), terminationGrace: Duration = .seconds(1)) {
        self.runningChildren = runningChildren
        self.terminationGrace = terminationGrace
    }

    /// - Parameters:
    ///   - directory: the working folder; nil keeps this process's.
    ///   - environment: variables set on top of the inherited ones.
    public func run(_ executable: String, arguments: [String], directory: URL?, environment: [String: String]) throws -> ProcessResult {
        try run(ProcessRequest(executable, arguments: arguments, directory: directory, environment: environment))
    }

    public func run(_ request: ProcessRequest) throws -> ProcessResult {
        var environment = Self.environment(ProcessInfo.processInfo.environment.merging(request.environment) { $1 })
        let scratch = request.isolatesTemporaryFolder ? try ScratchFolder.makeUnique(prefix: "archkit-scratch") : nil
        if let scratch { environment["TMPDIR"] = scratch.path }
        let child: SpawnedChild
        do {
            child = try runningChildren.start(scratchFolder: scratch) {
                try SpawnedChild(executable: request.executable, arguments: request.arguments,
                                 directory: request.directory, environment: environment,
                                 launcher: request.endsWithArchkit ? runningChildren.launcher : nil, scratchFolder: scratch)
            }
        } catch {
            if let scratch { ScratchFolder.removeTree(at: scratch) }
            throw error
        }
        let supervised = child.supervise(timeout: request.timeout, grace: terminationGrace)
        // The child's session is gone: nothing writes into the scratch folder any more.
        if let scratch { ScratchFolder.removeTree(at: scratch) }
        let waitStatus = runningChildren.finish(child.processID)
        return ProcessResult(status: SpawnedChild.exitStatus(fromWaitStatus: waitStatus), standardOutput: supervised.output,
                             standardError: supervised.errors, timedOut: supervised.timedOut)
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

/// Why a program could not be started.
public struct ProcessLaunchError: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
