/// Collection sizes and row decisions fixed in code: a data source method that returns an
/// integer literal, and `indexPath.row == 2` or `switch indexPath.row { case 2: … }`.

/// A `func` being read for whether it is a data source count method returning a literal.
struct CountFunction {
    /// `numberOfRowsInSection`, `numberOfItemsInSection` or `numberOfSections`, once seen.
    var subject: String?
    var parenDepth = 0
    /// The brace depth inside the body, once it has opened; 0 while reading the signature.
    var bodyDepth = 0
    /// Whether the next token is the first of the body.
    var atBodyStart = false
    /// The brace depth of the innermost `case .kind:` label read in the body, while inside it:
    /// a branch on what a section is, where one cell is the section's layout.
    var kindCaseDepth: Int?
}

/// A `switch indexPath.row {` whose cases are read for integer literals.
struct RowSwitch {
    var subject: String
    /// The brace depth inside the switch's body.
    var depth: Int
}

extension ScanPass {
    static let countLabels = ["numberOfRowsInSection", "numberOfItemsInSection", "numberOfSections"]
    static let indexPathMembers = ["row", "item", "section"]

    /// At a `func` keyword. A function nested in a count method's body does not replace it.
    mutating func startCountFunction() {
        if let reading = countFunction, reading.bodyDepth > 0 { return }
        countFunction = CountFunction()
    }

    mutating func readCountFunction(_ token: Token) {
        guard var reading = countFunction else { return }
        // Moved out, so that the copy is the only one; every path below stores it back or ends it.
        countFunction = nil
        let bytes = cursor.bytes
        if reading.bodyDepth > 0 {
            if braceDepth < reading.bodyDepth || token.kind == .endOfFile {
                countFunction = nil
                return
            }
            if let depth = reading.kindCaseDepth, braceDepth < depth { reading.kindCaseDepth = nil }
            let next = reading.atBodyStart ? cursor.peek() : token
            if reading.atBodyStart, isIntegerLiteral(token), cursor.isPunctuation(next, UInt8(ascii: "}")) {
                noteCount(.literalCount, reading.subject ?? "", at: token)
            } else if token.kind == .identifier, cursor.isKeyword(token, "case"), cursor.isPunctuation(cursor.peek(), .dot) {
                reading.kindCaseDepth = braceDepth
            } else if token.kind == .identifier, cursor.isKeyword(token, "return") {
                let value = cursor.peek()
                let after = cursor.peek(1)
                if isIntegerLiteral(value), value.line == token.line,
                   after.kind == .endOfFile || after.startsLine || cursor.isPunctuation(after, UInt8(ascii: "}"))
                    || cursor.isPunctuation(after, UInt8(ascii: ";")),
                   reading.kindCaseDepth == nil || integerValue(value) > 1 {
                    noteCount(.literalCount, reading.subject ?? "", at: value)
                }
            }
            reading.atBodyStart = false
            countFunction = reading
            return
        }
        switch token.kind {
        case .identifier where reading.subject == nil && !token.isBackticked:
            reading.subject = Self.countLabels.first { word in
                token.length == word.utf8.count && cursor.text(token) == word
            }
        case .punctuation:
            switch bytes[token.start] {
            case .openParen: reading.parenDepth += 1
            case .closeParen: reading.parenDepth = max(0, reading.parenDepth - 1)
            case UInt8(ascii: "{") where reading.parenDepth == 0:
                guard reading.subject != nil else {
                    countFunction = nil
                    return
                }
                reading.bodyDepth = braceDepth
                reading.atBodyStart = true
            case UInt8(ascii: ";"), UInt8(ascii: "}"):
                countFunction = nil
                return
            default: break
            }
        case .endOfFile:
            countFunction = nil
            return
        default:
            break
        }
        countFunction = reading
    }

    /// `indexPath.row == 3` and `3 == indexPath.row`, seen from `indexPath` or from the literal.
    mutating func noteRowComparison(_ token: Token) {
        if token.kind == .number {
            // Peeked into a local first: an argument that mutates `self` makes Swift copy the
            // whole scan state for the call.
            guard isIntegerLiteral(token) else { return }
            let next = cursor.peek()
            guard isEqualsOperator(next), let subject = indexPathMember(at: 1) else { return }
            noteCount(.rowBranch, subject, at: token)
        } else if let subject = indexPathMember(at: 0, after: token) {
            let comparison = cursor.peek(2)
            guard isEqualsOperator(comparison) else { return }
            let value = cursor.peek(3)
            if isIntegerLiteral(value) { noteCount(.rowBranch, subject, at: value) }
        }
    }

    /// At `switch`: a `switch indexPath.row {` starts reading its cases.
    mutating func startRowSwitch() {
        guard let subject = indexPathMember(at: 0) else { return }
        let opening = cursor.peek(3)
        guard cursor.isPunctuation(opening, UInt8(ascii: "{")) else { return }
        rowSwitches.append(RowSwitch(subject: subject, depth: braceDepth + 1))
    }

    /// At `case`: whether it is a case of the innermost row switch.
    mutating func startRowSwitchCase() {
        if let top = rowSwitches.last, top.depth == braceDepth { rowSwitchCase = top.subject }
    }

    /// Reads a row switch's case labels up to their `:`, and closes switches that a `}` ends.
    mutating func readRowSwitch(_ token: Token) {
        if cursor.isPunctuation(token, UInt8(ascii: "}")) {
            while let top = rowSwitches.last, braceDepth < top.depth { rowSwitches.removeLast() }
        }
        guard let subject = rowSwitchCase else { return }
        if isIntegerLiteral(token) {
            noteCount(.rowBranch, subject, at: token)
        } else if cursor.isPunctuation(token, UInt8(ascii: ":")) || cursor.isPunctuation(token, UInt8(ascii: "{"))
                    || cursor.isPunctuation(token, UInt8(ascii: "}")) || token.kind == .endOfFile {
            rowSwitchCase = nil
        }
    }

    /// `indexPath.row` when the tokens from `offset` ahead (or `first` and then the next
    /// ones) spell `indexPath`, `.`, and `row`, `item` or `section`.
    private mutating func indexPathMember(at offset: Int, after first: Token? = nil) -> String? {
        let base = first ?? cursor.peek(offset)
        let memberOffset = first == nil ? offset + 2 : 1
        let dotOffset = memberOffset - 1
        guard base.kind == .identifier, cursor.isKeyword(base, "indexPath") else { return nil }
        let dot = cursor.peek(dotOffset)
        guard cursor.isPunctuation(dot, .dot) else { return nil }
        let member = cursor.peek(memberOffset)
        guard member.kind == .identifier, !member.isBackticked else { return nil }
        let name = cursor.text(member)
        return Self.indexPathMembers.contains(name) ? "indexPath." + name : nil
    }

    @inline(__always)
    private func isEqualsOperator(_ token: Token) -> Bool {
        token.kind == .operatorSymbol && token.length == 2 && cursor.bytes[token.start] == UInt8(ascii: "=")
            && cursor.bytes[token.start + 1] == UInt8(ascii: "=")
    }

    /// A number without a fraction or exponent: `3`, `1_000`, `0x1F`.
    @inline(__always)
    func isIntegerLiteral(_ token: Token) -> Bool {
        guard token.kind == .number else { return false }
        let bytes = cursor.bytes
        let isPrefixed = token.length > 2 && bytes[token.start] == UInt8(ascii: "0")
            && (bytes[token.start + 1] == UInt8(ascii: "x") || bytes[token.start + 1] == UInt8(ascii: "o")
                || bytes[token.start + 1] == UInt8(ascii: "b"))
        for p in token.start..<token.end {
            let byte = bytes[p]
            if byte == .dot { return false }
            if !isPrefixed, byte != UInt8(ascii: "_"), byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") { return false }
        }
        return true
    }

    private mutating func noteCount(_ kind: HardCodedCount.Kind, _ subject: String, at token: Token) {
        guard !conditions.isDead else { return }
        hardCodedCounts.append(HardCodedCount(kind: kind, subject: subject, value: integerValue(token),
                                              line: token.line, column: token.column))
    }

    /// The value of an integer literal (`isIntegerLiteral`): `2`, `1_000`, `0x1F`; `Int.max`
    /// when it does not fit.
    private func integerValue(_ token: Token) -> Int {
        let bytes = cursor.bytes
        var start = token.start
        var radix = 10
        if token.length > 2, bytes[start] == UInt8(ascii: "0") {
            switch bytes[start + 1] {
            case UInt8(ascii: "x"): radix = 16
            case UInt8(ascii: "o"): radix = 8
            case UInt8(ascii: "b"): radix = 2
            default: break
            }
            if radix != 10 { start += 2 }
        }
        var value = 0
        for p in start..<token.end where bytes[p] != UInt8(ascii: "_") {
            let byte = bytes[p] | 0x20
            let digit = byte >= UInt8(ascii: "a") ? Int(byte - UInt8(ascii: "a")) + 10 : Int(byte &- UInt8(ascii: "0"))
            let (times, overflowed) = value.multipliedReportingOverflow(by: radix)
            let (sum, overflowedAgain) = times.addingReportingOverflow(digit)
            if overflowed || overflowedAgain { return Int.max }
            value = sum
        }
        return value
    }
}
