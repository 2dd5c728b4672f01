import ArchArguments
import ArchCore
import Foundation

/// What running a command produced. Commands return their output instead of printing it, so
/// that the executable stays a one-liner and tests can run every command in-process.
public struct CommandResult: Sendable {
    public var stdout: String
    public var stderr: String
    public var exitCode: Int32

    public init(stdout: String = "", stderr: String = "", exitCode: Int32 = ExitCode.success) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
    }
}

/// The documented exit codes.
public enum ExitCode {
    /// No errors; warnings are allowed unless `--strict`.
    public static let success: Int32 = 0
    /// Errors were found (or warnings, with `--strict`).
    public static let violations: Int32 = 1
    /// The command line or the configuration is wrong; nothing was checked.
    public static let usage: Int32 = 2
}

/// The command-line entry point: parses the arguments and hands them to a command.
/// What the process's standard streams are connected to, which decides whether output may be
/// coloured. The executable asks the system; in-process callers are not terminals.
public struct Terminal: Sendable, Equatable {
    public var standardOutputIsTerminal: Bool
    public var standardErrorIsTerminal: Bool

    public init(standardOutputIsTerminal: Bool = false, standardErrorIsTerminal: Bool = false) {
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardErrorIsTerminal = standardErrorIsTerminal
    }
}

public struct ArchKit: Sendable {
    private let environment: [String: String]
    private let workingDirectory: URL
    private let shutdown: SignalShutdown
    private let keptUntilExit: KeptUntilExit?
    private let terminal: Terminal

    /// - Parameters:
    ///   - shutdown: what stops the children and runs the cleanups on SIGINT, SIGTERM and
    ///     SIGHUP; the executable installs it, in-process callers need not.
    ///   - keptUntilExit: where the executable keeps what a command computed, so that it is not
    ///     freed piece by piece just before the process exits; in-process callers pass none.
    ///   - terminal: whether the standard streams are terminals, for colour.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                shutdown: SignalShutdown = SignalShutdown(), keptUntilExit: KeptUntilExit? = nil, terminal: Terminal = Terminal()) {
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.shutdown = shutdown
        self.keptUntilExit = keptUntilExit
        self.terminal = terminal
    }

    /// `archkit completions SHELL`: the script for the shell, from the command specification.
    static func completions(_ command: ParsedCommand) -> CommandResult {
        let name = command[Arguments.shell] ?? ""
        guard let shell = CompletionScript.Shell(rawValue: name) else {
            let choices = CompletionScript.Shell.allCases.map(\.rawValue).joined(separator: ", ")
            return CommandResult(stderr: "error: no completions for '\(name.shortenedForMessage)'; choose from \(choices)\n",
                                 exitCode: ExitCode.usage)
        }
        return CommandResult(stdout: CompletionScript.script(for: CommandTree.root, shell: shell))
    }

    /// - Parameter arguments: the arguments without the program name.
    public func run(_ arguments: [String]) -> CommandResult {
        let context = CommandContext(environment: environment, workingDirectory: workingDirectory, shutdown: shutdown,
                                     keptUntilExit: keptUntilExit, terminal: terminal)
        // The completion scripts' questions, which no user types: not part of the interface.
        if arguments.first == CompletionCallback.command {
            return CompletionCandidates.run(Array(arguments.dropFirst()), context: context)
        }
        let parser = CommandLineParser(root: CommandTree.root)
        // A bare `archkit` is a question about what it can do.
        if arguments.isEmpty {
            return CommandResult(stdout: (parser.helpText(forCommandPath: ["archkit"]) ?? "") + "\n")
        }
        let outcome: ParseOutcome
        do {
            outcome = try parser.parse(arguments)
        } catch {
            return CommandResult(stderr: error.rendered + "\n", exitCode: UsageError.exitCode)
        }
        switch outcome {
        case .help(let request):
            return CommandResult(stdout: request.text + "\n")
        case .version(let version):
            return CommandResult(stdout: version + "\n")
        case .run(let command):
            switch command.commandPath.dropFirst().first {
            case "init": return InitCommand(context: context).run(command)
            case "check": return CheckCommand(context: context).run(command)
            case "fix": return FixCommand(context: context).run(command)
            case "graph": return GraphCommand(context: context).run(command)
            case "diff": return DiffCommand(context: context).run(command)
            case "affected": return AffectedCommand(context: context).run(command)
            case "rules": return RulesCommand().run(command)
            case "new": return NewCommand(context: context).run(command)
            case "templates": return TemplatesCommand(context: context).run(command)
            case "completions": return Self.completions(command)
            default:
                return CommandResult(stdout: (parser.helpText(forCommandPath: command.commandPath) ?? "") + "\n")
            }
        }
    }
}
