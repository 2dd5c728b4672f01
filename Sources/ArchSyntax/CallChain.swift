/// Calls to the members named in `ScanOptions.recordedCalls`, with the chain before them.
///
/// The chain follows where the current postfix chain (`DIContainer.shared.resolve`) starts, as
/// a token, and keeps the starts of the chains that enclose each open parenthesis or bracket on
/// a stack, one entry for every `(` and `[` it reads, so that the stack is as deep as the
/// brackets read are (`CallReplay` counts them instead). Only when a recorded call is found is
/// the chain's text made, by lexing its range again.
struct CallChain {
    /// The recorded call names: the skim stops at each of them.
    let names: CallNames
    /// Where the chain being read starts: at a name, or at the `.` of an implicit member.
    var start = ChainStart.none
    /// Whether the last token can be continued by `.member`: a name, `)`, `]`, `?`, `!`, `>`.
    var canContinue = false
    /// Whether the last token was a `.` of the chain.
    var expectsMember = false
    /// For each open `(` or `[`, the chain it continues (`none` when it continues none).
    var enclosing: [ChainStart] = []
    /// Inside `<…>` glued to a name: how many are open, and the chain to resume after them.
    var genericDepth = 0
    var beforeGeneric = ChainStart.none
    /// Where the last token ended, to tell `a?.b` from `a ? b : c`.
    var previousEnd = -1

    init(names: CallNames) {
        self.names = names
    }

    /// `track(_:in:)` as a call, for the scan's dispatch, where inlined it took registers from
    /// the rest of the loop.
    @inline(never)
    mutating func trackTaken(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) {
        track(token, in: bytes)
    }

    mutating func reset() {
        start = .none
        canContinue = false
        expectsMember = false
    }

    /// The state after a `{` or `}` that ends at `end` with no bracket open: what the chain
    /// holds after reading any such brace, whatever came before.
    mutating func restart(afterBraceEndingAt end: Int) {
        reset()
        enclosing.removeAll(keepingCapacity: true)
        genericDepth = 0
        beforeGeneric = .none
        previousEnd = end
    }

    /// Where the chain that the name `name` ends starts, as `track(_:in:)` leaves `start` after
    /// reading it: where the chain it continues starts (`a.b.name`), else at `name`.
    @inline(__always)
    func chainStart(endingAt name: Token) -> ChainStart {
        expectsMember && start.exists ? start : ChainStart(name)
    }

    /// Follows the chain through `token`; every token the scan reads, in order, must come here
    /// (in a scan that skims, `CallReplay` reads them again for it).
    @inline(__always)
    mutating func track(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) {
        defer { previousEnd = token.end }
        if genericDepth > 0 {
            trackGenericArguments(token, in: bytes)
            return
        }
        trackOutsideGenerics(token, in: bytes)
    }

    @inline(__always)
    private mutating func trackOutsideGenerics(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) {
        switch token.kind {
        case .identifier:
            if !(expectsMember && start.exists) { start = ChainStart(token) }
            expectsMember = false
            canContinue = true
        case .punctuation:
            switch bytes[token.start] {
            case .dot:
                if !(canContinue && start.exists) { start = ChainStart(token) }
                expectsMember = true
                canContinue = false
            case .openParen, .openBracket:
                enclosing.append(canContinue ? start : .none)
                reset()
            case .closeParen, .closeBracket:
                start = enclosing.popLast() ?? .none
                canContinue = start.exists
                expectsMember = false
            default:
                reset()
            }
        case .operatorSymbol where canContinue && token.start == previousEnd:
            if ScanPass.isOptionalChaining(token, in: bytes) { return }
            if bytes[token.start] == UInt8(ascii: "<"), token.length == 1 {
                beforeGeneric = start
                genericDepth = 1
                return
            }
            reset()
        default:
            reset()
        }
    }

    /// Inside `Name<…>`: only what generic arguments are made of keeps the chain alive. Brackets
    /// go on the stack here too (`[` and `]` of `Name<[Int]>`, and a `(` or `)` that ends the
    /// arguments, as `a<b)` in `f(a<b)` does), so that it stays as deep as the brackets read.
    private mutating func trackGenericArguments(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) {
        switch token.kind {
        case .identifier:
            return
        case .operatorSymbol:
            genericDepth += ScanPass.angleDelta(token, in: bytes)
        case .punctuation:
            let byte = bytes[token.start]
            if byte == .dot || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") { return }
            if byte == .openBracket {
                enclosing.append(.none)
                return
            }
            if byte == .closeBracket {
                _ = enclosing.popLast()
                return
            }
            genericDepth = 0
            reset()
            if byte == .openParen || byte == .closeParen { trackOutsideGenerics(token, in: bytes) }
            return
        default:
            genericDepth = 0
            reset()
            return
        }
        if genericDepth <= 0 {
            genericDepth = 0
            start = beforeGeneric
            canContinue = start.exists
            expectsMember = false
        }
    }
}

/// Where a call chain starts: the offset, line and column of its first token, in twelve bytes
/// where an optional token took twenty-one: the chain reader stores one for most tokens it
/// reads.
struct ChainStart {
    private var storedOffset: Int32
    private var storedLine: Int32
    private var storedColumn: Int32

    static let none = ChainStart(offset: -1, line: 0, column: 0)

    private init(offset: Int32, line: Int32, column: Int32) {
        storedOffset = offset
        storedLine = line
        storedColumn = column
    }

    @inline(__always)
    init(_ token: Token) {
        self.init(offset: Int32(truncatingIfNeeded: token.start), line: Int32(truncatingIfNeeded: token.line),
                  column: Int32(truncatingIfNeeded: token.column))
    }

    var exists: Bool { storedOffset >= 0 }
    var offset: Int { Int(storedOffset) }
    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }
}
