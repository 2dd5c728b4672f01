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

/// A token as a byte range of the source, with its position. Tokens own no text: slice the
/// source bytes for it, so that lexing allocates nothing per token.
///
/// Stored compactly (24 bytes) because the lexer makes one per word of every file; sources
/// larger than 2 GiB are not Swift files archkit will meet.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    private var flags: UInt8
    private var storedStart: Int32
    private var storedEnd: Int32
    private var storedLine: Int32
    private var storedColumn: Int32

    private static let startsLineFlag: UInt8 = 1
    private static let backtickedFlag: UInt8 = 2
    private static let interpolationFlag: UInt8 = 4

    public init(kind: TokenKind, start: Int, end: Int, line: Int, column: Int,
                startsLine: Bool = false, isBackticked: Bool = false, hasInterpolation: Bool = false) {
        self.kind = kind
        self.flags = (startsLine ? Self.startsLineFlag : 0) | (isBackticked ? Self.backtickedFlag : 0)
            | (hasInterpolation ? Self.interpolationFlag : 0)
        self.storedStart = Int32(truncatingIfNeeded: start)
        self.storedEnd = Int32(truncatingIfNeeded: end)
        self.storedLine = Int32(truncatingIfNeeded: line)
        self.storedColumn = Int32(truncatingIfNeeded: column)
    }

    /// Byte offsets into the source, `end` exclusive.
    public var start: Int { Int(storedStart) }
    public var end: Int { Int(storedEnd) }
    /// 1-based line, and 1-based column in UTF-8 bytes.
    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }
    /// Whether a line break separates this token from the previous one (or it is the first).
    public var startsLine: Bool { flags & Self.startsLineFlag != 0 }
    public var isBackticked: Bool { flags & Self.backtickedFlag != 0 }
    public var hasInterpolation: Bool { flags & Self.interpolationFlag != 0 }

    public var length: Int { end - start }
}
