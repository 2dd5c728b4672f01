/// Calls to the members named in `ScanOptions.recordedCalls`, with the chain before them.
///
/// The pass follows where the current postfix chain (`DIContainer.shared.resolve`) starts, as
/// a token, and keeps the starts of the chains that enclose each open parenthesis on a stack.
/// Only when a recorded call is found is the chain's text made, by lexing its range again.
struct CallChain {
    /// The first token of the chain being read: a name, or the `.` of an implicit member.
    var start: Token?
    /// Whether the last token can be continued by `.member`: a name, `)`, `]`, `?`, `!`, `>`.
    var canContinue = false
    /// Whether the last token was a `.` of the chain.
    var expectsMember = false
    /// For each open `(` or `[`, the chain it continues (nil when it continues none).
    var enclosing: [Token?] = []
    /// Inside `<…>` glued to a name: how many are open, and the chain to resume after them.
    var genericDepth = 0
    var beforeGeneric: Token?
    /// Where the last token ended, to tell `a?.b` from `a ? b : c`.
    var previousEnd = -1

    mutating func reset() {
        start = nil
        canContinue = false
        expectsMember = false
    }
}

extension ScanPass {
    /// Chains longer than this are recorded from their last member only, so that a long run of
    /// chained calls is not lexed again for each call.
    static let longestChain = 2_048

    mutating func trackChain(_ token: Token) {
        let bytes = cursor.bytes
        defer { chain.previousEnd = token.end }
        if chain.genericDepth > 0 {
            trackGenericArguments(token)
            return
        }
        switch token.kind {
        case .identifier:
            if !(chain.expectsMember && chain.start != nil) { chain.start = token }
            chain.expectsMember = false
            chain.canContinue = true
        case .punctuation:
            switch bytes[token.start] {
            case .dot:
                if !(chain.canContinue && chain.start != nil) { chain.start = token }
                chain.expectsMember = true
                chain.canContinue = false
            case .openParen, .openBracket:
                chain.enclosing.append(chain.canContinue ? chain.start : nil)
                chain.reset()
            case .closeParen, .closeBracket:
                chain.start = chain.enclosing.popLast() ?? nil
                chain.canContinue = chain.start != nil
                chain.expectsMember = false
            default:
                chain.reset()
            }
        case .operatorSymbol where chain.canContinue && token.start == chain.previousEnd:
            if Self.isOptionalChaining(token, in: bytes) { return }
            if bytes[token.start] == UInt8(ascii: "<"), token.length == 1 {
                chain.beforeGeneric = chain.start
                chain.genericDepth = 1
                return
            }
            chain.reset()
        default:
            chain.reset()
        }
    }

    /// Inside `Name<…>`: only what generic arguments are made of keeps the chain alive.
    private mutating func trackGenericArguments(_ token: Token) {
        let bytes = cursor.bytes
        switch token.kind {
        case .identifier:
            return
        case .operatorSymbol:
            chain.genericDepth += Self.angleDelta(token, in: bytes)
        case .punctuation:
            let byte = bytes[token.start]
            if byte == .dot || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":")
                || byte == .openBracket || byte == .closeBracket { return }
            chain.genericDepth = 0
            chain.reset()
            return
        default:
            chain.genericDepth = 0
            chain.reset()
            return
        }
        if chain.genericDepth <= 0 {
            chain.genericDepth = 0
            chain.start = chain.beforeGeneric
            chain.canContinue = chain.start != nil
            chain.expectsMember = false
        }
    }

    static func isOptionalChaining(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for p in token.start..<token.end where bytes[p] != UInt8(ascii: "?") && bytes[p] != UInt8(ascii: "!") { return false }
        return true
    }

    /// Whether `token` spells one of the recorded calls; compares bytes, so other names cost no String.
    @inline(__always)
    func isRecordedCallName(_ token: Token) -> Bool {
        let bytes = cursor.bytes
        for word in recordedCallWords where word.count == token.length {
            var same = true
            for i in 0..<word.count where bytes[token.start + i] != word[i] {
                same = false
                break
            }
            if same { return true }
        }
        return false
    }

    /// Records the call if `name`, a recorded member, is followed by `(` and is not the name of
    /// a function being declared. Call before `trackChain(name)`.
    mutating func noteCall(_ name: Token, previous: Token?) {
        guard !name.isBackticked, isRecordedCallName(name) else { return }
        let next = cursor.peek()
        guard cursor.isPunctuation(next, .openParen), !conditions.isDead else { return }
        if let previous, cursor.isKeyword(previous, "func") { return }
        let start = (chain.expectsMember ? chain.start : nil) ?? name
        var text: String
        if name.end - start.start > Self.longestChain {
            text = "…." + cursor.name(name)
        } else {
            text = chainText(from: start.start, to: name.end)
        }
        if text.isEmpty { text = cursor.name(name) }
        let metatype = metatypeArgument()
        calls.append(CallSite(chain: text, metatypeArgument: metatype, line: start.line, column: start.column))
    }

    /// The chain between two offsets as written, without white space, comments, generic
    /// arguments or `?`/`!`, and with call arguments and subscripts shown as `()` and `[]`.
    func chainText(from start: Int, to end: Int) -> String {
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

    /// `X` when the call's first argument is `X.self` (or `label: X.Y.self`, giving `X.Y`).
    mutating func metatypeArgument() -> String? {
        var offset = 1 // past the `(`
        let label = cursor.peek(offset)
        let colon = cursor.peek(offset + 1)
        if label.kind == .identifier, cursor.isPunctuation(colon, UInt8(ascii: ":")) {
            offset += 2
        }
        var parts: [String] = []
        while parts.count < 16 {
            let name = cursor.peek(offset)
            guard name.kind == .identifier else { return nil }
            if !name.isBackticked, cursor.isKeyword(name, "self") {
                let after = cursor.peek(offset + 1)
                let ends = cursor.isPunctuation(after, .closeParen) || cursor.isPunctuation(after, UInt8(ascii: ","))
                return ends && !parts.isEmpty ? parts.joined(separator: ".") : nil
            }
            parts.append(cursor.name(name))
            let dot = cursor.peek(offset + 1)
            guard cursor.isPunctuation(dot, .dot) else { return nil }
            offset += 2
        }
        return nil
    }
}
