/// What the command line asked for.
public enum ParseOutcome: Sendable, Hashable {
    /// Run a command with these values.
    case run(ParsedCommand)
    /// Show help (`-h`, `--help`, `help <subcommand>`); the caller prints it and exits with 0.
    case help(HelpRequest)
    /// Show the root command's version (`--version`); the caller prints it and exits with 0.
    case version(String)
}

/// A request to show the help of one command.
public struct HelpRequest: Sendable, Hashable {
    /// The command whose help was asked for, starting with the program name.
    public let commandPath: [String]
    /// The rendered help page, without a trailing newline.
    public let text: String

    public init(commandPath: [String], text: String) {
        self.commandPath = commandPath
        self.text = text
    }
}

/// The chosen command and the values given to it and to the commands above it.
///
/// Callers read values through the typed keys that declared them (`Flag`, `Option`,
/// `RepeatableOption`, `Argument`), so a misspelt name does not compile. The accessors by name
/// beneath them trap on a name that the chosen command path does not declare, or on a flag
/// asked for its value: a key used with a command that does not declare it fails its first test
/// instead of reading as "absent".
public struct ParsedCommand: Sendable, Hashable {
    /// The command names from the program name down to the chosen command,
    /// e.g. `["archkit", "new", "feature"]`.
    public let commandPath: [String]

    private let options: [String: OptionSpec]
    private let positionalSpecs: [String: PositionalSpec]
    private let givenFlags: Set<String>
    private let givenValues: [String: [String]]
    private let givenPositionals: [String: [String]]

    /// Merges the values parsed at each level of the command path. An option declared at a
    /// deeper level hides one of the same name further up.
    init(chain: [CommandSpec], levels: [ParsedLevel]) {
        commandPath = chain.map(\.name)
        var options: [String: OptionSpec] = [:]
        var givenFlags: Set<String> = []
        var givenValues: [String: [String]] = [:]
        for (command, level) in zip(chain, levels).reversed() {
            for option in command.options where options[option.longName] == nil {
                options[option.longName] = option
                if level.flags.contains(option.longName) { givenFlags.insert(option.longName) }
                if let values = level.values[option.longName] { givenValues[option.longName] = values }
            }
        }
        self.options = options
        self.givenFlags = givenFlags
        self.givenValues = givenValues

        let leaf = chain[chain.count - 1]
        positionalSpecs = Dictionary(uniqueKeysWithValues: leaf.positionals.map { ($0.name, $0) })
        givenPositionals = PositionalAssignment.assign(levels[levels.count - 1].positionalWords, to: leaf.positionals)
    }

    /// Whether the flag `--name` was given.
    func flag(_ name: String) -> Bool {
        let option = declaredOption(name)
        precondition(option.kind == .flag, "'--\(name)' of '\(commandLine)' takes a value; use value(_:) or values(_:)")
        return givenFlags.contains(name)
    }

    /// The value of `--name`, or its declared default when it was not given.
    /// For a repeatable option, the last value given.
    func value(_ name: String) -> String? {
        let option = declaredOption(name)
        precondition(option.kind != .flag, "'--\(name)' of '\(commandLine)' is a flag; use flag(_:)")
        return givenValues[name]?.last ?? option.defaultValue
    }

    /// Whether `--name` was given on the command line, as opposed to taking its default.
    func isGiven(_ name: String) -> Bool {
        let option = declaredOption(name)
        return option.kind == .flag ? givenFlags.contains(name) : givenValues[name] != nil
    }

    /// Every value given to `--name`, in order; the declared default alone when none was given.
    func values(_ name: String) -> [String] {
        let option = declaredOption(name)
        precondition(option.kind != .flag, "'--\(name)' of '\(commandLine)' is a flag; use flag(_:)")
        return givenValues[name] ?? option.defaultValue.map { [$0] } ?? []
    }

    /// The word given for the positional argument `<name>`, or its declared default.
    /// For a variadic argument, the first word.
    func positional(_ name: String) -> String? {
        let spec = declaredPositional(name)
        return givenPositionals[name]?.first ?? spec.defaultValue
    }

    /// Every word given for the positional argument `<name>`.
    func positionals(_ name: String) -> [String] {
        let spec = declaredPositional(name)
        return givenPositionals[name] ?? spec.defaultValue.map { [$0] } ?? []
    }

    private var commandLine: String { commandPath.joined(separator: " ") }

    private func declaredOption(_ name: String) -> OptionSpec {
        guard let option = options[name] else {
            preconditionFailure("'--\(name)' is not an option of '\(commandLine)'")
        }
        return option
    }

    private func declaredPositional(_ name: String) -> PositionalSpec {
        guard let spec = positionalSpecs[name] else {
            preconditionFailure("'<\(name)>' is not an argument of '\(commandLine)'")
        }
        return spec
    }
}

/// The values parsed for one command of the path, before they are merged.
struct ParsedLevel: Sendable, Hashable {
    var flags: Set<String> = []
    var values: [String: [String]] = [:]
    var positionalWords: [String] = []
}

/// Hands positional words to the declared arguments in order: one word each, the rest to a
/// trailing variadic argument. Validation guarantees required arguments come first.
enum PositionalAssignment {
    static func assign(_ words: [String], to specs: [PositionalSpec]) -> [String: [String]] {
        var assigned: [String: [String]] = [:]
        var remaining = words[...]
        for spec in specs {
            guard !remaining.isEmpty else { break }
            if spec.arity.isVariadic {
                assigned[spec.name] = Array(remaining)
                remaining = []
            } else {
                assigned[spec.name] = [remaining.removeFirst()]
            }
        }
        return assigned
    }

    /// The first required argument left without a word, if any.
    static func firstMissing(_ words: [String], in specs: [PositionalSpec]) -> PositionalSpec? {
        let assigned = assign(words, to: specs)
        return specs.first { $0.arity.isRequired && assigned[$0.name] == nil }
    }
}
