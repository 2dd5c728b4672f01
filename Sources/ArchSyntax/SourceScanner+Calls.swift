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
    /// the name of a function being declared, or the member read if a qualifier and a `.` come
    /// before it (`URLSession.shared`). Call before the chain tracks `name`; `previous` is the
    /// token read before it, unless the chain is replayed (`CallReplay`).
    mutating func noteCall(_ name: Token, previous: Token?) {
        guard !name.isBackticked else { return }
        let next = cursor.peek()
        // Resolver's `register { Service(store: resolve()) }`: only a trailing closure.
        if cursor.isPunctuation(next, UInt8(ascii: "{")), name.start >= registrationSearchEnd, isRegistrationName(name) {
            findRegistration(after: name)
            return
        }
        let isCall = cursor.isPunctuation(next, .openParen)
        guard isCall || followsDot(name), !conditions.isDead else { return }
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
        let inRegistration = name.start < registrationEnd
        guard isCall else {
            // `.shared` alone names no type to read it from.
            guard !text.hasPrefix(".") else { return }
            calls.append(CallSite(chain: text, line: start.line, column: start.column, inRegistration: inRegistration,
                                  isCall: false))
            return
        }
        let metatype = metatypeArgument()
        if !inRegistration, name.start >= registrationSearchEnd, isRegistrationName(name) { findRegistration(after: name) }
        calls.append(CallSite(chain: text, metatypeArgument: metatype, line: start.line, column: start.column,
                              inRegistration: inRegistration))
    }

    /// Whether a `.` comes before `name`, white space aside: a member of something.
    @inline(__always)
    func followsDot(_ name: Token) -> Bool {
        let bytes = cursor.bytes
        var p = name.start - 1
        while p >= 0, bytes[p] == UInt8(ascii: " ") || bytes[p] == UInt8(ascii: "\t") || bytes[p] == UInt8(ascii: "\n")
            || bytes[p] == UInt8(ascii: "\r") {
            p -= 1
        }
        return p >= 0 && bytes[p] == .dot
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
