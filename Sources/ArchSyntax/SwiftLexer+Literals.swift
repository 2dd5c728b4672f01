extension SwiftLexer {
    // MARK: - Pound: raw strings, extended regexes, directives

    mutating func lexPound(at start: Int) -> Lexeme {
        // Within a run of `#` already measured, the run still ends where it did.
        if start >= poundRunEnd {
            var end = start
            while end < bytes.count, bytes[end] == .pound { end += 1 }
            poundRunEnd = end
        }
        let after = poundRunEnd
        let hashes = after - start
        if after < bytes.count, bytes[after] == .quote {
            return Lexeme(kind: .string, stringOpening: StringOpening(start: start, quote: after, hashes: hashes))
        }
        if after < bytes.count, bytes[after] == .slash, let end = extendedRegexEnd(slashAt: after, hashes: hashes) {
            position = end
            return Lexeme(kind: .regex)
        }
        if hashes == 1, after < bytes.count, classes[Int(bytes[after])] & ByteClass.identifierStart != 0 {
            position = identifierEnd(from: after + 1)
            return Lexeme(kind: .pound)
        }
        position = start + 1
        return Lexeme(kind: .punctuation)
    }

    /// The end of `#/…/#` (any number of pounds). Such literals may span lines.
    ///
    /// A search that reaches the end of the file is remembered, and answers every later search
    /// (see `FailedExtendedRegexSearch`), so that a file full of unclosed `#/` is read once.
    mutating func extendedRegexEnd(slashAt slash: Int, hashes: Int) -> Int? {
        var isAnswered = false
        if var failed = failedExtendedRegexSearch, slash >= failed.slash {
            let mayClose = failed.hasCloser(after: slash, withAtLeast: hashes)
            failedExtendedRegexSearch = failed
            guard mayClose else { return nil }
            isAnswered = true
        }
        var closers = FailedExtendedRegexSearch(slash: slash)
        var p = slash + 1
        while p < bytes.count {
            let byte = bytes[p]
            if byte == .backslash {
                p += 2
                continue
            }
            if byte == .slash {
                var pounds = 0
                while p + 1 + pounds < bytes.count, bytes[p + 1 + pounds] == .pound { pounds += 1 }
                if pounds >= hashes {
                    let end = p + 1 + hashes
                    countLineBreaks(from: slash + 1, to: end)
                    return end
                }
                if !isAnswered { closers.record(closerAt: p, pounds: pounds) }
            }
            p += 1
        }
        if !isAnswered { failedExtendedRegexSearch = closers }
        return nil
    }

    /// Counts the line breaks between `start` and `end`, for a literal that spans lines.
    private mutating func countLineBreaks(from start: Int, to end: Int) {
        var p = start
        while p < end {
            let byte = bytes[p]
            p = byte == .newline || byte == .carriageReturn ? consumeNewline(at: p) : p + 1
        }
    }

    // MARK: - Bare regex literals

    /// Whether the previous token ends an expression, so that a following `/` divides.
    var previousEndsExpression: Bool {
        guard let previous else { return false }
        switch previous.kind {
        case .number, .string, .regex:
            return true
        case .identifier:
            return previous.isBackticked || !Keywords.precedesExpression(bytes, previous)
        case .punctuation:
            let byte = bytes[previous.start]
            return byte == .closeParen || byte == .closeBracket || byte == UInt8(ascii: "}")
        case .operatorSymbol, .attribute, .pound, .endOfFile:
            return false
        }
    }

    /// The end of a bare `/…/` regex literal starting at `slash`, if there is one: it may not
    /// start with white space, and must close on the same line.
    ///
    /// A search that fails is remembered for the rest of its line (see `FailedBareRegexSearch`),
    /// so that a line full of `/[` is read a bounded number of times.
    mutating func bareRegexEnd(slashAt slash: Int) -> Int? {
        let start = slash + 1
        guard start < bytes.count else { return nil }
        let first = bytes[start]
        if first == .newline || first == .carriageReturn || classes[Int(first)] & ByteClass.horizontalSpace != 0 {
            return nil
        }
        guard var failed = failedBareRegexSearch, slash < failed.stop else {
            switch searchBareRegex(from: start, stopAtBracket: false) {
            case .closed(let end):
                return end
            case .failed(let stop):
                failedBareRegexSearch = FailedBareRegexSearch(start: start, stop: stop)
                return nil
            }
        }
        defer { failedBareRegexSearch = failed }
        if slash < failed.failsOutsideClassBefore { return nil }
        failed.replay(through: slash, in: bytes)
        guard failed.inClass else { return nil }
        // The failed search is inside a `[…]` here and this one is not: they differ only until
        // the next `[` or `]` puts both in the same state.
        switch searchBareRegex(from: start, stopAtBracket: true) {
        case .closed(let end):
            return end
        case .failed(let stop):
            failed.failsOutsideClassBefore = stop
            return nil
        }
    }

    enum BareRegexSearch {
        case closed(end: Int)
        /// Where the search gave up: the line break, the end of the file, or with
        /// `stopAtBracket` the first `[` or `]`.
        case failed(stop: Int)
    }

    /// Searches for the `/` that closes a bare regex whose body starts at `start`, outside a
    /// character class.
    func searchBareRegex(from start: Int, stopAtBracket: Bool) -> BareRegexSearch {
        var p = start
        var inClass = false
        while p < bytes.count {
            let byte = bytes[p]
            switch byte {
            case .newline, .carriageReturn:
                return .failed(stop: p)
            case .backslash:
                // An escaped line break still ends the line, and with it the search: skipped
                // as an escape, it left the literal spanning lines the lexer never counted.
                if p + 1 < bytes.count, bytes[p + 1] == .newline || bytes[p + 1] == .carriageReturn {
                    return .failed(stop: p + 1)
                }
                p += 2
                continue
            case .openBracket, .closeBracket:
                if stopAtBracket { return .failed(stop: p) }
                inClass = byte == .openBracket
            case .slash where !inClass:
                return .closed(end: p + 1)
            default:
                break
            }
            p += 1
        }
        return .failed(stop: bytes.count)
    }
}
