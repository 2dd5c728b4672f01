import ArchCore

/// The few statement shapes the language has (`KEYWORD NAME = WORD...`, `KEYWORD WORD -> WORD...`,
/// `KEYWORD WORD...`), read in one place so that all statements report mistakes alike.
extension StatementReader {
    static let identifierRule = "(use letters, digits and underscores, not starting with a digit)"

    /// Letters, digits and underscores, not starting with a digit: what can name a Swift module
    /// or end a Swift type name.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first == "_" || first.isLetter else { return false }
        return text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// Reads `KEYWORD NAME = PATTERN ...`. Returns the name when it is usable (even if the
    /// patterns are not), and the patterns that were found.
    mutating func readDefinition(
        _ line: RulesLine, noun: String, patternNoun: String
    ) -> (name: RulesToken?, patterns: [RulesToken]) {
        let tokens = line.tokens
        let keyword = tokens[0]
        guard tokens.count > 1, tokens[1].kind == .word else {
            let column = tokens.count > 1 ? tokens[1].column : keyword.endColumn
            report("missing \(noun) name after '\(keyword.text.shortenedForMessage)'", line, column)
            return (nil, [])
        }
        let nameToken = tokens[1]
        var name: RulesToken? = nameToken
        if !Self.isIdentifier(nameToken.text) {
            report("'\(nameToken.text.shortenedForMessage)' is not a valid \(noun) name \(Self.identifierRule)", line, nameToken.column)
            name = nil
        }
        guard tokens.count > 2, tokens[2].kind == .equals else {
            let column = tokens.count > 2 ? tokens[2].column : nameToken.endColumn
            report("expected '=' after \(noun) name '\(nameToken.text.shortenedForMessage)'", line, column)
            return (name, [])
        }
        let patterns = readWords(line, from: 3, missing: "missing \(patternNoun) after '='")
        return (name, patterns)
    }

    /// Reads `KEYWORD SOURCE... -> TARGET ...`: one or more sources, as in
    /// `forbid Domain Data -> UIKit`. Returns nil when there is no source or no arrow.
    mutating func readArrowStatement(
        _ line: RulesLine, sourceNoun: String
    ) -> (sources: [RulesToken], targets: [RulesToken])? {
        let tokens = line.tokens
        let keyword = tokens[0]
        guard tokens.count > 1, tokens[1].kind == .word else {
            let column = tokens.count > 1 ? tokens[1].column : keyword.endColumn
            report("missing \(sourceNoun) after '\(keyword.text.shortenedForMessage)'", line, column)
            return nil
        }
        var sources = [tokens[1]]
        var index = 2
        while index < tokens.count, tokens[index].kind == .word {
            sources.append(tokens[index])
            index += 1
        }
        guard index < tokens.count, tokens[index].kind == .arrow else {
            let column = index < tokens.count ? tokens[index].column : tokens[index - 1].endColumn
            report("expected '->' after '\(tokens[index - 1].text.shortenedForMessage)'", line, column)
            return nil
        }
        let targets = readWords(line, from: index + 1, missing: "missing target after '->'")
        return (sources, targets)
    }

    /// Reads the words from `start` to the end of the line (`RulesLine.words`).
    mutating func readWords(_ line: RulesLine, from start: Int, missing: String) -> [RulesToken] {
        line.words(from: start, missing: missing) { report($0, line, $1) }
    }

    /// Reports the first token from `start` on, for statements that take a fixed number of words.
    mutating func reportExtraTokens(_ line: RulesLine, from start: Int) {
        guard start < line.tokens.count else { return }
        let extra = line.tokens[start]
        report("unexpected '\(extra.text.shortenedForMessage)' after '\(line.tokens[start - 1].text.shortenedForMessage)'", line, extra.column)
    }

    func reference(_ token: RulesToken, _ line: RulesLine) -> ArchitectureRules.Reference {
        ArchitectureRules.Reference(name: token.text, location: location(line, token.column))
    }

    func pattern(_ token: RulesToken, _ line: RulesLine) -> ArchitectureRules.Pattern {
        ArchitectureRules.Pattern(Glob(token.text), at: location(line, token.column))
    }

    /// Where a statement starts: its keyword, which may be indented.
    func statementLocation(_ line: RulesLine) -> SourceLocation {
        location(line, line.tokens[0].column)
    }

    func location(_ line: RulesLine, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line.number, column: column)
    }

    mutating func report(_ message: String, _ line: RulesLine, _ column: Int, suggestion: String? = nil) {
        problems.append(ArchRulesProblem(location: location(line, column), message: message, suggestion: suggestion))
    }
}
