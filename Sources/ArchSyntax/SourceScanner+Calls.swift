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

/// The names of `ScanOptions.recordedCalls` as bytes, compared with a name's bytes so that
/// other names cost no String.
struct CallNames: Sendable {
    /// Sorted, so that the trigger search looks for them in one order whatever the set's; no
    /// empty name.
    let words: [[UInt8]]
    /// Bit `n` is set when a name is `n` bytes long: most names are passed over on their
    /// length alone.
    private let lengths: UInt64
    /// When there is one word of at most eight bytes (`resolve`), its length and its bytes as
    /// `WordScan.load` reads them; else a length of -1. Compared with the first eight bytes of
    /// a name without a branch: the skim asks at every name, and a test on the length alone
    /// was mispredicted where names of the word's length are common.
    private let shortLength: Int
    private let shortWord: UInt64
    private let shortMask: UInt64

    init(_ names: some Sequence<String>) {
        words = names.map { Array($0.utf8) }.filter { !$0.isEmpty }.sorted { $0.lexicographicallyPrecedes($1) }
        lengths = words.reduce(0) { $1.count < 64 ? $0 | (1 << $1.count) : $0 }
        if words.count == 1, let word = words.first, word.count <= 8 {
            shortLength = word.count
            shortWord = word.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
            shortMask = word.count == 8 ? ~0 : (1 << (8 * UInt64(word.count))) - 1
        } else {
            shortLength = -1
            shortWord = 0
            shortMask = 0
        }
    }

    var isEmpty: Bool { words.isEmpty }

    /// Whether the name in `start..<end` is one of the words.
    @inline(__always)
    func spells(start: Int, end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = end &- start
        if shortLength >= 0, start &+ 8 <= bytes.count {
            let bytesDiffer = (WordScan.load(bytes, at: start) & shortMask) ^ shortWord
            return UInt64(bitPattern: Int64(length ^ shortLength)) | bytesDiffer == 0
        }
        guard length >= 64 || lengths & (1 << UInt64(length)) != 0 else { return false }
        for word in words where word.count == length {
            var same = true
            for i in 0..<length where bytes[start &+ i] != word[i] {
                same = false
                break
            }
            if same { return true }
        }
        return false
    }
}

extension ScanPass {
    /// Chains longer than this are recorded from their last member only, so that a long run of
    /// chained calls is not lexed again for each call.
    static let longestChain = 2_048

    static func isOptionalChaining(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for p in token.start..<token.end where bytes[p] != UInt8(ascii: "?") && bytes[p] != UInt8(ascii: "!") { return false }
        return true
    }

    /// Records the call if `name`, which spells a recorded member, is followed by `(` and is not
    /// the name of a function being declared. Call before the chain tracks `name`; `previous`
    /// is the token read before it, unless the chain is replayed (`CallReplay`).
    mutating func noteCall(_ name: Token, previous: Token?) {
        guard !name.isBackticked else { return }
        let next = cursor.peek()
        // Resolver's `register { Service(store: resolve()) }`: only a trailing closure.
        if cursor.isPunctuation(next, UInt8(ascii: "{")), name.start >= registrationSearchEnd, isRegistrationName(name) {
            findRegistration(after: name)
            return
        }
        guard cursor.isPunctuation(next, .openParen), !conditions.isDead else { return }
        let start: ChainStart
        let before: Token?
        if callReplay.replays {
            (start, before) = callReplay.replay(through: name, in: cursor.bytes)
        } else {
            start = callReplay.chain.chainStart(endingAt: name)
            before = previous
        }
        if let before, cursor.isKeyword(before, "func") { return }
        var text: String
        if name.end - start.offset > Self.longestChain {
            text = "…." + cursor.name(name)
        } else {
            text = chainText(from: start.offset, to: name.end)
        }
        if text.isEmpty { text = cursor.name(name) }
        let metatype = metatypeArgument()
        let inRegistration = name.start < registrationEnd
        if !inRegistration, name.start >= registrationSearchEnd, isRegistrationName(name) { findRegistration(after: name) }
        calls.append(CallSite(chain: text, metatypeArgument: metatype, line: start.line, column: start.column,
                              inRegistration: inRegistration))
    }

    /// The most tokens looked ahead for the end of a registration's closure.
    static let registrationLookahead = 4_096

    private func isRegistrationName(_ name: Token) -> Bool {
        CallSite.registrationNames.contains { word in
            name.length == word.utf8.count && cursor.text(name) == word
        }
    }

    /// With `(` next, after a registration's name: when its arguments hold a closure or a
    /// trailing closure follows them, sets `registrationEnd` past the last of them. Peeks only,
    /// and never again before `registrationSearchEnd`, so that each token is looked at by at
    /// most one search.
    private mutating func findRegistration(after name: Token) {
        var offset = 0
        var depth = 0
        var sawClosure = false
        var end = name.end
        while true {
            let token = cursor.peek(offset)
            if token.kind == .endOfFile || offset > Self.registrationLookahead {
                registrationSearchEnd = token.kind == .endOfFile ? Int.max : token.end
                return
            }
            if token.kind == .punctuation {
                switch cursor.bytes[token.start] {
                case UInt8(ascii: "{"):
                    sawClosure = true
                    depth += 1
                case .openParen, .openBracket: depth += 1
                case .closeParen, .closeBracket, UInt8(ascii: "}"): depth -= 1
                default: break
                }
            }
            end = token.end
            offset += 1
            // A closed group may be followed by a trailing closure.
            if depth <= 0, !cursor.isPunctuation(cursor.peek(offset), UInt8(ascii: "{")) { break }
        }
        registrationSearchEnd = end
        if sawClosure { registrationEnd = end }
    }

    /// At an attribute: records an injecting property wrapper (`@Injected`, `@LazyInjected`,
    /// `@InjectedObject`) as a call whose chain is the attribute.
    mutating func noteInjectedAttribute(_ token: Token) {
        let word = CallSite.injectedWord.utf8
        guard token.length > word.count, !conditions.isDead else { return }
        let bytes = cursor.bytes
        let nameStart = token.start + 1
        guard nameStart + word.count <= token.end else { return }
        var found = false
        for start in nameStart...(token.end - word.count) where bytes[start] == UInt8(ascii: "I") {
            if zip(word, bytes[start..<(start + word.count)]).allSatisfy({ $0 == $1 }) {
                found = true
                break
            }
        }
        guard found else { return }
        let chain = String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
        calls.append(CallSite(chain: chain, line: token.line, column: token.column, inRegistration: token.start < registrationEnd))
    }

    /// The chain between two offsets as written, without white space, comments, generic
    /// arguments or `?`/`!`, and with call arguments and subscripts shown as `()` and `[]`.
    func chainText(from start: Int, to end: Int) -> String {
        plainChainText(from: start, to: end) ?? lexedChainText(from: start, to: end)
    }

    /// `chainText` by lexing the chain again: what any chain reads as.
    func lexedChainText(from start: Int, to end: Int) -> String {
        let range = UnsafeBufferPointer(rebasing: cursor.bytes[start..<end])
        var lexer = SwiftLexer(range)
        var text = ""
        var depth = 0
        var angles = 0
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            let first = range[token.start]
            if token.kind == .operatorSymbol, depth == 0 {
                angles = max(0, angles + Self.angleDelta(token, in: range))
                continue
            }
            if token.kind == .punctuation, first == .openParen || first == .openBracket {
                if depth == 0, angles == 0 { text += first == .openParen ? "()" : "[]" }
                depth += 1
                continue
            }
            if token.kind == .punctuation, first == .closeParen || first == .closeBracket {
                depth = max(0, depth - 1)
                continue
            }
            guard depth == 0, angles == 0 else { continue }
            if token.kind == .identifier {
                let bodyStart = token.isBackticked ? token.start + 1 : token.start
                let bodyEnd = token.isBackticked ? token.end - 1 : token.end
                text += String(decoding: UnsafeBufferPointer(rebasing: range[bodyStart..<bodyEnd]), as: UTF8.self)
            } else if token.kind == .punctuation, first == .dot {
                text += "."
            }
        }
        return text
    }

    /// The text `chainText` makes of a chain written as ASCII names joined by single dots, as
    /// most are (`DIContainer.shared.resolve`, `.shared.resolve`): its bytes as they are, without
    /// lexing them again. Nil for any other chain.
    func plainChainText(from start: Int, to end: Int) -> String? {
        let bytes = cursor.bytes
        let classes = ByteClass.pointer
        var afterDot = true
        for p in start..<end {
            let byte = bytes[p]
            let byteClass = classes[Int(byte)]
            if byte == .dot {
                // `..` is an operator, and a name must follow a dot: the first dot may start the chain.
                if afterDot, p > start { return nil }
                afterDot = true
            } else if byte < 0x80, byteClass & ByteClass.identifierStart != 0 {
                afterDot = false
            } else if byteClass & ByteClass.digit != 0, !afterDot {
                continue
            } else {
                return nil
            }
        }
        return afterDot ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// `X` when the call's first argument is `X.self` (or `label: X.Y.self`, giving `X.Y`).
    mutating func metatypeArgument() -> String? {
        var offset = 1 // past the `(`
        let label = cursor.peek(offset)
        let colon = cursor.peek(offset + 1)
        if label.kind == .identifier, cursor.isPunctuation(colon, UInt8(ascii: ":")) {
            offset += 2
        }
        // Built as one string: an array of the parts, joined, cost two allocations a call.
        var text = ""
        var parts = 0
        while parts < 16 {
            let name = cursor.peek(offset)
            guard name.kind == .identifier else { return nil }
            if !name.isBackticked, cursor.isKeyword(name, "self") {
                let after = cursor.peek(offset + 1)
                let ends = cursor.isPunctuation(after, .closeParen) || cursor.isPunctuation(after, UInt8(ascii: ","))
                return ends && parts > 0 ? text : nil
            }
            if parts > 0 { text += "." }
            text += cursor.name(name)
            parts += 1
            let dot = cursor.peek(offset + 1)
            guard cursor.isPunctuation(dot, .dot) else { return nil }
            offset += 2
        }
        return nil
    }
}
