import ArchCore

/// One thing wrong with a `.archrules` file.
public struct ArchRulesProblem: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var location: SourceLocation
    /// What is wrong, without the suggestion: `unknown keyword 'laye'`.
    public var message: String
    /// The nearest valid word, when there is a plausible one: `layer`.
    public var suggestion: String?

    public init(location: SourceLocation, message: String, suggestion: String? = nil) {
        self.location = location
        self.message = message
        self.suggestion = suggestion
    }

    /// The message with the suggestion appended: `unknown keyword 'laye'; did you mean 'layer'?`
    public var fullMessage: String {
        guard let suggestion else { return message }
        return "\(message); did you mean '\(suggestion.shortenedForMessage)'?"
    }

    /// `path:line:col: error: message`, the form compilers use, so editors can jump to it.
    public var description: String { "\(location): error: \(fullMessage)" }

    /// The problem as a pipeline diagnostic, for reports that mix it with other findings.
    public func diagnostic(ruleID: String) -> Diagnostic {
        Diagnostic(ruleID: ruleID, severity: .error, message: fullMessage, location: location)
    }
}

/// Why a `.archrules` file could not be read: every problem found, sorted by location.
public struct ArchRulesError: Error, Sendable, Equatable, CustomStringConvertible {
    public var problems: [ArchRulesProblem]

    public init(problems: [ArchRulesProblem]) {
        self.problems = problems
    }

    /// One `path:line:col: error: …` line per problem.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
