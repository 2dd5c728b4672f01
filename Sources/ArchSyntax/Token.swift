/// The coarse token classes archkit needs. Keywords are lexed as identifiers and recognised
/// by the consumers, because Swift's keywords are mostly contextual.
public enum TokenKind: UInt8, Sendable {
    /// A name or keyword: `import`, `Foo`, `$0`, `` `class` `` (see `Token.isBackticked`).
    case identifier
    case number
    /// Any string literal: single-line, multi-line, raw. `Token.hasInterpolation` tells
    /// whether it contains `\( … )`.
    case string
    /// `#/…/#` or a bare `/…/` in expression position.
    case regex
    /// A run of operator characters: `=`, `->`, `+`, `..<`, `?`.
    case operatorSymbol
    /// One of `( ) [ ] { } , ; : .` and any byte that fits nowhere else.
    case punctuation
    /// `@name`: the attribute's arguments, if any, follow as ordinary tokens.
    case attribute
    /// `#name`: compiler directives (`#if`, `#endif`) and pound expressions (`#selector`).
    case pound
    case endOfFile
}

/// A token as a byte range of the source, with its position. Tokens own no text: ask the
/// `TokenText` of the source for it, so that lexing allocates nothing per token.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// Byte offsets into the source, `end` exclusive.
    public var start: Int
    public var end: Int
    /// 1-based line, and 1-based column in UTF-8 bytes.
    public var line: Int
    public var column: Int
    /// Whether a line break separates this token from the previous one (or it is the first).
    public var startsLine: Bool
    public var isBackticked: Bool
    public var hasInterpolation: Bool

    public init(kind: TokenKind, start: Int, end: Int, line: Int, column: Int,
                startsLine: Bool = false, isBackticked: Bool = false, hasInterpolation: Bool = false) {
        self.kind = kind
        self.start = start
        self.end = end
        self.line = line
        self.column = column
        self.startsLine = startsLine
        self.isBackticked = isBackticked
        self.hasInterpolation = hasInterpolation
    }

    public var length: Int { end - start }
}
