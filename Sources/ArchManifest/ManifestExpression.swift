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
        case dictionary
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

/// Recursive descent over the tokens of a bracketed region. It never fails: what it does not
/// understand becomes an `.unsupported` node and parsing resumes at the next `,` of the list.
struct ManifestExpressionParser {
    let source: ManifestTokens

    /// The arguments of the call whose `(` is at `opener`.
    func arguments(opener: Int) -> [ManifestArgument] {
        let closer = source.partner[opener]
        var arguments: [ManifestArgument] = []
        var index = opener + 1
        while index < closer {
            var label: String?
            if source[index].kind == .identifier, source.isPunctuation(index + 1, ":") {
                label = source.name(index)
                index += 2
            }
            let (value, next) = element(at: index, closer: closer)
            arguments.append(ManifestArgument(label: label, value: value))
            index = source.isPunctuation(next, ",") ? next + 1 : next
        }
        return arguments
    }

    /// One element of a list that ends at `closer`: the expression and the index of the `,` or
    /// closing bracket after it.
    func element(at start: Int, closer: Int) -> (ManifestExpression, Int) {
        var index = start
        var expression = self.expression(&index, closer: closer)
        if index < closer, !source.isPunctuation(index, ",") {
            if expression.isPlain {
                expression = ManifestExpression(form: .unsupported("`\(source.text(index))`"), token: index)
            }
            while index < closer, !source.isPunctuation(index, ",") { index = source.skip(index) }
        }
        return (expression, index)
    }

    // MARK: - Grammar

    private func expression(_ index: inout Int, closer: Int) -> ManifestExpression {
        var operands = [prefixed(&index, closer: closer)]
        var firstOperator: Int?
        while index < closer, source[index].kind == .operatorSymbol || source.isWord(index, "as") || source.isWord(index, "is") {
            if firstOperator == nil { firstOperator = index }
            index += 1
            if index < closer, !source.isPunctuation(index, ","), source[index].kind != .operatorSymbol {
                operands.append(prefixed(&index, closer: closer))
            }
        }
        guard let firstOperator else { return operands[0] }
        return ManifestExpression(form: .operation(source.text(firstOperator), operands), token: firstOperator)
    }

    private func prefixed(_ index: inout Int, closer: Int) -> ManifestExpression {
        if source[index].kind == .operatorSymbol {
            let operatorToken = index
            index += 1
            let operand = index < closer ? postfixed(&index, closer: closer) : nil
            return ManifestExpression(form: .operation(source.text(operatorToken), operand.map { [$0] } ?? []), token: operatorToken)
        }
        if source.isPunctuation(index, "\\") {
            let start = index
            index += 1
            if index < closer, source[index].kind == .identifier { index += 1 }
            while index + 1 < closer, source.isPunctuation(index, "."), source[index + 1].kind == .identifier { index += 2 }
            return ManifestExpression(form: .keyPath, token: start)
        }
        return postfixed(&index, closer: closer)
    }

    private func postfixed(_ index: inout Int, closer: Int) -> ManifestExpression {
        var expression = primary(&index, closer: closer)
        guard expression.isPlain else { return expression }
        while index < closer {
            if source.isPunctuation(index, "."), index + 1 < closer,
               source[index + 1].kind == .identifier || source[index + 1].kind == .number {
                expression = ManifestExpression(form: .member(expression, source.name(index + 1), nameToken: index + 1), token: expression.token)
                index += 2
            } else if source.isPunctuation(index, "(") {
                expression = ManifestExpression(form: .call(expression, arguments(opener: index)), token: expression.token)
                index = source.skip(index)
            } else if source.isPunctuation(index, "{") {
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

    private func primary(_ index: inout Int, closer: Int) -> ManifestExpression {
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
            if ["true", "false", "nil"].contains(word) {
                index += 1
                return ManifestExpression(form: .literal(word), token: start)
            }
            if ["try", "await", "if", "switch", "some", "any", "consume", "copy", "each", "repeat"].contains(word) {
                return unsupported("`\(word)`")
            }
            index += 1
            return ManifestExpression(form: .identifier(word), token: start)
        case .punctuation:
            if source.isPunctuation(start, "."), start + 1 < closer, source[start + 1].kind == .identifier {
                index += 2
                return ManifestExpression(form: .implicitMember(source.name(start + 1)), token: start)
            }
            if source.isPunctuation(start, "[") { return collection(&index) }
            if source.isPunctuation(start, "{") {
                index = source.skip(start)
                return ManifestExpression(form: .closure, token: start)
            }
            if source.isPunctuation(start, "(") {
                let inner = arguments(opener: start)
                index = source.skip(start)
                if inner.count == 1, inner[0].label == nil { return inner[0].value }
                return ManifestExpression(form: .unsupported("a tuple"), token: start)
            }
            if source.isPunctuation(start, ",") || start == closer {
                return ManifestExpression(form: .unsupported("a missing value"), token: start)
            }
            return unsupported("`\(source.text(start))`")
        case .pound:
            return unsupported("`\(source.text(start))`")
        case .attribute, .operatorSymbol, .endOfFile:
            return unsupported("`\(source.text(start))`")
        }
    }

    /// An array literal, or a dictionary literal, which manifests never need where it matters.
    private func collection(_ index: inout Int) -> ManifestExpression {
        let opener = index
        let closer = source.partner[opener]
        index = closer + 1
        var scan = opener + 1
        while scan < closer {
            if source.isPunctuation(scan, ":") { return ManifestExpression(form: .dictionary, token: opener) }
            scan = source.skip(scan)
        }
        var elements: [ManifestExpression] = []
        var elementStart = opener + 1
        while elementStart < closer {
            let (element, next) = element(at: elementStart, closer: closer)
            elements.append(element)
            elementStart = source.isPunctuation(next, ",") ? next + 1 : next
        }
        return ManifestExpression(form: .array(elements), token: opener)
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
