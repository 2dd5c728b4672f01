import ArchCore

/// A word or separator on a `.archrules` line.
struct RulesToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case word
        /// `=`, between a layer or module name and its patterns.
        case equals
        /// `->`, between the two sides of `allow` and `forbid`.
        case arrow
        /// `"..."`, the reason of an `except` line. `text` holds the contents with the escapes
        /// `\"` and `\\` undone; the quotes are not part of it.
        case quoted
    }

    var kind: Kind
    var text: String
    /// 1-based, in UTF-8 bytes.
    var column: Int
    /// How many bytes the token takes on its line, quotes and escapes included.
    var width: Int

    init(kind: Kind, text: String, column: Int, width: Int? = nil) {
        self.kind = kind
        self.text = text
        self.column = column
        self.width = width ?? text.utf8.count
    }

    /// The column just past the token, where a missing next token is reported.
    var endColumn: Int { column + width }
}

/// A line that holds at least one token once comments are removed.
struct RulesLine: Sendable, Equatable {
    var number: Int
    var tokens: [RulesToken]

    /// The words from `start` to the end of the line. Separators there are reported as
    /// unexpected; an empty list is reported with `missing`, just after the previous token.
    func words(from start: Int, missing: String, report: (_ message: String, _ column: Int) -> Void) -> [RulesToken] {
        guard start < tokens.count else {
            report(missing, tokens[start - 1].endColumn)
            return []
        }
        var words: [RulesToken] = []
        for token in tokens[start...] {
            if token.kind == .word {
                words.append(token)
            } else {
                report("unexpected '\(token.text.shortenedForMessage)'", token.column)
            }
        }
        return words
    }
}

/// Splits a `.archrules` file into lines of tokens.
///
/// Works on bytes rather than on a decoded string so that columns count UTF-8 bytes and
/// an invalid byte can be reported where it is.
enum ArchRulesLexer {
    /// The longest name or pattern read, in bytes: far above any real module name or path, and
    /// low enough that matching a pattern against a name stays cheap.
    static let longestWord = 4096

    static func lines(of bytes: [UInt8], file: String) -> (lines: [RulesLine], problems: [ArchRulesProblem]) {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        var lineStart = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        var lineNumber = 1
        var lines: [RulesLine] = []
        var problems: [ArchRulesProblem] = []

        func finishLine(upTo end: Int) {
            let content = bytes[lineStart..<end]
            if let offset = content.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset) {
                let byte = content[content.startIndex + offset]
                problems.append(ArchRulesProblem(
                    location: SourceLocation(file: file, line: lineNumber, column: offset + 1),
                    message: "invalid UTF-8 byte 0x\(hex(byte))"
                ))
                // The rest of the line cannot be trusted, and parsing it would only add noise.
                return
            }
            let (tokens, unterminated) = tokenize(content)
            if let column = unterminated {
                problems.append(ArchRulesProblem(
                    location: SourceLocation(file: file, line: lineNumber, column: column),
                    message: "unterminated string: this '\"' has no closing '\"' on its line"
                ))
                // A reason cut short is not a reason: the statement is not read.
                return
            }
            if let long = tokens.first(where: { $0.kind == .word && $0.width > longestWord }) {
                problems.append(ArchRulesProblem(
                    location: SourceLocation(file: file, line: lineNumber, column: long.column),
                    message: "this word is \(long.width) bytes long: a name or pattern in .archrules may take at most \(longestWord) bytes"
                ))
                // Matching costs a pattern's length for every name it meets: such a line is not read.
                return
            }
            if !tokens.isEmpty {
                lines.append(RulesLine(number: lineNumber, tokens: tokens))
            }
        }

        // A line ends at LF, at CRLF, or at a CR alone (as old Mac editors write), so that
        // every editor's file reads alike and line numbers agree with what editors show.
        var index = lineStart
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                finishLine(upTo: index)
                lineNumber += 1
                if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                lineStart = index + 1
            }
            index += 1
        }
        finishLine(upTo: bytes.count)
        return (lines, problems)
    }

    /// Splits one line (without its line break) at spaces and tabs, cuts the comment, and makes
    /// `=` and `->` tokens of their own even when written without spaces (`A->B`, `X=*Kit`).
    /// A `"` starts a quoted token that runs to the next unescaped `"` on the same line; inside
    /// it `#` is text, `\"` is a quote and `\\` a backslash, and any other backslash stays as
    /// written. Returns the column of an opening quote that is never closed, if there is one.
    static func tokenize(_ content: ArraySlice<UInt8>) -> (tokens: [RulesToken], unterminatedQuote: Int?) {
        var tokens: [RulesToken] = []
        var word: [UInt8] = []
        var wordColumn = 0

        func column(of index: Int) -> Int { index - content.startIndex + 1 }
        func flushWord() {
            guard !word.isEmpty else { return }
            tokens.append(RulesToken(kind: .word, text: String(decoding: word, as: UTF8.self), column: wordColumn))
            word.removeAll()
        }

        var index = content.startIndex
        while index < content.endIndex {
            let byte = content[index]
            switch byte {
            case UInt8(ascii: "#"):
                flushWord()
                return (tokens, nil)
            case UInt8(ascii: "\""):
                flushWord()
                guard let (token, end) = quoted(content, from: index, column: column(of: index)) else {
                    return (tokens, column(of: index))
                }
                tokens.append(token)
                index = end
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                flushWord()
            case UInt8(ascii: "="):
                flushWord()
                tokens.append(RulesToken(kind: .equals, text: "=", column: column(of: index)))
            case UInt8(ascii: "-") where index + 1 < content.endIndex && content[index + 1] == UInt8(ascii: ">"):
                flushWord()
                tokens.append(RulesToken(kind: .arrow, text: "->", column: column(of: index)))
                index += 1
            default:
                if word.isEmpty { wordColumn = column(of: index) }
                word.append(byte)
            }
            index += 1
        }
        flushWord()
        return (tokens, nil)
    }

    /// The quoted token whose opening quote is at `start`, and the index of its closing quote;
    /// nil when the line ends first.
    private static func quoted(_ content: ArraySlice<UInt8>, from start: Int, column: Int) -> (RulesToken, Int)? {
        var text: [UInt8] = []
        var index = start + 1
        while index < content.endIndex {
            let byte = content[index]
            if byte == UInt8(ascii: "\"") {
                let token = RulesToken(kind: .quoted, text: String(decoding: text, as: UTF8.self), column: column, width: index - start + 1)
                return (token, index)
            }
            if byte == UInt8(ascii: "\\"), index + 1 < content.endIndex,
               content[index + 1] == UInt8(ascii: "\"") || content[index + 1] == UInt8(ascii: "\\") {
                text.append(content[index + 1])
                index += 2
                continue
            }
            text.append(byte)
            index += 1
        }
        return nil
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
