import ArchCore

/// A `// archkit:` comment, as a byte range of the source.
struct DirectiveComment {
    /// The eight bytes of `archkit:` as `WordScan.load` reads them: one comparison per comment
    /// instead of a loop over a global array. `DirectiveMarkerTests` holds the two equal.
    static let markerWord: UInt64 = 0x3A74_696B_6863_7261
    var start: Int
    var end: Int
    var line: Int
    var column: Int
}

/// A Swift lexer over raw UTF-8 bytes.
///
/// It is exact about everything that can hide or fake code: comments (nested), string
/// literals of every form (escapes, interpolation with strings inside, multi-line, raw),
/// regex literals, `#if` directives and attributes. It is coarse about the rest (operators,
/// numbers), which archkit never needs to tell apart.
///
/// The lexer works on a borrowed buffer and allocates nothing per token; use it inside
/// `withUnsafeBufferPointer`, or call `SwiftLexer.tokenize(_:)` for an array of tokens.
public struct SwiftLexer {
    let bytes: UnsafeBufferPointer<UInt8>
    /// `ByteClass.table`, held here so that the hot loops read a stored pointer.
    let classes: UnsafePointer<UInt8> = ByteClass.pointer
    /// `AnchorWords.pointer`, held here for the same reason.
    let anchorWords: UnsafePointer<UInt64> = AnchorWords.pointer
    var position: Int
    var line = 1
    var lineStart: Int
    var sawNewline = true
    /// The last token's kind and start (-1 if there is none), which decide whether a `/`
    /// after it divides or opens a regex (`previousEndsExpression`). Two fields, stored for
    /// every token, where the whole token was five words.
    var previousKind = TokenKind.endOfFile
    var previousStart = -1

    /// The last token, as far as the lexer reads it: its kind and bytes, a name's backticks;
    /// no line or column. Nil if there is none.
    var previous: Token? {
        get {
            guard previousStart >= 0 else { return nil }
            let backticked = previousKind == .identifier && bytes[previousStart] == .backtick
            let end = previousKind == .identifier && !backticked ? identifierEnd(from: previousStart &+ 1) : previousStart &+ 1
            return Token(kind: previousKind, start: previousStart, end: end, line: 0, column: 0, isBackticked: backticked)
        }
        set {
            previousKind = newValue?.kind ?? .endOfFile
            previousStart = newValue?.start ?? -1
        }
    }
    /// Where a string literal first opened more than `maximumStringNesting` levels deep, if any.
    public internal(set) var nestingTooDeep: TextPosition?
    /// The end of the last run of `#` measured, so that each `#` of a long run does not
    /// measure the rest of it again.
    var poundRunEnd = 0
    /// What failed searches for the end of a regex literal learnt; see `RegexLiteralSearch.swift`.
    var failedExtendedRegexSearch: FailedExtendedRegexSearch?
    var failedBareRegexSearch: FailedBareRegexSearch?
    /// Whether to record the capitalised names of interpolated code in `interpolatedNames`;
    /// that code is part of a string token, so a consumer sees it nowhere else.
    var recordsInterpolatedNames = false
    /// Capitalised names found in interpolations, in source order.
    var interpolatedNames: [InterpolatedName] = []
    /// `// archkit:` comments, in source order.
    var directiveComments: [DirectiveComment] = []

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        var start = 0
        // A byte-order mark is not part of the first line's columns.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        self.position = start
        self.lineStart = start
        // A shebang line is a comment to the lexer.
        if start + 1 < bytes.count, bytes[start] == .pound, bytes[start + 1] == UInt8(ascii: "!") {
            skipToEndOfLine()
        }
    }

    /// All tokens of `source`, ending with one `.endOfFile` token.
    public static func tokenize(_ source: [UInt8]) -> [Token] {
        source.withUnsafeBufferPointer { buffer in
            var lexer = SwiftLexer(buffer)
            var tokens: [Token] = []
            tokens.reserveCapacity(source.count / 4)
            while true {
                let token = lexer.next()
                tokens.append(token)
                if token.kind == .endOfFile { return tokens }
            }
        }
    }

    public mutating func next() -> Token {
        skipTrivia()
        let start = position
        let startLine = line
        let column = start - lineStart + 1
        let startsLine = sawNewline
        sawNewline = false
        guard start < bytes.count else {
            return Token(kind: .endOfFile, start: start, end: start, line: startLine, column: column, startsLine: startsLine)
        }
        let token = lexOther(at: start, line: startLine, column: column, startsLine: startsLine)
        previous = token
        return token
    }

    /// Any token but the end of the file, from `start`, where trivia has been skipped: what
    /// `next()` returns, and what the skim hands over for the tokens it does not lex itself.
    @inline(never)
    mutating func lexOther(at start: Int, line startLine: Int, column: Int, startsLine: Bool) -> Token {
        let lexeme = lexToken(at: start)
        var hasInterpolation = false
        if let opening = lexeme.stringOpening {
            hasInterpolation = scanString(opening)
        }
        // Interpolated code inside a string may have crossed lines; the string is still one token.
        sawNewline = false
        return Token(kind: lexeme.kind, start: start, end: position, line: startLine, column: column,
                     startsLine: startsLine, isBackticked: lexeme.isBackticked, hasInterpolation: hasInterpolation)
    }

    /// What `lexToken(at:)` found at one position.
    struct Lexeme {
        var kind: TokenKind
        var isBackticked = false
        /// Set for a string literal, whose opening delimiter starts here: the caller scans its
        /// body, so that strings nested in interpolations go on an explicit stack and never
        /// recurse through the lexer.
        var stringOpening: StringOpening?
    }

    /// Lexes the token that starts at `start` and moves `position` past it; for a string
    /// literal, only reports where it opens.
    mutating func lexToken(at start: Int) -> Lexeme {
        let byte = bytes[start]
        let byteClass = classes[Int(byte)]
        if byteClass & ByteClass.identifierStart != 0 {
            position = identifierEnd(from: start + 1)
            return Lexeme(kind: .identifier)
        }
        if byteClass & ByteClass.digit != 0 {
            position = numberEnd(from: start + 1)
            return Lexeme(kind: .number)
        }
        switch byte {
        case UInt8(ascii: "$"):
            position = identifierEnd(from: start + 1)
            return Lexeme(kind: .identifier)
        case .backtick:
            if let close = backtickedIdentifierEnd(from: start + 1) {
                position = close
                return Lexeme(kind: .identifier, isBackticked: true)
            }
            position = start + 1
            return Lexeme(kind: .punctuation)
        case .quote:
            return Lexeme(kind: .string, stringOpening: StringOpening(start: start, quote: start, hashes: 0))
        case .pound:
            return lexPound(at: start)
        case UInt8(ascii: "@"):
            if start + 1 < bytes.count, classes[Int(bytes[start + 1])] & ByteClass.identifierStart != 0 {
                position = identifierEnd(from: start + 2)
                return Lexeme(kind: .attribute)
            }
            position = start + 1
            return Lexeme(kind: .punctuation)
        case .slash:
            if !previousEndsExpression, let end = bareRegexEnd(slashAt: start) {
                position = end
                return Lexeme(kind: .regex)
            }
            position = operatorEnd(from: start + 1, allowDots: false)
            return Lexeme(kind: .operatorSymbol)
        case .dot:
            if start + 1 < bytes.count, bytes[start + 1] == .dot {
                position = operatorEnd(from: start + 1, allowDots: true)
                return Lexeme(kind: .operatorSymbol)
            }
            position = start + 1
            return Lexeme(kind: .punctuation)
        default:
            if byteClass & ByteClass.operatorChar != 0 {
                position = operatorEnd(from: start + 1, allowDots: false)
                return Lexeme(kind: .operatorSymbol)
            }
            position = start + 1
            return Lexeme(kind: .punctuation)
        }
    }

    // MARK: - Names, numbers, operators

    @inline(__always)
    func identifierEnd(from p: Int) -> Int {
        var p = p
        let count = bytes.count
        // Eight bytes at a time, without a branch per byte: the exit of a byte loop is
        // mispredicted once per name, and names are a third of all tokens.
        while p &+ 8 <= count {
            let stops = WordScan.identifierStops(WordScan.load(bytes, at: p))
            if stops != 0 { return p &+ stops.trailingZeroBitCount >> 3 }
            p &+= 8
        }
        while p < count, classes[Int(bytes[p])] & ByteClass.identifierBody != 0 { p += 1 }
        return p
    }

    /// The end of the run of spaces that starts at `p`.
    @inline(__always)
    func spaceRunEnd(from p: Int) -> Int {
        var p = p
        let count = bytes.count
        while p &+ 8 <= count {
            let others = WordScan.load(bytes, at: p) ^ WordScan.repeated(UInt8(ascii: " "))
            if others != 0 { return p &+ others.trailingZeroBitCount >> 3 }
            p &+= 8
        }
        while p < count, bytes[p] == UInt8(ascii: " ") { p += 1 }
        return p
    }

    func backtickedIdentifierEnd(from p: Int) -> Int? {
        var p = p
        while p < bytes.count {
            let byte = bytes[p]
            if byte == .backtick { return p + 1 }
            if byte == .newline || byte == .carriageReturn { return nil }
            p += 1
        }
        return nil
    }

    func numberEnd(from p: Int) -> Int {
        var p = p
        while p < bytes.count {
            let byte = bytes[p]
            if classes[Int(byte)] & ByteClass.identifierBody != 0, byte < 0x80 {
                p += 1
            } else if byte == .dot, p + 1 < bytes.count, classes[Int(bytes[p + 1])] & ByteClass.digit != 0 {
                p += 2
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                      isExponentMarker(bytes[p - 1]) {
                p += 1
            } else {
                break
            }
        }
        return p
    }

    private func isExponentMarker(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return lower == UInt8(ascii: "e") || lower == UInt8(ascii: "p")
    }

    /// The end of an operator run. A run never swallows the start of a comment, and only a
    /// run that began with a dot may contain dots (Swift's rule).
    func operatorEnd(from p: Int, allowDots: Bool) -> Int {
        var p = p
        while p < bytes.count {
            let byte = bytes[p]
            if byte == .slash, p + 1 < bytes.count, bytes[p + 1] == .slash || bytes[p + 1] == .star { break }
            if classes[Int(byte)] & ByteClass.operatorChar != 0 || (allowDots && byte == .dot) {
                p += 1
            } else {
                break
            }
        }
        return p
    }
}
