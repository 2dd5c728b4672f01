import ArchCore

/// A lexer with lookahead, for consumers that need to peek a few tokens ahead.
struct TokenCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    private var lexer: SwiftLexer
    /// Tokens peeked but not yet consumed are at places `bufferedHead..<bufferedEnd`: the first
    /// four places inline in `nearPlaces`, any further ones in `farPlaces`, which only grows.
    /// Emptying is resetting two integers. Most look-ahead is a token or two: an array for it
    /// cost every file an allocation.
    private var nearPlaces: (Token, Token, Token, Token)
    private var farPlaces: [Token] = []
    private var bufferedHead = 0
    private var bufferedEnd = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.lexer = SwiftLexer(bytes)
        let unused = Token(kind: .endOfFile, start: 0, end: 0, line: 0, column: 0)
        nearPlaces = (unused, unused, unused, unused)
    }

    /// The token at look-ahead place `place`.
    @inline(__always)
    private mutating func buffered(_ place: Int) -> Token {
        guard place < 4 else { return farPlaces[place &- 4] }
        // A tuple of one type is laid out as an array of it.
        return withUnsafeBytes(of: &nearPlaces) { $0.load(fromByteOffset: place &* MemoryLayout<Token>.stride, as: Token.self) }
    }

    @inline(__always)
    private mutating func setBuffered(_ place: Int, _ token: Token) {
        if place < 4 {
            withUnsafeMutableBytes(of: &nearPlaces) { $0.storeBytes(of: token, toByteOffset: place &* MemoryLayout<Token>.stride, as: Token.self) }
        } else if place &- 4 < farPlaces.count {
            farPlaces[place &- 4] = token
        } else {
            farPlaces.append(token)
        }
    }

    mutating func advance() -> Token {
        let token: Token
        if bufferedHead < bufferedEnd {
            token = buffered(bufferedHead)
            bufferedHead += 1
            if bufferedHead == bufferedEnd {
                bufferedHead = 0
                bufferedEnd = 0
            }
        } else {
            token = lexer.next()
        }
        return token
    }

    /// The next token, or with nothing peeked, the next anchor of a scan in its quiet state
    /// (see `SwiftLexer.skim(braceDepth:stops:reader:)`), after the tokens it passed over.
    mutating func advanceToAnchor<Reader: SkimmedTokenReader, Counts: CountWordStops>(
        braceDepth: inout Int, stops: SwiftLexer.Stops, reader: inout Reader, counts: Counts.Type
    ) -> SwiftLexer.Skim {
        guard bufferedHead == bufferedEnd else {
            return SwiftLexer.Skim(anchor: advance(), skipped: false, lastPunctuation: 0, lowestDepth: braceDepth)
        }
        return lexer.skim(braceDepth: &braceDepth, stops: stops, reader: &reader, counts: counts)
    }

    /// The first byte of the next token (nil at the end of the source) and whether it starts a
    /// line, without lexing the token: only the trivia before it is passed over.
    mutating func nextTokenStart() -> (first: UInt8?, startsLine: Bool) {
        guard bufferedHead == bufferedEnd else {
            let token = buffered(bufferedHead)
            return (token.kind == .endOfFile ? nil : bytes[token.start], token.startsLine)
        }
        return lexer.skipToNextToken()
    }

    /// The token `offset` places after the next one (0 is the next one), without consuming it.
    mutating func peek(_ offset: Int = 0) -> Token {
        while bufferedEnd - bufferedHead <= offset {
            let token = lexer.next()
            setBuffered(bufferedEnd, token)
            bufferedEnd += 1
        }
        return buffered(bufferedHead + offset)
    }

    /// Capitalised names of interpolated code, once `recordInterpolatedNames()` is called.
    var interpolatedNames: [InterpolatedName] { lexer.interpolatedNames }

    /// `// archkit:` comments lexed so far.
    var directiveComments: [DirectiveComment] { lexer.directiveComments }

    mutating func recordInterpolatedNames() {
        lexer.recordsInterpolatedNames = true
    }

    /// Where the lexer found string literals nested too deep, so far.
    var nestingTooDeep: TextPosition? { lexer.nestingTooDeep }

    // MARK: - Token tests

    // Inlined, as the scan's helpers are: called from a mutating method, a non-mutating
    // method of this struct was handed a copy of all of it (a `memcpy` for each test).

    @inline(__always)
    func text(_ token: Token) -> String {
        Self.text(token, in: bytes)
    }

    static func text(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }

    /// The name a token stands for: its text without backticks.
    @inline(__always)
    func name(_ token: Token) -> String {
        guard token.isBackticked else { return text(token) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[(token.start + 1)..<(token.end - 1)]), as: UTF8.self)
    }

    @inline(__always)
    func isKeyword(_ token: Token, _ word: StaticString) -> Bool {
        token.kind == .identifier && !token.isBackticked && Keywords.spells(token, in: bytes, word)
    }

    @inline(__always)
    func isPunctuation(_ token: Token, _ character: UInt8) -> Bool {
        token.kind == .punctuation && bytes[token.start] == character
    }

    /// Source text of the tokens from `first` through `last`, with each run of white space or
    /// comments between tokens shown as one space.
    static func normalizedText(of tokens: [Token], in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var result = ""
        for (index, token) in tokens.enumerated() {
            if index > 0, token.start > tokens[index - 1].end { result += " " }
            result += text(token, in: bytes)
        }
        return result
    }
}
