import ArchCore

/// Parses command-line arguments against a tree of `CommandSpec`s.
///
/// The parser prints nothing and keeps no state between calls: it returns what was asked for,
/// or throws a `UsageError` that carries its own rendering.
public struct CommandLineParser: Sendable {
    public let root: CommandSpec

    public init(root: CommandSpec) {
        assert(root.validationProblems().isEmpty, "malformed command spec: \(root.validationProblems())")
        self.root = root
    }

    /// Parses `arguments`, which exclude the program name.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParseOutcome {
        var run = ParseRun(root: root, arguments: arguments)
        return try run.parse()
    }

    /// The help page of the command at `commandPath` (starting with the root's name),
    /// or nil if there is no such command.
    public func helpText(forCommandPath commandPath: [String]) -> String? {
        chain(for: commandPath).map { HelpRenderer(chain: $0).help() }
    }

    private func chain(for commandPath: [String]) -> [CommandSpec]? {
        guard commandPath.first == root.name else { return nil }
        var chain = [root]
        for name in commandPath.dropFirst() {
            guard let next = chain[chain.count - 1].subcommand(named: name) else { return nil }
            chain.append(next)
        }
        return chain
    }
}

/// One pass over the arguments. Each command of the path owns the options declared on it;
/// a word in subcommand position selects the next command.
private struct ParseRun {
    let arguments: [String]
    private var chain: [CommandSpec]
    private var levels: [ParsedLevel]
    private var index = 0
    /// Set by `--`: every later argument is a positional word.
    private var optionsEnded = false

    init(root: CommandSpec, arguments: [String]) {
        self.arguments = arguments
        chain = [root]
        levels = [ParsedLevel()]
    }

    private var current: CommandSpec { chain[chain.count - 1] }

    mutating func parse() throws(UsageError) -> ParseOutcome {
        while index < arguments.count {
            let stepStart = index
            do throws(UsageError) {
                if let outcome = try step() { return outcome }
            } catch {
                // Asking for help wins over any mistake made on the way to asking.
                if helpIsRequested(from: stepStart) { return helpOutcome() }
                throw error
            }
        }
        try finish()
        return .run(ParsedCommand(chain: chain, levels: levels))
    }

    // MARK: Steps

    /// Consumes one argument (and its value, if it takes one). Returns an outcome when the
    /// argument ends parsing early: help or version.
    private mutating func step() throws(UsageError) -> ParseOutcome? {
        let argument = arguments[index]
        if !optionsEnded {
            if argument == "--" {
                optionsEnded = true
                index += 1
                return nil
            }
            if Self.isHelpRequest(argument) { return helpOutcome() }
            if argument == "--version", chain.count == 1, let version = current.version {
                return .version(version)
            }
            if argument.hasPrefix("--") {
                try parseLongOption(argument)
                return nil
            }
            if argument.hasPrefix("-"), argument.count > 1 {
                try parseShortOptions(argument)
                return nil
            }
        }
        return try parseWord(argument)
    }

    /// `--name`, `--name value` or `--name=value`.
    private mutating func parseLongOption(_ argument: String) throws(UsageError) {
        let body = argument.dropFirst(2)
        let name: String
        let inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
            name = String(body[..<equals])
            inlineValue = String(body[body.index(after: equals)...])
        } else {
            name = String(body)
            inlineValue = nil
        }
        guard let option = current.option(named: name) else {
            if descendIntoDefaultSubcommand() { return }
            let suggestion = Suggestion.closest(to: name, in: current.options.map(\.longName))
            throw failure(.unknownOption("--\(name)", suggestion: suggestion.map { "--\($0)" }))
        }
        index += 1
        try apply(option, spelled: "--\(name)", inlineValue: inlineValue)
    }

    /// `-v`, `-f value`, or a group of flags `-vq` whose last letter may take a value.
    private mutating func parseShortOptions(_ argument: String) throws(UsageError) {
        let letters = Array(argument.dropFirst())
        var options: [OptionSpec] = []
        for letter in letters {
            guard let option = current.option(short: letter) else {
                if descendIntoDefaultSubcommand() { return }
                // `-format` is more likely a misspelt `--format` than a group of letters.
                if letters.count > 1, let long = current.option(named: String(letters)) {
                    throw failure(.unknownOption(argument, suggestion: "--\(long.longName)"))
                }
                throw failure(.unknownOption("-\(letter)", suggestion: nil))
            }
            options.append(option)
        }
        index += 1
        for (offset, option) in options.enumerated() {
            let spelled = "-\(letters[offset])"
            if option.takesValue, offset != options.count - 1 {
                throw failure(.missingValue(option: spelled))
            }
            try apply(option, spelled: spelled, inlineValue: nil)
        }
    }

    private mutating func apply(_ option: OptionSpec, spelled: String, inlineValue: String?) throws(UsageError) {
        let level = levels.count - 1
        guard option.takesValue else {
            if let inlineValue { throw failure(.flagGivenValue(option: spelled, value: inlineValue)) }
            levels[level].flags.insert(option.longName)
            return
        }
        let value: String
        if let inlineValue {
            value = inlineValue
        } else {
            // A following option is never taken as a value: `--format --strict` lacks a value.
            guard index < arguments.count, Self.canBeValue(arguments[index]) else {
                throw failure(.missingValue(option: spelled))
            }
            value = arguments[index]
            index += 1
        }
        if option.kind == .value, levels[level].values[option.longName] != nil {
            throw failure(.repeatedOption(spelled))
        }
        if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
            throw failure(.valueNotAllowed(
                option: spelled, value: value, allowed: option.allowedValues,
                suggestion: Suggestion.closest(to: value, in: option.allowedValues)
            ))
        }
        levels[level].values[option.longName, default: []].append(value)
    }

    /// A word that is not an option: a subcommand name, `help`, or a positional argument.
    private mutating func parseWord(_ word: String) throws(UsageError) -> ParseOutcome? {
        let command = current
        guard command.subcommands.isEmpty else {
            if !optionsEnded {
                if let subcommand = command.subcommand(named: word) {
                    push(subcommand)
                    index += 1
                    return nil
                }
                if word == "help" {
                    index += 1
                    return try parseHelpCommand()
                }
            }
            // A word the default subcommand can take, such as a path, selects it implicitly.
            if let fallback = command.defaultSubcommandSpec, optionsEnded || fallback.acceptsWords {
                push(fallback)
                return nil
            }
            if optionsEnded { throw failure(.unexpectedArgument(word)) }
            let suggestion = Suggestion.closest(to: word, in: command.subcommands.map(\.name))
            throw failure(.unknownSubcommand(word, suggestion: suggestion))
        }
        guard levels[levels.count - 1].positionalWords.count < command.positionalCapacity else {
            throw failure(.unexpectedArgument(word))
        }
        levels[levels.count - 1].positionalWords.append(word)
        index += 1
        return nil
    }

    /// `help [subcommand…]`: the remaining words name the command whose help is wanted.
    private mutating func parseHelpCommand() throws(UsageError) -> ParseOutcome {
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if Self.isHelpRequest(word) { continue }
            guard let subcommand = current.subcommand(named: word) else {
                let suggestion = Suggestion.closest(to: word, in: current.subcommands.map(\.name))
                throw failure(.unknownSubcommand(word, suggestion: suggestion))
            }
            push(subcommand)
        }
        return helpOutcome()
    }

    /// Checks what can only be checked once every argument has been seen.
    private mutating func finish() throws(UsageError) {
        while !current.subcommands.isEmpty {
            guard let fallback = current.defaultSubcommandSpec else {
                throw failure(.missingSubcommand(expected: current.subcommands.map(\.name)))
            }
            push(fallback)
        }
        let words = levels[levels.count - 1].positionalWords
        if let missing = PositionalAssignment.firstMissing(words, in: current.positionals) {
            throw failure(.missingArgument(missing.name))
        }
    }

    // MARK: Support

    private mutating func push(_ command: CommandSpec) {
        chain.append(command)
        levels.append(ParsedLevel())
    }

    /// Options the current command does not know may belong to its default subcommand,
    /// as in `archkit --format json` for `archkit check --format json`.
    private mutating func descendIntoDefaultSubcommand() -> Bool {
        guard let fallback = current.defaultSubcommandSpec else { return false }
        push(fallback)
        return true
    }

    private func failure(_ kind: UsageError.Kind) -> UsageError {
        UsageError(kind: kind, commandPath: chain.map(\.name), usage: HelpRenderer(chain: chain).usage())
    }

    private func helpOutcome() -> ParseOutcome {
        .help(HelpRequest(commandPath: chain.map(\.name), text: HelpRenderer(chain: chain).help()))
    }

    private func helpIsRequested(from start: Int) -> Bool {
        guard !optionsEnded else { return false }
        for argument in arguments[start...] {
            if argument == "--" { return false }
            if Self.isHelpRequest(argument) { return true }
        }
        return false
    }

    /// `-h`, `--help`, or a group of short flags containing `h` (which no command may declare).
    private static func isHelpRequest(_ argument: String) -> Bool {
        if argument == "--help" { return true }
        return argument.hasPrefix("-") && !argument.hasPrefix("--") && argument.dropFirst().contains("h")
    }

    /// `-` alone conventionally names standard input, so it is a value; anything else starting
    /// with a dash is an option.
    private static func canBeValue(_ argument: String) -> Bool {
        argument == "-" || !argument.hasPrefix("-")
    }
}
