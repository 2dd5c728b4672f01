/// `#if`, `#elseif`, `#else` and `#endif`: the conditions under which imports and other facts
/// are compiled (see `ConditionStack`).
extension ScanPass {
    mutating func handleDirective(_ token: Token) {
        clearPending()
        // Compared as bytes: a String per directive cost more than the comparison.
        let bytes = cursor.bytes
        switch token.length {
        case 3 where Keywords.spells(token, in: bytes, "#if"): conditions.open(readCondition(after: token))
        case 7 where Keywords.spells(token, in: bytes, "#elseif"): conditions.elseIf(readCondition(after: token))
        case 5 where Keywords.spells(token, in: bytes, "#else"): conditions.otherwise()
        case 6 where Keywords.spells(token, in: bytes, "#endif"): conditions.close()
        default: break
        }
    }

    /// The condition is the rest of the directive's line, continuing across lines only inside
    /// parentheses. Its text is the tokens' source text, with each run of white space or
    /// comments between them shown as one space (`TokenCursor.normalizedText(of:in:)`).
    ///
    /// Most conditions are ASCII with at most one space between tokens: their text is then the
    /// source bytes from the first token to the last, made into one String with no array of
    /// tokens. From the first token that breaks that, the text is built token by token, as
    /// `normalizedText(of:in:)` builds it; the ASCII part before is the same either way.
    mutating func readCondition(after directive: Token) -> String {
        var depth = 0
        var first = -1
        var end = -1
        var verbatim = true
        var text = ""
        let bytes = cursor.bytes
        while true {
            let next = cursor.peek()
            if next.kind == .endOfFile || (next.startsLine && depth == 0) { break }
            if cursor.isPunctuation(next, .openParen) { depth += 1 }
            if cursor.isPunctuation(next, .closeParen) { depth -= 1 }
            let token = cursor.advance()
            let separated = first >= 0 && token.start > end
            if verbatim {
                let gapIsVerbatim = !separated || (token.start - end == 1 && bytes[end] == UInt8(ascii: " "))
                if gapIsVerbatim, Self.isASCII(token, in: bytes) {
                    if first < 0 { first = token.start }
                    end = token.end
                    continue
                }
                verbatim = false
                if first >= 0 { text = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<end]), as: UTF8.self) }
            }
            if separated { text += " " }
            text += cursor.text(token)
            if first < 0 { first = token.start }
            end = token.end
        }
        if recordsCalls, first >= 0 { callReplay.noteConsumed(from: first, to: end) }
        guard verbatim, first >= 0 else { return text }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<end]), as: UTF8.self)
    }

    @inline(__always)
    static func isASCII(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for p in token.start..<token.end where bytes[p] >= 0x80 { return false }
        return true
    }
}
