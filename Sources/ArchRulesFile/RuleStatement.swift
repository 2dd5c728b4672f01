import ArchCore

/// A `.archrules` statement that a rule declares in its own file: its keyword, how it is
/// written, what it means, and how a line that starts with it is read into the rule's
/// settings. The parser learns these from the rules it is given (`RulesVocabulary`), so a rule
/// with a new keyword needs no change here.
public struct RuleStatement: Sendable {
    public let keyword: String
    /// How it is written, for the reference pages: `service-locator CALLGLOB…`.
    public let syntax: String
    /// What it means, one or more sentences of Markdown.
    public let meaning: String
    let read: @Sendable (inout RuleStatementLine) -> Void

    public init(_ keyword: String, syntax: String, meaning: String, read: @escaping @Sendable (inout RuleStatementLine) -> Void) {
        self.keyword = keyword
        self.syntax = syntax
        self.meaning = meaning
        self.read = read
    }
}

/// What the parser knows besides its own statements: the rule ids `severity` and `except` may
/// name, and the statements the rules declare.
public struct RulesVocabulary: Sendable {
    public var ruleIDs: Set<String>
    public var statements: [RuleStatement]

    public init(ruleIDs: Set<String>, statements: [RuleStatement] = []) {
        self.ruleIDs = ruleIDs
        self.statements = statements
    }
}

/// The typed name of one rule setting: the value its statements build, starting from
/// `defaultValue`, which is also what the setting reads when the file has none of them. A
/// rule whose lines replace a list of defaults starts from the empty list and falls back to
/// its defaults itself, so that a file can tell "none written" from "these written".
public struct RuleSettingKey<Value: Sendable & Equatable>: Sendable {
    public let name: String
    public let defaultValue: Value

    public init(_ name: String, default defaultValue: Value) {
        self.name = name
        self.defaultValue = defaultValue
    }
}

/// The settings that rule-declared statements wrote, each under its rule's key.
public struct RuleSettings: Sendable, Equatable {
    private struct Stored: Sendable {
        let value: any Sendable
        let equals: @Sendable (any Sendable) -> Bool
    }

    private var values: [String: Stored] = [:]

    public init() {}

    /// The value written under `key`, or the key's default when no statement wrote one.
    public subscript<Value>(key: RuleSettingKey<Value>) -> Value {
        get { values[key.name].flatMap { $0.value as? Value } ?? key.defaultValue }
        set { values[key.name] = Self.store(newValue) }
    }

    /// Changes the value under `key` in place: the value is taken out first, so that appending
    /// to a list of many entries copies nothing.
    public mutating func modify<Value>(_ key: RuleSettingKey<Value>, _ body: (inout Value) -> Void) {
        var value = values.removeValue(forKey: key.name).flatMap { $0.value as? Value } ?? key.defaultValue
        body(&value)
        values[key.name] = Self.store(value)
    }

    private static func store<Value: Sendable & Equatable>(_ value: Value) -> Stored {
        Stored(value: value, equals: { ($0 as? Value) == value })
    }

    public static func == (lhs: RuleSettings, rhs: RuleSettings) -> Bool {
        lhs.values.count == rhs.values.count && lhs.values.allSatisfy { name, stored in
            rhs.values[name].map { stored.equals($0.value) } ?? false
        }
    }
}

/// One line of a rule-declared statement, as its rule reads it: the words after the keyword,
/// places to report problems at, and the settings written so far.
public struct RuleStatementLine {
    /// The keyword, as written.
    public let keyword: String
    public var settings: RuleSettings
    let line: RulesLine
    let file: String
    var problems: [ArchRulesProblem] = []
    /// Layer names the line uses, checked against the declared layers once the file is read.
    var layerReferences: [ArchitectureRules.Reference] = []

    init(line: RulesLine, file: String, settings: RuleSettings) {
        self.keyword = line.tokens[0].text
        self.line = line
        self.file = file
        self.settings = settings
    }

    /// A word of the line, with the column it starts at.
    public struct Word: Sendable {
        public let text: String
        public let column: Int
    }

    /// The words after the keyword, quoted ones included. Separators (`=`, `->`) are reported as
    /// unexpected; a line with no words is reported with `missing`, just after the keyword.
    public mutating func words(missing: String) -> [Word] {
        line.words(from: 1, missing: missing) { report($0, at: $1) }.map { Word(text: $0.text, column: $0.column) }
    }

    public mutating func report(_ message: String, at column: Int, suggestion: String? = nil) {
        problems.append(ArchRulesProblem(location: location(of: column), message: message, suggestion: suggestion))
    }

    public func location(of column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line.number, column: column)
    }

    public func pattern(_ word: Word) -> ArchitectureRules.Pattern {
        ArchitectureRules.Pattern(Glob(word.text), at: location(of: word.column))
    }

    /// A layer name; one that no `layer` or `module` line declares is reported once the whole
    /// file is read, since statements come in any order.
    public mutating func layer(_ word: Word) -> ArchitectureRules.Reference {
        let reference = ArchitectureRules.Reference(name: word.text, location: location(of: word.column))
        layerReferences.append(reference)
        return reference
    }

    /// Whether `text` is a Swift-style identifier: letters, digits and underscores, not
    /// starting with a digit.
    public static func isIdentifier(_ text: String) -> Bool {
        StatementReader.isIdentifier(text)
    }

    /// What `isIdentifier` asks, in the words of a message.
    public static let identifierRule = StatementReader.identifierRule
}
