/// `// archkit:SCOPE RULE[, RULE…] -- reason` comments, read from the ranges the lexer kept.
extension ScanPass {
    func suppressions() -> [SuppressionComment] {
        cursor.directiveComments.map { comment in
            let text = String(decoding: UnsafeBufferPointer(rebasing: cursor.bytes[(comment.start + 2)..<comment.end]), as: UTF8.self)
            return Self.suppression(text: text, line: comment.line, column: comment.column)
        }
    }

    /// Reads the text after `//`, which starts (after spaces) with `archkit:`. Rules are
    /// separated by commas, spaces or both; the reason is everything after the first `--`.
    static func suppression(text: String, line: Int, column: Int) -> SuppressionComment {
        var rest = Substring(text).drop(while: isSpace).dropFirst("archkit:".count)
        var reason: String?
        if let separator = rest.range(of: "--") {
            let written = rest[separator.upperBound...].drop(while: isSpace)
            let trimmed = written.prefix(upTo: written.lastIndex { !isSpace($0) }.map(written.index(after:)) ?? written.startIndex)
            reason = trimmed.isEmpty ? nil : String(trimmed)
            rest = rest[..<separator.lowerBound]
        }
        let words = rest.split { isSpace($0) || $0 == "," }
        let directive = words.first.map(String.init) ?? ""
        let scope = SuppressionComment.Scope.allCases.first { $0.rawValue == directive } ?? .unknown
        return SuppressionComment(scope: scope, rules: words.dropFirst().map(String.init), reason: reason,
                                  line: line, column: column, directive: directive)
    }

    private static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\r"
    }
}
