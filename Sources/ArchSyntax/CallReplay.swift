/// The call chain of a scan that skims, followed only where a recorded call is found.
///
/// Following the chain through every token would make the skim of a file that records calls
/// much slower than the skim of any other file. So the skim passes over those tokens as
/// over any others, counts the brackets and notes the last brace with no bracket open, and
/// where the scan finds a recorded call, `replay(through:in:)` lexes again from the latest
/// checkpoint up to the call and hands each token to `CallChain`.
///
/// Why it is exact: the chain ends up in one state after any `{` or `}` read while its stack is
/// empty (`CallChain.restart(afterBraceEndingAt:)`), and its stack is as deep as the open
/// brackets it has read, which `nesting` counts. So a brace passed with `nesting` zero is a
/// checkpoint, as is the place just after the last replay. From a checkpoint, a lexer set to
/// the state the scan's lexer had there (offset, line, the previous token's kind and start)
/// lexes the same tokens. The chain must read the tokens the scan reads and no others: the
/// ones that readers take for themselves (an import's path, a directive's condition, an
/// attribute's arguments) are recorded in `consumed` and passed over. Each token is lexed
/// again at most once, since every replay starts where the last one ended or later.
struct CallReplay: SkimmedTokenReader {
    /// The chain as of the checkpoint; with `replays` false, as of the last token the scan read.
    var chain: CallChain
    /// Whether the chain is followed by replaying (a scan that skims) or fed every token the
    /// scan reads (`chain.trackTaken`), as the full pass that tests compare with does.
    let replays: Bool
    /// `(` and `[` read and not yet closed, as the chain's stack counts them.
    var nesting = 0
    /// The last `{` or `}` read with no bracket open: its offset (-1 for none), line and the
    /// offset its line starts at.
    var braceStart = -1
    var braceLine = 0
    var braceLineStart = 0
    /// The offset after the last token the chain has read: the replay lexer's position.
    var checkpoint = 0
    /// The lexer that reads the tokens again; made at the first replay.
    var lexer: SwiftLexer?
    /// The last token the chain read, which tells a call from a declaration (`func resolve(`).
    var lastRead: Token?
    /// Offsets of the tokens readers took after the checkpoint, in order; the first
    /// `consumedPassed` of them lie before it.
    var consumed: [Range<Int>] = []
    var consumedPassed = 0

    init(names: CallNames, replays: Bool) {
        chain = CallChain(names: names)
        self.replays = replays
    }

    @inline(__always)
    func stops(atName start: Int, end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        chain.names.spells(start: start, end: end, in: bytes)
    }

    @inline(__always)
    mutating func noteBrace(at start: Int, line: Int, lineStart: Int) {
        guard nesting == 0 else { return }
        braceStart = start
        braceLine = line
        braceLineStart = lineStart
    }

    /// Counted without a branch: which punctuation comes next is no pattern the processor
    /// can learn.
    @inline(__always)
    mutating func noteBracket(_ byte: UInt8) {
        let opens = (byte == .openParen ? 1 : 0) | (byte == .openBracket ? 1 : 0)
        let closes = (byte == .closeParen ? 1 : 0) | (byte == .closeBracket ? 1 : 0)
        nesting = max(0, nesting &+ opens &- closes)
    }

    /// A punctuation token the scan read itself, outside a skim.
    @inline(__always)
    mutating func notePunctuation(_ token: Token, byte: UInt8) {
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
            noteBrace(at: token.start, line: token.line, lineStart: token.start - token.column + 1)
        } else {
            noteBracket(byte)
        }
    }

    /// The tokens from offset `start` to `end`, taken by a reader: the chain never reads them.
    /// Ranges before the last brace noted are dropped: no replay starts before it.
    mutating func noteConsumed(from start: Int, to end: Int) {
        guard replays, end > start else { return }
        if let last = consumed.last, braceStart >= last.upperBound {
            consumed.removeAll(keepingCapacity: true)
            consumedPassed = 0
        }
        // The imports at the top of a file come one after another: room for them at once.
        if consumed.capacity == 0 { consumed.reserveCapacity(8) }
        consumed.append(start..<end)
    }

    /// Where the chain before `name` starts (at `name` if it continues none), and the token
    /// read before `name`; `name` is the token the scan is at, a recorded call name. The chain
    /// reads `name` too, so that the next replay starts after it.
    mutating func replay(through name: Token, in bytes: UnsafeBufferPointer<UInt8>) -> (start: ChainStart, previous: Token?) {
        if lexer == nil { lexer = SwiftLexer(bytes) }
        if braceStart >= checkpoint { restartAtBrace() }
        while true {
            let token = lexer!.next()
            guard token.start < name.start, token.kind != .endOfFile else { break }
            if isConsumed(token) { continue }
            chain.trackTaken(token, in: bytes)
            lastRead = token
        }
        assert(lexer!.previousStart == name.start, "the replay lexed other tokens than the scan")
        let start = chain.chainStart(endingAt: name)
        let previous = lastRead
        chain.trackTaken(name, in: bytes)
        lastRead = name
        checkpoint = name.end
        return (start, previous)
    }

    /// Moves the checkpoint to the brace at `braceStart`, with the lexer as the scan's was
    /// after it.
    private mutating func restartAtBrace() {
        let end = braceStart &+ 1
        chain.restart(afterBraceEndingAt: end)
        lexer!.position = end
        lexer!.line = braceLine
        lexer!.lineStart = braceLineStart
        lexer!.sawNewline = false
        lexer!.previousKind = .punctuation
        lexer!.previousStart = braceStart
        lastRead = Token(kind: .punctuation, start: braceStart, end: end, line: braceLine,
                         column: braceStart &- braceLineStart &+ 1)
        checkpoint = end
    }

    /// Whether `token` lies in a range a reader took; passes over the ranges before it.
    @inline(__always)
    private mutating func isConsumed(_ token: Token) -> Bool {
        guard consumedPassed < consumed.count else { return false }
        while consumedPassed < consumed.count, consumed[consumedPassed].upperBound <= token.start { consumedPassed += 1 }
        guard consumedPassed < consumed.count else {
            // Every range is behind the replay, which only moves on: none is needed again.
            consumed.removeAll(keepingCapacity: true)
            consumedPassed = 0
            return false
        }
        return consumed[consumedPassed].lowerBound <= token.start
    }
}
