/// Skimming: passing over the tokens a scan with nothing pending cannot act on, up to the next
/// anchor (see `ScanPass.run()`), without making a Token or a column for each of them.
///
/// Why it is exact: the tokens are delimited by the same code as `next()`, in the same order
/// (trivia, names, punctuation, `.`, operators, numbers, then `lexOther(at:)` for everything
/// else), so every token boundary, line break, comment and string is where `next()` puts it.
/// What `next()` keeps about a token for later tokens is kept too: `sawNewline` is cleared
/// after each token, and the previous token's kind and bytes, which decide whether a `/`
/// starts a regex, are handed to the lexer as `previous` before each call of `lexOther(at:)`,
/// the only place that reads them. Only the line and column of skipped tokens are not made,
/// and nothing reads them.
extension SwiftLexer {
    /// What `skim(braceDepth:recordsCases:)` passed over, and where it stopped.
    struct Skim {
        /// The anchor, or the end of the file: the next token the scan must see.
        var anchor: Token
        /// Whether any token was passed over before `anchor`.
        var skipped: Bool
        /// The byte of the last token passed over when it was punctuation, else 0: the scan's
        /// context flags for the anchor come from it.
        var lastPunctuation: UInt8
        /// The lowest brace depth reached while passing over tokens (the starting depth if
        /// none was lower): every type body deeper than it has closed.
        var lowestDepth: Int
    }

    /// Lexes up to the next anchor: `#name`, `@name`, the end of the file, or a name that
    /// `Words.classify` makes an import, an access level, a type declaration, or with
    /// `recordsCases` the `case` keyword. Counts `{` and `}` in `braceDepth` as
    /// `ScanPass.trackBraces` does.
    mutating func skim(braceDepth: inout Int, recordsCases: Bool) -> Skim {
        var depth = braceDepth
        var lowest = depth
        var skipped = false
        var lastPunctuation: UInt8 = 0
        // The previous token, kept in locals and handed to `previous` only when needed.
        var previousKind = previous?.kind ?? .endOfFile
        var previousStart = previous?.start ?? 0
        var previousEnd = previous?.end ?? 0
        var previousBackticked = previous?.isBackticked ?? false
        var hasPrevious = previous != nil
        let count = bytes.count
        defer { braceDepth = depth }
        while true {
            // One space between tokens is the commonest trivia: passed over without the loop,
            // as in `next()`.
            var start = position
            if start < count {
                start &+= bytes[start] == UInt8(ascii: " ") ? 1 : 0
                if start < count, classes[Int(bytes[start])] & ByteClass.triviaStart != 0 {
                    position = start
                    skipTrivia()
                    start = position
                }
            }
            guard start < count else {
                let anchor = Token(kind: .endOfFile, start: start, end: start, line: line, column: start &- lineStart &+ 1,
                                   startsLine: sawNewline)
                sawNewline = false
                return Skim(anchor: anchor, skipped: skipped, lastPunctuation: lastPunctuation, lowestDepth: lowest)
            }
            let byte = bytes[start]
            let byteClass = classes[Int(byte)]
            var kind: TokenKind
            var end: Int
            var backticked = false
            if byteClass & ByteClass.identifierStart != 0 {
                end = identifierEnd(from: start &+ 1)
                if Self.mayBeAnchor(length: end &- start, first: byte), isAnchor(start: start, end: end, recordsCases: recordsCases) {
                    let anchor = Token(kind: .identifier, start: start, end: end, line: line,
                                       column: start &- lineStart &+ 1, startsLine: sawNewline)
                    sawNewline = false
                    position = end
                    previous = anchor
                    return Skim(anchor: anchor, skipped: skipped, lastPunctuation: lastPunctuation, lowestDepth: lowest)
                }
                kind = .identifier
            } else if byteClass & ByteClass.punctuation != 0 {
                end = start &+ 1
                kind = .punctuation
            } else if byteClass & ByteClass.dot != 0, start &+ 1 == count || bytes[start &+ 1] != .dot {
                end = start &+ 1
                kind = .punctuation
            } else if byteClass & ByteClass.operatorChar != 0, byte != .slash {
                end = operatorEnd(from: start &+ 1, allowDots: false)
                kind = .operatorSymbol
            } else if byteClass & ByteClass.digit != 0 {
                end = numberEnd(from: start &+ 1)
                kind = .number
            } else {
                previous = hasPrevious
                    ? Token(kind: previousKind, start: previousStart, end: previousEnd, line: 0, column: 0,
                            isBackticked: previousBackticked)
                    : nil
                let token = lexOther(at: start, line: line, column: start &- lineStart &+ 1, startsLine: sawNewline)
                if token.kind == .pound || token.kind == .attribute {
                    previous = token
                    return Skim(anchor: token, skipped: skipped, lastPunctuation: lastPunctuation, lowestDepth: lowest)
                }
                kind = token.kind
                end = token.end
                backticked = token.isBackticked
            }
            position = end
            sawNewline = false
            skipped = true
            previousKind = kind
            previousStart = start
            previousEnd = end
            previousBackticked = backticked
            hasPrevious = true
            if kind == .punctuation {
                lastPunctuation = bytes[start]
                if lastPunctuation == UInt8(ascii: "{") {
                    depth &+= 1
                } else if lastPunctuation == UInt8(ascii: "}") {
                    depth = max(0, depth &- 1)
                    lowest = min(lowest, depth)
                }
            } else {
                lastPunctuation = 0
            }
        }
    }

    /// Whether a name of this length and first byte may be an anchor word: `enum`, `open`,
    /// `case`, `class`, `actor`, `import`, `struct`, `public`, `package`, `private`,
    /// `protocol`, `internal`, `typealias`, `fileprivate`. Most names fail here.
    @inline(__always)
    static func mayBeAnchor(length: Int, first: UInt8) -> Bool {
        // Bit `n` set for the lengths of anchor words.
        let lengths: UInt64 = 1 << 4 | 1 << 5 | 1 << 6 | 1 << 7 | 1 << 8 | 1 << 9 | 1 << 11
        // Bit `n` set for the letter `n` places after `a` that starts an anchor word:
        // a, c, e, f, i, o, p, s, t.
        let letters: UInt32 = 1 << 0 | 1 << 2 | 1 << 4 | 1 << 5 | 1 << 8 | 1 << 14 | 1 << 15 | 1 << 18 | 1 << 19
        let letter = first &- UInt8(ascii: "a")
        return length < 64 && lengths & (1 << UInt64(length)) != 0 && letter < 26 && letters & (1 << UInt32(letter)) != 0
    }

    /// Whether the name in `start..<end` is a word the scan acts on in its quiet state.
    func isAnchor(start: Int, end: Int, recordsCases: Bool) -> Bool {
        let token = Token(kind: .identifier, start: start, end: end, line: 0, column: 0)
        switch Words.classify(token, in: bytes) {
        case .import, .accessLevel, .declaration: return true
        case .member(.case): return recordsCases
        default: return false
        }
    }
}
