import ArchCore

/// The statements of a `.archrules` file as comparable text: one per line that holds one,
/// its words joined by single spaces, comments and spacing dropped, so that two files differ
/// only where a statement does.
public enum RulesStatements {
    public static func of(_ bytes: [UInt8]) -> [String] {
        ArchRulesLexer.lines(of: bytes, file: "").lines.map { line in
            line.tokens.map { token in token.isQuoted ? ArchRulesText.token(token.text) : token.text }.joined(separator: " ")
        }
    }
}
