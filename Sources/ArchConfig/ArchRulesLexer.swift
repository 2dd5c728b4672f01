import ArchCore

/// A word or separator on a `.archrules` line.
struct RulesToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case word
        /// `=`, between a layer or module name and its patterns.
        case equals
        /// `->`, between the two sides of `allow` and `forbid`.
        case arrow
    }

    var kind: Kind
    var text: String
    /// 1-based, in UTF-8 bytes.
    var column: Int

    /// The column just past the token, where a missing next token is reported.
    var endColumn: Int { column + text.utf8.count }
}

/// A line that holds at least one token once comments are removed.
struct RulesLine: Sendable, Equatable {
    var number: Int
    var tokens: [RulesToken]
}

/// Splits a `.archrules` file into lines of tokens.
///
/// Works on bytes rather than on a decoded string so that columns count UTF-8 bytes and
/// an invalid byte can be reported where it is.
enum ArchRulesLexer {
    static func lines(of bytes: [UInt8], file: String) -> (lines: [RulesLine], problems: [ArchRulesProblem]) {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        var lineStart = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        var lineNumber = 1
        var lines: [RulesLine] = []
        var problems: [ArchRulesProblem] = []

        func finishLine(upTo end: Int) {
            var content = bytes[lineStart..<end]
            if content.last == UInt8(ascii: "\r") { content = content.dropLast() }
            if let offset = firstInvalidUTF8Offset(in: content) {
                let byte = content[content.startIndex + offset]
                problems.append(ArchRulesProblem(
                    location: SourceLocation(file: file, line: lineNumber, column: offset + 1),
                    message: "invalid UTF-8 byte 0x\(hex(byte))"
                ))
                // The rest of the line cannot be trusted, and parsing it would only add noise.
                return
            }
            let tokens = tokenize(content)
            if !tokens.isEmpty {
                lines.append(RulesLine(number: lineNumber, tokens: tokens))
            }
        }

        var index = lineStart
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                finishLine(upTo: index)
                lineNumber += 1
                lineStart = index + 1
            }
            index += 1
        }
        finishLine(upTo: bytes.count)
        return (lines, problems)
    }

    /// Splits one line (without its line break) at spaces and tabs, cuts the comment, and makes
    /// `=` and `->` tokens of their own even when written without spaces (`A->B`, `X=*Kit`).
    static func tokenize(_ content: ArraySlice<UInt8>) -> [RulesToken] {
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
                return tokens
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
        return tokens
    }

    /// The offset of the first byte that does not begin a well-formed UTF-8 sequence, or nil.
    /// Overlong forms, surrogates and values above U+10FFFF are rejected, as the standard requires.
    static func firstInvalidUTF8Offset(in bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            var length = 0
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; secondRange = 0x80...0x9F
            case 0xF0: length = 4; secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; secondRange = 0x80...0x8F
            default: return index - bytes.startIndex
            }
            if length > 1 {
                guard index + length <= bytes.endIndex, secondRange.contains(bytes[index + 1]) else {
                    return index - bytes.startIndex
                }
                for continuation in bytes[(index + 2)..<(index + length)] where !(0x80...0xBF).contains(continuation) {
                    return index - bytes.startIndex
                }
            }
            index += length
        }
        return nil
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
