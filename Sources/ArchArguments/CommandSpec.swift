/// A command of the command-line interface: what it is called, what it accepts and how it
/// is explained in `--help`.
///
/// Specs are plain values so that the whole interface can be declared in one place, compared
/// in tests and rendered without running anything.
public struct CommandSpec: Sendable, Hashable {
    /// The word that selects this command, or the program name for the root command.
    public var name: String
    /// One line shown after `OVERVIEW:` and in the parent's list of subcommands.
    public var abstract: String
    /// Longer explanation shown in `--help` below the overview. Paragraphs are separated by
    /// blank lines; a paragraph whose lines are indented is shown as written (for examples).
    public var discussion: String?
    /// Enables `--version` on the root command. Ignored on subcommands.
    public var version: String?
    public var options: [OptionSpec]
    /// Positional arguments, in the order they are accepted. Only a command without
    /// subcommands may declare them.
    public var positionals: [PositionalSpec]
    public var subcommands: [CommandSpec]
    /// The subcommand used when none is named, e.g. `archkit` meaning `archkit check`.
    public var defaultSubcommand: String?

    public init(
        name: String,
        abstract: String,
        discussion: String? = nil,
        version: String? = nil,
        options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [],
        subcommands: [CommandSpec] = [],
        defaultSubcommand: String? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.version = version
        self.options = options
        self.positionals = positionals
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
    }

    public func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    public func option(named longName: String) -> OptionSpec? {
        options.first { $0.longName == longName }
    }

    public func option(short: Character) -> OptionSpec? {
        options.first { $0.shortName == short }
    }

    public func positional(named name: String) -> PositionalSpec? {
        positionals.first { $0.name == name }
    }

    var defaultSubcommandSpec: CommandSpec? {
        defaultSubcommand.flatMap(subcommand(named:))
    }

    /// Whether a bare word given to this command could mean something to it.
    var acceptsWords: Bool {
        !positionals.isEmpty || !subcommands.isEmpty
    }

    /// How many positional words this command takes at most.
    var positionalCapacity: Int {
        if positionals.contains(where: \.arity.isVariadic) { return Int.max }
        return positionals.count
    }
}

/// A named option such as `--format <format>`, `-f <format>` or `--strict`.
public struct OptionSpec: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Present or absent; takes no value.
        case flag
        /// Takes one value and may be given at most once.
        case value
        /// Takes one value each time and may be given any number of times.
        case repeatable
    }

    /// The name without dashes: `format` for `--format`.
    public var longName: String
    /// The letter without its dash: `f` for `-f`.
    public var shortName: Character?
    public var kind: Kind
    /// How the value is called in help, without angle brackets: `dir` for `<dir>`.
    public var valueName: String
    public var help: String
    /// When not empty, the only values accepted.
    public var allowedValues: [String]
    /// What the option means when it is not given; shown in help and returned by `value(_:)`.
    public var defaultValue: String?

    public init(
        longName: String,
        shortName: Character? = nil,
        kind: Kind,
        valueName: String? = nil,
        help: String,
        allowedValues: [String] = [],
        defaultValue: String? = nil
    ) {
        self.longName = longName
        self.shortName = shortName
        self.kind = kind
        self.valueName = valueName ?? longName
        self.help = help
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
    }

    public static func flag(_ longName: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(longName: longName, shortName: short, kind: .flag, help: help)
    }

    public static func value(
        _ longName: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: String,
        allowedValues: [String] = [],
        defaultValue: String? = nil
    ) -> OptionSpec {
        OptionSpec(
            longName: longName, shortName: short, kind: .value, valueName: valueName,
            help: help, allowedValues: allowedValues, defaultValue: defaultValue
        )
    }

    public static func repeatable(
        _ longName: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: String,
        allowedValues: [String] = [],
        completion: Completion? = nil
    ) -> OptionSpec {
        var option = OptionSpec(
            longName: longName, shortName: short, kind: .repeatable, valueName: valueName,
            help: help, allowedValues: allowedValues
        )
        option.completion = completion
        return option
    }

    var takesValue: Bool { kind != .flag }

    /// What shell completion offers for the option's value when the value's name and allowed
    /// values do not tell: `--report`'s formats, say, which its value starts with.
    public var completion: Completion?

    /// What shell completion offers for the option's value: `completion`, else its allowed
    /// values, else paths when its value names a folder or a file, else nothing.
    public var valueCompletion: Completion {
        if let completion { return completion }
        if !allowedValues.isEmpty { return .words(allowedValues) }
        if valueName.contains("dir") { return .directories }
        if valueName.contains("file") { return .files }
        return .nothing
    }
}

/// What shell completion offers for a value: fixed words, paths, words the program lists when
/// completion runs, or nothing (a new name).
public enum Completion: Sendable, Hashable {
    case words([String])
    case files
    case directories
    /// What the program prints when the script asks it (see `CompletionCallback`).
    case callback(CompletionCallback)
    case nothing
}

/// Words only the program can know when completion runs, such as the repository's modules or
/// git revisions: the script runs `<program> __complete <name> <the words typed before the
/// value>` and offers the lines it prints. The program prints nothing on any error.
public struct CompletionCallback: Sendable, Hashable {
    /// The hidden command the scripts call back into the program with.
    public static let command = "__complete"

    /// What to list; the program's `__complete` handler knows each name.
    public var name: String
    /// Whether paths are offered too, for a value that may also be a file or folder.
    public var includesFiles: Bool

    public init(_ name: String, includesFiles: Bool = false) {
        self.name = name
        self.includesFiles = includesFiles
    }
}

/// A positional argument such as `<path>`.
public struct PositionalSpec: Sendable, Hashable {
    public enum Arity: Sendable, Hashable {
        case required
        case optional
        /// Any number of words, including none. Must be the last positional.
        case zeroOrMore
        /// At least one word. Must be the last positional.
        case oneOrMore

        var isVariadic: Bool { self == .zeroOrMore || self == .oneOrMore }
        var isRequired: Bool { self == .required || self == .oneOrMore }
    }

    /// The name used by `positional(_:)` and shown in help as `<name>`.
    public var name: String
    public var help: String
    public var arity: Arity
    /// What an absent optional argument means; shown in help and returned by `positional(_:)`.
    public var defaultValue: String?
    /// What shell completion offers for it.
    public var completion: Completion

    public init(name: String, help: String, arity: Arity, defaultValue: String? = nil, completion: Completion = .files) {
        self.name = name
        self.help = help
        self.arity = arity
        self.defaultValue = defaultValue
        self.completion = completion
    }

    public static func required(_ name: String, help: String, completion: Completion = .files) -> PositionalSpec {
        PositionalSpec(name: name, help: help, arity: .required, completion: completion)
    }

    public static func optional(_ name: String, help: String, defaultValue: String? = nil, completion: Completion = .files) -> PositionalSpec {
        PositionalSpec(name: name, help: help, arity: .optional, defaultValue: defaultValue, completion: completion)
    }

    public static func variadic(_ name: String, help: String, atLeastOne: Bool = false) -> PositionalSpec {
        PositionalSpec(name: name, help: help, arity: atLeastOne ? .oneOrMore : .zeroOrMore)
    }
}
