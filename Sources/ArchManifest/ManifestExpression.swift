/// An expression of a manifest, as far as the static reader needs to tell them apart.
///
/// Literals, names, member accesses, calls, arrays are kept with their parts; everything else
/// (closures, operators, subscripts, `#if`) is kept only as what it is and where, so that the
/// evaluator can refuse it precisely when it appears in a position that matters.
struct ManifestExpression {
    indirect enum Form {
        case string(String)
        case interpolatedString
        case multilineString
        case malformedString
        /// A number, `true`, `false`, `nil` or a regex, with its text.
        case literal(String)
        case identifier(String)
        /// `.name`, as in `.iOS` or `.target`.
        case implicitMember(String)
        /// `base.name`; `nameToken` is the index of the name.
        case member(ManifestExpression, String, nameToken: Int)
        case call(ManifestExpression, [ManifestArgument])
        case array([ManifestExpression])
        /// A dictionary literal, with its keys and values in source order.
        case dictionary([ManifestExpression])
        case closure
        case keyPath
        /// Any operator application (`a + b`, `-x`, `x!`, `a ?? b`, `x as T`), with its operands.
        case operation(String, [ManifestExpression])
        /// A construct the reader does not model, such as "`#if`", "`try`" or "a subscript".
        case unsupported(String)
    }

    var form: Form
    /// The token where the expression starts; for an operation, the operator.
    var token: Int
}

struct ManifestArgument {
    var label: String?
    var value: ManifestExpression
}

/// Recursive descent over the tokens of a bracketed region. What it does not understand
/// becomes an `.unsupported` node and parsing resumes at the next `,` of the list; the one
/// thing it refuses outright is nesting deeper than `maximumNestingLevel`.
struct ManifestExpressionParser {
    let source: ManifestTokens

    /// How deep brackets, calls and member accesses may nest.
    ///
    /// The parser recurses once per bracket, and the tree it builds is freed recursively, one
    /// level per bracket or chained member. Unbounded, 16,000 nested `[` overflow the stack.
    /// Like swift-syntax's `maximumNestingLevel`, a fixed limit keeps both inside the smallest
    /// stack the reader runs on: 512 KiB, a dispatch worker thread on macOS, where a debug
    /// build overflows at about 70 levels. Real manifests nest fewer than 10 (`Package(`,
    /// `targets: [`, `.target(`, `dependencies: [`, `.product(`, `.when(`, `platforms: [`).
    static let maximumNestingLevel = 40

    /// The arguments of the call whose `(` is at `opener`.
    func arguments(opener: Int) throws(StaticRefusal) -> [ManifestArgument] {
        try arguments(opener: opener, level: 1)
    }

    /// The value that starts at `start`, as at the top level of a file, and the index of the
    /// `,` or `closer` after it.
    func value(at start: Int, closer: Int) throws(StaticRefusal) -> (ManifestExpression, Int) {
        guard start < closer else { return (ManifestExpression(form: .unsupported("a missing value"), token: start), start) }
        return try element(at: start, closer: closer, level: 0)
    }

    private func arguments(opener: Int, level: Int) throws(StaticRefusal) -> [ManifestArgument] {
        try checkNesting(level, at: opener)
        let closer = source.partner[opener]
        var arguments: [ManifestArgument] = []
        var index = opener + 1
        while index < closer {
            var label: String?
            if source[index].kind == .identifier, source.isPunctuation(index + 1, ":") {
                label = source.name(index)
                index += 2
            }
            let (value, next) = try element(at: index, closer: closer, level: level)
            arguments.append(ManifestArgument(label: label, value: value))
            index = source.isPunctuation(next, ",") ? next + 1 : next
        }
        return arguments
    }

    /// One element of a list that ends at `closer`: the expression and the index of the `,` or
    /// closing bracket after it.
    private func element(at start: Int, closer: Int, level: Int) throws(StaticRefusal) -> (ManifestExpression, Int) {
        var index = start
        var expression = try self.expression(&index, closer: closer, level: level)
        if index < closer, !source.isPunctuation(index, ",") {
            if expression.isPlain {
                expression = ManifestExpression(form: .unsupported("`\(source.quoted(index))`"), token: index)
            }
            while index < closer, !source.isPunctuation(index, ",") { index = source.skip(index) }
        }
        return (expression, index)
    }

    private func checkNesting(_ level: Int, at token: Int) throws(StaticRefusal) {
        guard level > Self.maximumNestingLevel else { return }
        throw StaticRefusal(tokenIndex: token, message: "Package.swift nests brackets, calls and member accesses deeper than \(Self.maximumNestingLevel) levels, which the static reader does not follow; \(StaticManifestReader.advice)")
    }

    // MARK: - Grammar

    private func expression(_ index: inout Int, closer: Int, level: Int) throws(StaticRefusal) -> ManifestExpression {
        let first = try prefixed(&index, closer: closer, level: level)
        // Most expressions have no operator: only those pay for an array of operands.
        guard index < closer, isOperator(at: index) else { return first }
        let firstOperator = index
        var operands = [first]
        while index < closer, isOperator(at: index) {
            index += 1
            if index < closer, !source.isPunctuation(index, ","), source[index].kind != .operatorSymbol {
                operands.append(try prefixed(&index, closer: closer, level: level))
            }
        }
        return ManifestExpression(form: .operation(source.text(firstOperator), operands), token: firstOperator)
    }

    private func isOperator(at index: Int) -> Bool {
        source[index].kind == .operatorSymbol || source.isWord(index, "as") || source.isWord(index, "is")
    }

    private func prefixed(_ index: inout Int, closer: Int, level: Int) throws(StaticRefusal) -> ManifestExpression {
        if source[index].kind == .operatorSymbol {
            let operatorToken = index
            index += 1
            let operand = index < closer ? try postfixed(&index, closer: closer, level: level) : nil
            return ManifestExpression(form: .operation(source.text(operatorToken), operand.map { [$0] } ?? []), token: operatorToken)
        }
        if source.isPunctuation(index, "\\") {
            let start = index
            index += 1
            if index < closer, source[index].kind == .identifier { index += 1 }
            while index + 1 < closer, source.isPunctuation(index, "."), source[index + 1].kind == .identifier { index += 2 }
            return ManifestExpression(form: .keyPath, token: start)
        }
        return try postfixed(&index, closer: closer, level: level)
    }

    /// A primary expression and the member accesses and calls chained onto it; each link
    /// nests the tree one level deeper, so it counts as a level.
    private func postfixed(_ index: inout Int, closer: Int, level: Int) throws(StaticRefusal) -> ManifestExpression {
        var expression = try primary(&index, closer: closer, level: level)
        guard expression.isPlain else { return expression }
        var level = level
        while index < closer {
            if source.isPunctuation(index, "."), index + 1 < closer,
               source[index + 1].kind == .identifier || source[index + 1].kind == .number {
                level += 1
                try checkNesting(level, at: index)
                expression = ManifestExpression(form: .member(expression, source.name(index + 1), nameToken: index + 1), token: expression.token)
                index += 2
            } else if source.isPunctuation(index, "(") {
                level += 1
                expression = ManifestExpression(form: .call(expression, try arguments(opener: index, level: level)), token: expression.token)
                index = source.skip(index)
            } else if source.isPunctuation(index, "{") {
                level += 1
                try checkNesting(level, at: index)
                let closure = ManifestExpression(form: .closure, token: index)
                expression = ManifestExpression(form: .call(expression, [ManifestArgument(label: nil, value: closure)]), token: expression.token)
                index = source.skip(index)
            } else if source.isPunctuation(index, "[") {
                let subscriptToken = index
                index = source.skip(index)
                return ManifestExpression(form: .unsupported("a subscript"), token: subscriptToken)
            } else {
                break
            }
        }
        return expression
    }

    private func primary(_ index: inout Int, closer: Int, level: Int) throws(StaticRefusal) -> ManifestExpression {
        let start = index
        let token = source[index]
        func unsupported(_ description: String) -> ManifestExpression {
            if index < closer, !source.isPunctuation(index, ",") { index = source.skip(index) }
            return ManifestExpression(form: .unsupported(description), token: start)
        }
        switch token.kind {
        case .string:
            index += 1
            switch source.stringValue(start) {
            case .value(let value): return ManifestExpression(form: .string(value), token: start)
            case .interpolated: return ManifestExpression(form: .interpolatedString, token: start)
            case .multiline: return ManifestExpression(form: .multilineString, token: start)
            case .malformed: return ManifestExpression(form: .malformedString, token: start)
            }
        case .number, .regex:
            index += 1
            return ManifestExpression(form: .literal(source.text(start)), token: start)
        case .identifier:
            if token.isBackticked {
                index += 1
                return ManifestExpression(form: .identifier(source.name(start)), token: start)
            }
            let word = source.text(start)
            switch word {
            case "true", "false", "nil":
                index += 1
                return ManifestExpression(form: .literal(word), token: start)
            case "try", "await", "if", "switch", "some", "any", "consume", "copy", "each", "repeat":
                return unsupported("`\(word)`")
            default:
                break
            }
            index += 1
            return ManifestExpression(form: .identifier(word), token: start)
        case .punctuation:
            if source.isPunctuation(start, "."), start + 1 < closer, source[start + 1].kind == .identifier {
                index += 2
                return ManifestExpression(form: .implicitMember(source.name(start + 1)), token: start)
            }
            if source.isPunctuation(start, "[") { return try collection(&index, level: level + 1) }
            if source.isPunctuation(start, "{") {
                index = source.skip(start)
                return ManifestExpression(form: .closure, token: start)
            }
            if source.isPunctuation(start, "(") {
                let inner = try arguments(opener: start, level: level + 1)
                index = source.skip(start)
                if inner.count == 1, inner[0].label == nil { return inner[0].value }
                return ManifestExpression(form: .unsupported("a tuple"), token: start)
            }
            if source.isPunctuation(start, ",") || start == closer {
                return ManifestExpression(form: .unsupported("a missing value"), token: start)
            }
            return unsupported("`\(source.quoted(start))`")
        case .pound:
            return unsupported("`\(source.quoted(start))`")
        case .attribute, .operatorSymbol, .endOfFile:
            return unsupported("`\(source.quoted(start))`")
        }
    }

    /// An array literal, or a dictionary literal with its keys and values.
    private func collection(_ index: inout Int, level: Int) throws(StaticRefusal) -> ManifestExpression {
        let opener = index
        try checkNesting(level, at: opener)
        let closer = source.partner[opener]
        index = closer + 1
        var scan = opener + 1
        var isDictionary = false
        while scan < closer, !isDictionary {
            isDictionary = source.isPunctuation(scan, ":")
            scan = source.skip(scan)
        }
        var elements: [ManifestExpression] = []
        var elementStart = opener + 1
        // `[:]` is the empty dictionary.
        if isDictionary, source.isPunctuation(elementStart, ":"), elementStart + 1 == closer { elementStart = closer }
        while elementStart < closer {
            if isDictionary {
                // The key ends at its `:`, which `element` treats as the end of what it reads.
                var keyEnd = elementStart
                let key = try expression(&keyEnd, closer: closer, level: level)
                elements.append(key)
                guard source.isPunctuation(keyEnd, ":") else {
                    elements.append(ManifestExpression(form: .unsupported("a dictionary entry without a value"), token: keyEnd))
                    while elementStart < closer, !source.isPunctuation(elementStart, ",") { elementStart = source.skip(elementStart) }
                    elementStart += 1
                    continue
                }
                elementStart = keyEnd + 1
            }
            let (element, next) = try element(at: elementStart, closer: closer, level: level)
            elements.append(element)
            elementStart = source.isPunctuation(next, ",") ? next + 1 : next
        }
        return ManifestExpression(form: isDictionary ? .dictionary(elements) : .array(elements), token: opener)
    }
}

extension ManifestExpression {
    /// Whether the expression can still be followed by member accesses and calls: a literal,
    /// a name or a call, not something already known to be beyond the reader.
    var isPlain: Bool {
        switch form {
        case .string, .literal, .identifier, .implicitMember, .member, .call, .array, .interpolatedString,
             .multilineString, .malformedString, .dictionary, .closure, .keyPath:
            return true
        case .operation, .unsupported:
            return false
        }
    }
}
