extension SwiftLexer {
    // MARK: - Strings

    /// Scans a string literal whose opening quote is at `quote`, preceded by `hashes` pound
    /// signs (a raw string). Leaves `position` after the closing delimiter and returns whether
    /// the literal contains an interpolation.
    ///
    /// An unterminated single-line string ends at the line break, as the compiler recovers, so
    /// that one stray quote does not swallow the rest of the file.
    mutating func scanString(quoteAt quote: Int, hashes: Int) -> Bool {
        let multiline = quote + 2 < bytes.count && bytes[quote + 1] == .quote && bytes[quote + 2] == .quote
        var p = quote + (multiline ? 3 : 1)
        var interpolated = false
        while p < bytes.count {
            let byte = bytes[p]
            if byte == .backslash {
                let afterDelimiter = p + 1 + hashes
                guard poundSigns(from: p + 1, count: hashes), afterDelimiter < bytes.count else {
                    p += 1
                    continue
                }
                let escaped = bytes[afterDelimiter]
                if escaped == .openParen {
                    interpolated = true
                    position = afterDelimiter + 1
                    skipInterpolation()
                    p = position
                } else if escaped == .newline || escaped == .carriageReturn {
                    p = consumeNewline(at: afterDelimiter)
                } else {
                    p = afterDelimiter + 1
                }
            } else if byte == .quote {
                if multiline {
                    if p + 2 < bytes.count, bytes[p + 1] == .quote, bytes[p + 2] == .quote, poundSigns(from: p + 3, count: hashes) {
                        position = p + 3 + hashes
                        return interpolated
                    }
                } else if poundSigns(from: p + 1, count: hashes) {
                    position = p + 1 + hashes
                    return interpolated
                }
                p += 1
            } else if byte == .newline || byte == .carriageReturn {
                if !multiline {
                    position = p
                    return interpolated
                }
                p = consumeNewline(at: p)
            } else {
                p += 1
            }
        }
        position = bytes.count
        return interpolated
    }

    /// Whether `count` pound signs start at `p`.
    func poundSigns(from p: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        guard p + count <= bytes.count else { return false }
        for i in p..<(p + count) where bytes[i] != .pound { return false }
        return true
    }

    /// Skips the code of `\( … )` up to and including the matching parenthesis. The code is
    /// lexed with the same rules, so strings and comments inside it are handled.
    mutating func skipInterpolation() {
        let savedPrevious = previous
        previous = nil
        var depth = 1
        while true {
            let token = next()
            if token.kind == .endOfFile { break }
            guard token.kind == .punctuation, token.length == 1 else { continue }
            let byte = bytes[token.start]
            if byte == .openParen {
                depth += 1
            } else if byte == .closeParen {
                depth -= 1
                if depth == 0 { break }
            }
        }
        previous = savedPrevious
    }

    // MARK: - Pound: raw strings, extended regexes, directives

    mutating func lexPound(at start: Int, hasInterpolation: inout Bool) -> TokenKind {
        var hashes = 0
        while start + hashes < bytes.count, bytes[start + hashes] == .pound { hashes += 1 }
        let after = start + hashes
        if after < bytes.count, bytes[after] == .quote {
            hasInterpolation = scanString(quoteAt: after, hashes: hashes)
            return .string
        }
        if after < bytes.count, bytes[after] == .slash, let end = extendedRegexEnd(slashAt: after, hashes: hashes) {
            position = end
            return .regex
        }
        if hashes == 1, after < bytes.count, classes[Int(bytes[after])] & ByteClass.identifierStart != 0 {
            position = identifierEnd(from: after + 1)
            return .pound
        }
        position = start + 1
        return .punctuation
    }

    /// The end of `#/…/#` (any number of pounds). Such literals may span lines.
    mutating func extendedRegexEnd(slashAt slash: Int, hashes: Int) -> Int? {
        var p = slash + 1
        var newlines: [Int] = []
        while p < bytes.count {
            let byte = bytes[p]
            if byte == .backslash {
                p += 2
            } else if byte == .slash, poundSigns(from: p + 1, count: hashes) {
                for offset in newlines { _ = consumeNewline(at: offset) }
                return p + 1 + hashes
            } else {
                if byte == .newline || (byte == .carriageReturn && !(p + 1 < bytes.count && bytes[p + 1] == .newline)) {
                    newlines.append(p)
                }
                p += 1
            }
        }
        return nil
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
    func bareRegexEnd(slashAt slash: Int) -> Int? {
        var p = slash + 1
        guard p < bytes.count else { return nil }
        let first = bytes[p]
        if first == .newline || first == .carriageReturn || classes[Int(first)] & ByteClass.horizontalSpace != 0 {
            return nil
        }
        var inClass = false
        while p < bytes.count {
            let byte = bytes[p]
            switch byte {
            case .newline, .carriageReturn:
                return nil
            case .backslash:
                p += 2
                continue
            case .openBracket:
                inClass = true
            case .closeBracket:
                inClass = false
            case .slash where !inClass:
                return p + 1
            default:
                break
            }
            p += 1
        }
        return nil
    }
}
