/// A command line that does not match the spec: the user's mistake, explained precisely
/// together with the usage of the command it was meant for.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// `option` is spelt as the user typed it, e.g. `--fromat`.
        case unknownOption(String, suggestion: String?)
        case unknownSubcommand(String, suggestion: String?)
        case missingSubcommand(expected: [String])
        case missingValue(option: String)
        case valueNotAllowed(option: String, value: String, allowed: [String], suggestion: String?)
        case flagGivenValue(option: String, value: String)
        case repeatedOption(String)
        /// A positional word beyond what the command accepts.
        case unexpectedArgument(String)
        case missingArgument(String)
    }

    /// The exit status for usage and configuration errors, by the tool's convention.
    public static let exitCode: Int32 = 2

    public let kind: Kind
    /// The command the mistake was made in, starting with the program name.
    public let commandPath: [String]
    /// The usage line of that command, starting with `Usage: `, wrapped at 80 columns.
    public let usage: String

    public init(kind: Kind, commandPath: [String], usage: String) {
        self.kind = kind
        self.commandPath = commandPath
        self.usage = usage
    }

    /// One sentence, without the `error: ` prefix.
    public var message: String {
        switch kind {
        case let .unknownOption(option, suggestion):
            return "unknown option '\(option)'" + Self.didYouMean(suggestion)
        case let .unknownSubcommand(word, suggestion):
            return "unknown subcommand '\(word)'" + Self.didYouMean(suggestion)
        case let .missingSubcommand(expected):
            return "missing subcommand; expected one of: \(expected.joined(separator: ", "))"
        case let .missingValue(option):
            return "missing value for option '\(option)'"
        case let .valueNotAllowed(option, value, allowed, suggestion):
            return "invalid value '\(value)' for option '\(option)' (allowed: \(allowed.joined(separator: ", ")))"
                + Self.didYouMean(suggestion)
        case let .flagGivenValue(option, value):
            return "option '\(option)' takes no value, but was given '\(value)'"
        case let .repeatedOption(option):
            return "option '\(option)' may only be given once"
        case let .unexpectedArgument(word):
            return "unexpected argument '\(word)'"
        case let .missingArgument(name):
            return "missing required argument '<\(name)>'"
        }
    }

    /// Where to read more, e.g. `See 'archkit check --help'.`
    public var helpHint: String {
        "See '\(commandPath.joined(separator: " ")) --help'."
    }

    /// The full report for standard error, without a trailing newline.
    public var rendered: String {
        "error: \(message)\n\n\(usage)\n\(helpHint)"
    }

    public var description: String { rendered }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
