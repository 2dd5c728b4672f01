/// Typed handles on a command's options and arguments. Each is declared once, as a constant;
/// the same constant makes the spec entry and reads the parsed value, so a misspelt option
/// does not compile and a value is read as the type it was declared with.

/// A flag such as `--strict`: given or not.
public struct Flag: Sendable, Hashable {
    public let longName: String
    public let shortName: Character?

    public init(_ longName: String, short: Character? = nil) {
        self.longName = longName
        shortName = short
    }

    /// The spec entry, with this command's help.
    public func spec(help: String) -> OptionSpec {
        .flag(longName, short: shortName, help: help)
    }
}

/// An option that takes one value, such as `--format <format>`, read as `Value`.
public struct Option<Value: Sendable>: Sendable {
    public let longName: String
    public let shortName: Character?
    /// How the value is called in help, without angle brackets.
    public let valueName: String
    let allowedValues: [String]
    /// What shell completion offers for the value, when its name and allowed values do not tell.
    let completion: Completion?
    let decode: @Sendable (String) -> Value?
    let encode: @Sendable (Value) -> String

    /// - Parameters:
    ///   - decode: the value of a word the parser accepted; nil only for a word the spec's
    ///     allowed values would have refused.
    init(_ longName: String, short: Character?, valueName: String, allowedValues: [String], completion: Completion? = nil,
         decode: @escaping @Sendable (String) -> Value?, encode: @escaping @Sendable (Value) -> String) {
        self.longName = longName
        shortName = short
        self.valueName = valueName
        self.allowedValues = allowedValues
        self.completion = completion
        self.decode = decode
        self.encode = encode
    }

    /// The spec entry, with this command's help and, when the option may be left out, the
    /// value it then has.
    public func spec(help: String, defaultValue: Value? = nil) -> OptionSpec {
        var option = OptionSpec.value(longName, short: shortName, valueName: valueName, help: help, allowedValues: allowedValues,
                                      defaultValue: defaultValue.map(encode))
        option.completion = completion
        return option
    }
}

extension Option where Value == String {
    /// An option whose value is any word; shell completion offers `completion` for it.
    public init(_ longName: String, short: Character? = nil, valueName: String, completion: Completion? = nil) {
        self.init(longName, short: short, valueName: valueName, allowedValues: [], completion: completion,
                  decode: { $0 }, encode: { $0 })
    }
}

extension Option {
    /// An option whose value is a case of `Value`: the spec lists exactly the cases, so the
    /// parser refuses anything else as a usage error.
    public static func choice(_ longName: String, short: Character? = nil, valueName: String) -> Option
    where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
        Option(longName, short: short, valueName: valueName, allowedValues: Value.allCases.map(\.rawValue),
               decode: { Value(rawValue: $0) }, encode: { $0.rawValue })
    }
}

/// An option that may be given any number of times, such as `--set key=value`.
public struct RepeatableOption: Sendable, Hashable {
    public let longName: String
    /// How the value is called in help, without angle brackets.
    public let valueName: String

    public init(_ longName: String, valueName: String) {
        self.longName = longName
        self.valueName = valueName
    }

    /// The spec entry, with this command's help.
    public func spec(help: String, completion: Completion? = nil) -> OptionSpec {
        .repeatable(longName, valueName: valueName, help: help, completion: completion)
    }
}

/// A positional argument such as `<path>`.
public struct Argument: Sendable, Hashable {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public func required(help: String, completion: Completion = .files) -> PositionalSpec {
        .required(name, help: help, completion: completion)
    }

    public func optional(help: String, defaultValue: String? = nil, completion: Completion = .files) -> PositionalSpec {
        .optional(name, help: help, defaultValue: defaultValue, completion: completion)
    }
}

extension ParsedCommand {
    /// Whether the flag was given.
    public subscript(flag: Flag) -> Bool {
        self.flag(flag.longName)
    }

    /// The option's value, or its declared default when it was not given; nil when neither.
    /// The parser has already refused words the option does not allow, so a word that reads
    /// as no value is a spec that does not list the type's values: a programming error, which traps.
    public subscript<Value>(option: Option<Value>) -> Value? {
        guard let word = value(option.longName) else { return nil }
        guard let value = option.decode(word) else {
            preconditionFailure("'--\(option.longName)' has the value '\(word)', which is not a \(Value.self)")
        }
        return value
    }

    /// Every value given to the option, in order.
    public subscript(option: RepeatableOption) -> [String] {
        values(option.longName)
    }

    /// The word given for the argument, or its declared default.
    public subscript(argument: Argument) -> String? {
        positional(argument.name)
    }

    /// Whether the option was given on the command line, as opposed to taking its default.
    public func isGiven<Value>(_ option: Option<Value>) -> Bool {
        isGiven(option.longName)
    }

    public func isGiven(_ option: RepeatableOption) -> Bool {
        isGiven(option.longName)
    }

    /// The flag as written on a command line when it was given, and nothing otherwise: for
    /// passing it on to another command.
    public func passingOn(_ flag: Flag) -> [String] {
        self[flag] ? ["--" + flag.longName] : []
    }

    /// The option and the word given for it when it was given, and nothing otherwise: for
    /// passing it on to another command.
    public func passingOn<Value>(_ option: Option<Value>) -> [String] {
        guard isGiven(option.longName), let word = value(option.longName) else { return [] }
        return ["--" + option.longName, word]
    }
}
