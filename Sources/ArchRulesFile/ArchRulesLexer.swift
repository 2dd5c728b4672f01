import ArchCore

/// A word or separator on a `.archrules` line.
struct RulesToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A name, path, glob or keyword, as written or in double quotes (`isQuoted`).
        case word
        /// `=`, between a layer or module name and its patterns.
        case equals
        /// `->`, between the two sides of `allow` and `forbid`.
        case arrow
    }

    var kind: Kind
    /// The word; for a quoted one, its contents with the escapes `\"` and `\\` undone.
    var text: String
    /// 1-based, in UTF-8 bytes.
    var column: Int
    /// How many bytes the token takes on its line, quotes and escapes included.
    var width: Int
    /// Written in double quotes: one word whatever it holds, and never a keyword.
    var isQuoted = false
    /// Where a quoted word has a backslash that escapes neither `"` nor `\`: an error in a name
    /// or path, kept as written in the reason of an `except` line.
    var strayBackslashColumn: Int?

    init(kind: Kind, text: String, column: Int, width: Int? = nil) {
        self.kind = kind
        self.text = text
        self.column = column
        self.width = width ?? text.utf8.count
    }

    /// The column just past the token, where a missing next token is reported.
    var endColumn: Int { column + width }

    /// Whether the token is the keyword `word`: written as it, without quotes.
    func isBare(_ word: String) -> Bool {
        kind == .word && !isQuoted && text == word
    }

    /// The token as a message quotes it: `'Core'`, or `"My App"` when it was quoted.
    var quotedForMessage: String {
        isQuoted ? "\"\(text.shortenedForMessage)\"" : "'\(text.shortenedForMessage)'"
    }
}

/// A line that holds at least one token once comments are removed.
struct RulesLine: Sendable, Equatable {
    var number: Int
    var tokens: [RulesToken]

    /// The words from `start` to the end of the line, quoted or not. Separators there are
    /// reported as unexpected; an empty list is reported with `missing`, just after the previous token.
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
            let (tokens, problem) = tokenize(content)
            if let problem {
                problems.append(ArchRulesProblem(
                    location: SourceLocation(file: file, line: lineNumber, column: problem.column),
                    message: problem.message
                ))
                // A word cut short or split where it should not be: the statement is not read.
                return
            }
            if let long = tokens.first(where: { $0.kind == .word && $0.width > longestWord }) {
                let what = long.isQuoted ? "this quoted text" : "this word"
                problems.append(ArchRulesProblem(
                    location: SourceLocation(file: file, line: lineNumber, column: long.column),
                    message: "\(what) is \(long.width) bytes long: a name or pattern in .archrules may take at most \(longestWord) bytes"
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

    /// A mistake in how a line is split into words, at its column.
    struct LexicalProblem: Sendable, Equatable {
        var column: Int
        var message: String
    }

    static let quotingAdvice = "quote the whole name or path, as in \"podcasts/End of Year/Stories\""

    /// Splits one line (without its line break) at spaces and tabs, cuts the comment, and makes
    /// `=` and `->` tokens of their own even when written without spaces (`A->B`, `X=*Kit`).
    ///
    /// A `"` starts a quoted word that runs to the next unescaped `"` on the same line: one word
    /// whatever it holds, spaces, `#`, `=` and `->` included. Inside it `\"` is a quote and `\\` a
    /// backslash; any other backslash is kept and its column noted (`strayBackslashColumn`). A
    /// quote must open or close a whole word: `End" "of` and `"End of"Year` are mistakes, since
    /// they read as one word in a shell and as several here. The first mistake ends the line:
    /// a quote never closed, a quote inside a word, or a backslash before a space outside quotes.
    /// One pass over the bytes, without recursion.
    static func tokenize(_ content: ArraySlice<UInt8>) -> (tokens: [RulesToken], problem: LexicalProblem?) {
        var tokens: [RulesToken] = []
        var word: [UInt8] = []
        var wordColumn = 0

        func column(of index: Int) -> Int { index - content.startIndex + 1 }
        func flushWord() {
            guard !word.isEmpty else { return }
            tokens.append(RulesToken(kind: .word, text: String(decoding: word, as: UTF8.self), column: wordColumn))
            word.removeAll()
        }
        /// Whether the byte at `index` ends a word: a space, a tab, a comment, `=`, `->`, or the line's end.
        func endsWord(_ index: Int) -> Bool {
            guard index < content.endIndex else { return true }
            switch content[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "#"), UInt8(ascii: "="): return true
            case UInt8(ascii: "-"): return index + 1 < content.endIndex && content[index + 1] == UInt8(ascii: ">")
            default: return false
            }
        }

        var index = content.startIndex
        while index < content.endIndex {
            let byte = content[index]
            switch byte {
            case UInt8(ascii: "#"):
                flushWord()
                return (tokens, nil)
            case UInt8(ascii: "\""):
                guard word.isEmpty else {
                    return (tokens, LexicalProblem(column: column(of: index), message: "a '\"' inside a word: \(quotingAdvice)"))
                }
                guard let (token, end) = quoted(content, from: index, column: column(of: index)) else {
                    return (tokens, LexicalProblem(column: column(of: index), message: "unterminated string: this '\"' has no closing '\"' on its line"))
                }
                guard endsWord(end + 1) else {
                    return (tokens, LexicalProblem(column: column(of: end + 1),
                                                   message: "a word goes on after its closing '\"': \(quotingAdvice)"))
                }
                tokens.append(token)
                index = end
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                if word.last == UInt8(ascii: "\\"), byte != UInt8(ascii: "\r") {
                    return (tokens, LexicalProblem(column: column(of: index - 1),
                                                   message: "a backslash does not escape a space in .archrules: \(quotingAdvice)"))
                }
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

    /// The quoted word whose opening quote is at `start`, and the index of its closing quote;
    /// nil when the line ends first.
    private static func quoted(_ content: ArraySlice<UInt8>, from start: Int, column: Int) -> (RulesToken, Int)? {
        var text: [UInt8] = []
        var strayBackslash: Int?
        var index = start + 1
        while index < content.endIndex {
            let byte = content[index]
            if byte == UInt8(ascii: "\"") {
                var token = RulesToken(kind: .word, text: String(decoding: text, as: UTF8.self), column: column, width: index - start + 1)
                token.isQuoted = true
                token.strayBackslashColumn = strayBackslash
                return (token, index)
            }
            if byte == UInt8(ascii: "\\") {
                if index + 1 < content.endIndex, content[index + 1] == UInt8(ascii: "\"") || content[index + 1] == UInt8(ascii: "\\") {
                    text.append(content[index + 1])
                    index += 2
                    continue
                }
                strayBackslash = strayBackslash ?? column + (index - start)
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
