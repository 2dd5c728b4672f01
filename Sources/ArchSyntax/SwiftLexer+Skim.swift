/// Skimming: passing over the tokens a scan with nothing pending cannot act on, up to the next
/// anchor (see `ScanPass.run()`), without taking each token through the scan's dispatch.
///
/// Why it is exact: the tokens are delimited by the same code as `next()` (`skipTrivia`,
/// `identifierEnd`, `operatorEnd`, `numberEnd`, and `lexOther(at:)` for everything else), each
/// byte class taking the branch `lexToken(at:)` takes, so every token boundary, line break,
/// comment and string is where `next()` puts it.
/// What `next()` keeps about a token for later tokens is kept too: `sawNewline` is cleared
/// after each token, and the previous token's kind and start, which decide whether a `/`
/// starts a regex, are handed to the lexer (`previousKind`, `previousStart`) before each call
/// of `lexOther(at:)`, the only place that reads them. Nothing reads a skipped token's line and
/// column, and they are not made. With calls recorded, a recorded call name is an anchor, and
/// the brackets and braces passed over go to `CallReplay`, which reads the chain again from the
/// last brace only where a call is found. With hard-coded counts recorded, every token a count
/// reader could start at is an anchor (`func`, `switch`, `indexPath`, numbers: the only tokens
/// it tests while none is open), and the scan does not skim while a count method or a row
/// switch is open. An anchor is always safe: the scan takes it as it takes any token.
extension SwiftLexer {
    /// What `skim(braceDepth:stops:reader:)` passed over, and where it stopped.
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

    /// Which words of the optional readers also stop a skim, so that those readers run in a
    /// file without taking every token through the whole scan.
    struct Stops {
        /// `case`, where enum cases are recorded.
        var cases = false
        /// `func`, where count methods are read: the reader starts at it.
        var functions = false
        /// `switch`, `indexPath` and every number, where row branches are read: a row switch
        /// starts at `switch`, and a comparison is seen from `indexPath` or from the number.
        var rowWords = false
    }

    /// Lexes up to the next anchor: `#name`, `@name`, the end of the file, a name that
    /// `Words.classify` makes an import, an access level or a type declaration, a word of
    /// `stops`, or where `reader` stops. Counts `{` and `}` in `braceDepth` as
    /// `ScanPass.trackBraces` does, and hands `reader` each punctuation token passed over.
    /// `Counts` tells whether the count readers' words may stop it at all: a type, so that the
    /// skim of a file without them is compiled without their tests, rather than testing a flag
    /// at every token.
    mutating func skim<Reader: SkimmedTokenReader, Counts: CountWordStops>(braceDepth: inout Int, stops: Stops,
                                                                         reader: inout Reader, counts: Counts.Type) -> Skim {
        var depth = braceDepth
        var lowest = depth
        // Whether any token was passed over, and the last one's punctuation byte, are read from
        // the previous token when the skim ends: two values fewer live in the loop.
        let skimStart = position
        // The previous token, kept in locals and handed to the lexer only when needed; its
        // start is -1 if there is none. The lexer reads no more than its kind and start.
        var previousKind = self.previousKind
        var previousStart = self.previousStart
        let count = bytes.count
        // In locals: read through `self` on every token, they were loaded again after each
        // store to `position`.
        let bytes = self.bytes
        let classes = self.classes
        // `position` in a local, stored when trivia or the general path read it, and at the end:
        // stored for every token, it was one more store per token.
        var tokenEnd = position
        defer { braceDepth = depth }
        while true {
            // One space between tokens is the commonest trivia: passed over without the loop,
            // as in `next()`.
            var start = tokenEnd
            if start < count {
                start &+= bytes[start] == UInt8(ascii: " ") ? 1 : 0
                if start < count, classes[Int(bytes[start])] & ByteClass.triviaStart != 0 {
                    position = start
                    skipTrivia()
                    start = position
                }
            }
            guard start < count else {
                position = start
                let anchor = Token(kind: .endOfFile, start: start, end: start, line: line, column: start &- lineStart &+ 1,
                                   startsLine: sawNewline)
                sawNewline = false
                return Self.ended(at: anchor, lowest: lowest, skimStart: skimStart, in: bytes, previousKind, previousStart)
            }
            let byte = bytes[start]
            let byteClass = classes[Int(byte)]
            var kind: TokenKind
            var end: Int
            if byteClass & ByteClass.identifierStart != 0 {
                end = identifierEnd(from: start &+ 1)
                if mayBeAnchor(start: start, length: end &- start) && isAnchor(start: start, end: end, recordsCases: stops.cases)
                    || reader.stops(atName: start, end: end, in: bytes)
                    || Counts.apply && isCountWord(start: start, end: end, stops: stops) {
                    return Self.ended(at: stop(at: .identifier, start: start, end: end), lowest: lowest,
                                      skimStart: skimStart, in: bytes, previousKind, previousStart)
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
                if Counts.apply && stops.rowWords {
                    return Self.ended(at: stop(at: .number, start: start, end: end), lowest: lowest,
                                      skimStart: skimStart, in: bytes, previousKind, previousStart)
                }
            } else {
                self.previousKind = previousKind
                self.previousStart = previousStart
                let token = lexOther(at: start, line: line, column: start &- lineStart &+ 1, startsLine: sawNewline)
                if token.kind == .pound || token.kind == .attribute {
                    previous = token
                    return Self.ended(at: token, lowest: lowest, skimStart: skimStart, in: bytes, previousKind, previousStart)
                }
                kind = token.kind
                end = token.end
            }
            tokenEnd = end
            sawNewline = false
            previousKind = kind
            previousStart = start
            if kind == .punctuation {
                let punctuation = bytes[start]
                if punctuation == UInt8(ascii: "{") {
                    depth &+= 1
                    reader.noteBrace(at: start, line: line, lineStart: lineStart)
                } else if punctuation == UInt8(ascii: "}") {
                    depth = max(0, depth &- 1)
                    lowest = min(lowest, depth)
                    reader.noteBrace(at: start, line: line, lineStart: lineStart)
                } else {
                    reader.noteBracket(punctuation)
                }
            }
        }
    }

    /// The anchor that ends a skim at the name or number in `start..<end`, with the lexer left
    /// as `next()` would have left it after that token.
    @inline(__always)
    private mutating func stop(at kind: TokenKind, start: Int, end: Int) -> Token {
        let anchor = Token(kind: kind, start: start, end: end, line: line, column: start &- lineStart &+ 1, startsLine: sawNewline)
        sawNewline = false
        position = end
        previous = anchor
        return anchor
    }

    /// What a skim that began at `skimStart` and stopped at `anchor` passed over, read from the
    /// last token before the anchor, of `kind` at `start`: a token passed over if it starts at
    /// or after `skimStart` (else the one before the skim), and its punctuation byte.
    @inline(__always)
    private static func ended(at anchor: Token, lowest: Int, skimStart: Int, in bytes: UnsafeBufferPointer<UInt8>,
                              _ kind: TokenKind, _ start: Int) -> Skim {
        let skipped = start >= skimStart
        let punctuation = skipped && kind == .punctuation ? bytes[start] : 0
        return Skim(anchor: anchor, skipped: skipped, lastPunctuation: punctuation, lowestDepth: lowest)
    }

    /// Whether the name of `length` bytes at `start` may be an anchor word: its first eight
    /// bytes are those of an anchor word of its length (`AnchorWords`), tested without a
    /// branch per word. Near the end of the file, where eight bytes cannot be read, every name
    /// of an anchor word's length goes on to `Words.classify`: one name a file at most.
    @inline(__always)
    func mayBeAnchor(start: Int, length: Int) -> Bool {
        guard start &+ 8 <= bytes.count else { return UInt(bitPattern: length &- 4) <= UInt(AnchorWords.longest - 4) }
        // A length no anchor word has reads the entry past the longest, which matches no name:
        // no branch on the length, which half the names would mispredict.
        let entry = anchorWords + Int(min(UInt(bitPattern: length &- 4), UInt(AnchorWords.longest - 3)) &+ 4) &* 4
        let name = WordScan.load(bytes, at: start) & entry[0]
        return min(name ^ entry[1], min(name ^ entry[2], name ^ entry[3])) == 0
    }

    /// Whether the name in `start..<end` is `func`, `switch` or `indexPath` and `stops` stops at it.
    @inline(__always)
    func isCountWord(start: Int, end: Int, stops: Stops) -> Bool {
        let token = Token(kind: .identifier, start: start, end: end, line: 0, column: 0)
        switch end &- start {
        case 4: return stops.functions && Keywords.spells(token, in: bytes, "func")
        case 6: return stops.rowWords && Keywords.spells(token, in: bytes, "switch")
        case 9: return stops.rowWords && Keywords.spells(token, in: bytes, "indexPath")
        default: return false
        }
    }

    /// Whether the name in `start..<end`, which `mayBeAnchor` let through, is a word the scan
    /// acts on in its quiet state. A name of eight bytes or fewer that it let through with
    /// eight bytes to read is an anchor word, all of whose bytes it compared: only `case`
    /// depends on what is recorded. Longer names, and names at the end of the file, go to
    /// `Words.classify`, whose switch on the length was often mispredicted.
    @inline(__always)
    func isAnchor(start: Int, end: Int, recordsCases: Bool) -> Bool {
        if end &- start <= 8, start &+ 8 <= bytes.count {
            return recordsCases || end &- start != 4 || WordScan.load(bytes, at: start) & 0xFFFF_FFFF != AnchorWords.caseWord
        }
        return classifiesAsAnchor(start: start, end: end, recordsCases: recordsCases)
    }

    /// Whether `Words.classify` makes the name in `start..<end` an anchor.
    func classifiesAsAnchor(start: Int, end: Int, recordsCases: Bool) -> Bool {
        let token = Token(kind: .identifier, start: start, end: end, line: 0, column: 0)
        switch Words.classify(token, in: bytes) {
        case .import, .accessLevel, .declaration: return true
        case .member(.case): return recordsCases
        default: return false
        }
    }
}

/// What a skim does with the tokens it passes over besides counting braces: nothing, or, when
/// calls are recorded, count brackets and note braces for `CallReplay`. A type for each, so that
/// the skim without calls is compiled without the calls' work.
protocol SkimmedTokenReader {
    /// Whether the name in `start..<end` is an anchor for this reader.
    func stops(atName start: Int, end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool
    /// A `{` or `}` passed over at `start`, on the line `line` that starts at `lineStart`.
    mutating func noteBrace(at start: Int, line: Int, lineStart: Int)
    /// Any other punctuation byte passed over.
    mutating func noteBracket(_ byte: UInt8)
}

/// Whether a skim may stop at the count readers' words (`SwiftLexer.Stops.functions` and
/// `rowWords`): one type for files where those readers run, one for the others.
protocol CountWordStops {
    static var apply: Bool { get }
}

enum WithCountWords: CountWordStops {
    static var apply: Bool { true }
}

enum WithoutCountWords: CountWordStops {
    static var apply: Bool { false }
}

/// The reader of a skim that only counts braces.
struct IgnoredTokens: SkimmedTokenReader {
    @inline(__always)
    func stops(atName start: Int, end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool { false }
    @inline(__always)
    mutating func noteBrace(at start: Int, line: Int, lineStart: Int) {}
    @inline(__always)
    mutating func noteBracket(_ byte: UInt8) {}
}
