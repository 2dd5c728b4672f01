@testable import ArchArguments
import Testing

/// A command tree shaped like a real tool: a default subcommand with options of every kind,
/// a nested group, and variadic arguments.
enum SampleSpecs {
    static let check = CommandSpec(
        name: "check",
        abstract: "Check the architecture rules.",
        options: [
            .value("format", short: "f", help: "Output format.", allowedValues: ["xcode", "json"], defaultValue: "xcode"),
            .flag("strict", short: "s", help: "Treat warnings as errors."),
            .flag("quiet", short: "q", help: "Print nothing on success."),
            .repeatable("set", valueName: "key=value", help: "Override a setting."),
            .value("config", short: "c", valueName: "file", help: "Configuration file."),
        ],
        positionals: [.optional("path", help: "The package root.", defaultValue: ".")]
    )

    static let graph = CommandSpec(
        name: "graph",
        abstract: "Print the module graph.",
        options: [.value("output", short: "o", valueName: "file", help: "Where to write the graph.")],
        positionals: [.variadic("modules", help: "Modules to start from.")]
    )

    static let feature = CommandSpec(
        name: "feature",
        abstract: "Create a feature module.",
        options: [.flag("dry-run", help: "Show what would be created.")],
        positionals: [.required("name", help: "The feature's name.")]
    )

    static let module = CommandSpec(
        name: "module",
        abstract: "Create plain modules.",
        positionals: [.variadic("names", help: "The modules' names.", atLeastOne: true)]
    )

    static let new = CommandSpec(
        name: "new",
        abstract: "Create modules from templates.",
        subcommands: [feature, module]
    )

    static let root = CommandSpec(
        name: "archkit",
        abstract: "Checks the architecture of Swift packages.",
        version: "1.2.3",
        subcommands: [check, graph, new],
        defaultSubcommand: "check"
    )

    static let parser = CommandLineParser(root: root)
}

/// Parses and expects a command to run.
func parsed(_ arguments: [String], with parser: CommandLineParser = SampleSpecs.parser) throws -> ParsedCommand {
    let outcome = try parser.parse(arguments)
    guard case let .run(command) = outcome else {
        Issue.record("expected a command to run, got \(outcome)")
        throw UnexpectedOutcome()
    }
    return command
}

/// Parses and expects a usage error.
func usageError(_ arguments: [String], with parser: CommandLineParser = SampleSpecs.parser) -> UsageError? {
    do {
        let outcome = try parser.parse(arguments)
        Issue.record("expected a usage error, got \(outcome)")
        return nil
    } catch {
        return error
    }
}

/// Parses and expects a help request.
func helpRequest(_ arguments: [String], with parser: CommandLineParser = SampleSpecs.parser) throws -> HelpRequest {
    let outcome = try parser.parse(arguments)
    guard case let .help(request) = outcome else {
        Issue.record("expected a help request, got \(outcome)")
        throw UnexpectedOutcome()
    }
    return request
}

struct UnexpectedOutcome: Error {}
