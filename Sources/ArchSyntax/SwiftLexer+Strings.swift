import ArchCore

/// Where a string literal opens: `start` is its first byte (the first `#` of a raw string),
/// `quote` the first quote of its delimiter.
struct StringOpening {
    var start: Int
    var quote: Int
    var hashes: Int
}

/// A capitalised name in the code of a string interpolation, `\(Formatter.shared)`.
struct InterpolatedName {
    var token: Token
    /// Whether a `.` comes right before it: `Type` and `Protocol` there are not type names.
    var followsDot: Bool
}

extension SwiftLexer {
    /// How deep string literals may nest inside each other's interpolations before the file is
    /// reported as `nesting-too-deep`. Real code nests two or three levels; a file nested
    /// hundreds of levels deep is made to exhaust a parser's stack (the Swift compiler's parser
    /// sets a similar `maximumNestingLevel` for the same reason). The lexer keeps its own stack
    /// on the heap and reads on past the limit, so the rest of the file is still read exactly.
    public static let maximumStringNesting = 256

    /// A string literal whose body is being scanned.
    private struct OpenString {
        var hashes: Int
        var multiline: Bool
        var interpolated = false
        /// Inside an interpolation, the parentheses not yet closed; 0 in the literal's text.
        var openParentheses = 0
        /// Where the literal opened, to stand for it as the previous token once it is closed.
        var start: Int
        var line: Int
        var column: Int
    }

    private enum BodyEnd {
        case closed
        case interpolation
    }

    // MARK: - Strings

    /// Scans a string literal from its opening delimiter, the code of its interpolations
    /// included, and leaves `position` after its closing delimiter. Returns whether the
    /// literal contains an interpolation.
    ///
    /// Strings inside interpolations go on an explicit stack rather than a recursive call, so
    /// that no input can make the lexer's call depth grow.
    ///
    /// An unterminated single-line string ends at the line break, as the compiler recovers, so
    /// that one stray quote does not swallow the rest of the file.
    mutating func scanString(_ opening: StringOpening) -> Bool {
        // The strings whose interpolation the current one sits in, innermost last.
        var enclosing: [OpenString] = []
        var current = open(opening)
        while true {
            if current.openParentheses == 0 {
                switch scanBody(of: current) {
                case .closed:
                    guard let outer = enclosing.popLast() else { return current.interpolated }
                    // The closed string is a token of its enclosing interpolation's code.
                    previous = Token(kind: .string, start: current.start, end: position,
                                     line: current.line, column: current.column)
                    current = outer
                case .interpolation:
                    current.interpolated = true
                    current.openParentheses = 1
                    previous = nil
                }
                continue
            }
            // One token of interpolated code, lexed by the ordinary rules.
            skipTrivia()
            guard position < bytes.count else {
                // Unterminated: the outermost literal, which has an interpolation, ends here.
                return true
            }
            let start = position
            let startLine = line
            let column = start - lineStart + 1
            let lexeme = lexToken(at: start)
            if let nested = lexeme.stringOpening {
                enclosing.append(current)
                if enclosing.count >= Self.maximumStringNesting, nestingTooDeep == nil {
                    nestingTooDeep = TextPosition(line: startLine, column: column)
                }
                current = open(nested)
                continue
            }
            let token = Token(kind: lexeme.kind, start: start, end: position, line: startLine, column: column,
                              isBackticked: lexeme.isBackticked)
            if recordsInterpolatedNames, token.kind == .identifier, NameShape.isCapitalised(token, in: bytes) {
                let followsDot = previousStart >= 0 && previousKind == .punctuation && bytes[previousStart] == .dot
                interpolatedNames.append(InterpolatedName(token: token, followsDot: followsDot))
            }
            if token.kind == .punctuation, token.length == 1 {
                if bytes[start] == .openParen {
                    current.openParentheses += 1
                } else if bytes[start] == .closeParen {
                    current.openParentheses -= 1
                }
            }
            previous = token
        }
    }

    /// Moves past the opening delimiter of a string literal.
    private mutating func open(_ opening: StringOpening) -> OpenString {
        let quote = opening.quote
        let multiline = quote + 2 < bytes.count && bytes[quote + 1] == .quote && bytes[quote + 2] == .quote
        position = quote + (multiline ? 3 : 1)
        return OpenString(hashes: opening.hashes, multiline: multiline, start: opening.start,
                          line: line, column: opening.start - lineStart + 1)
    }

    /// Scans the text of `string` from `position` to its closing delimiter, or to the opening
    /// parenthesis of its next interpolation.
    private mutating func scanBody(of string: OpenString) -> BodyEnd {
        let hashes = string.hashes
        var p = position
        while p < bytes.count {
            // Sixteen bytes at a time up to the next byte the body acts on.
            p = firstOfFour(from: p, .backslash, .quote, .newline, .carriageReturn)
            guard p < bytes.count else { break }
            let byte = bytes[p]
            if byte == .backslash {
                let afterDelimiter = p + 1 + hashes
                guard poundSigns(from: p + 1, count: hashes), afterDelimiter < bytes.count else {
                    p += 1
                    continue
                }
                let escaped = bytes[afterDelimiter]
                if escaped == .openParen {
                    position = afterDelimiter + 1
                    return .interpolation
                } else if escaped == .newline || escaped == .carriageReturn {
                    p = consumeNewline(at: afterDelimiter)
                } else {
                    p = afterDelimiter + 1
                }
            } else if byte == .quote {
                if string.multiline {
                    if p + 2 < bytes.count, bytes[p + 1] == .quote, bytes[p + 2] == .quote, poundSigns(from: p + 3, count: hashes) {
                        position = p + 3 + hashes
                        return .closed
                    }
                } else if poundSigns(from: p + 1, count: hashes) {
                    position = p + 1 + hashes
                    return .closed
                }
                p += 1
            } else if byte == .newline || byte == .carriageReturn {
                if !string.multiline {
                    position = p
                    return .closed
                }
                p = consumeNewline(at: p)
            } else {
                p += 1
            }
        }
        position = bytes.count
        return .closed
    }

    /// Whether `count` pound signs start at `p`.
    func poundSigns(from p: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        guard p + count <= bytes.count else { return false }
        for i in p..<(p + count) where bytes[i] != .pound { return false }
        return true
    }
}
