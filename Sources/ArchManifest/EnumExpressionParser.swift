/// Recursive descent over a bracketed region, no deeper than
/// `ManifestExpressionParser.maximumNestingLevel`; whatever lies outside the subset is refused
/// at its token.
struct EnumExpressionParser {
    let source: ManifestTokens

    static let precedence: [String: Int] = ["||": 1, "&&": 2, "==": 3, "!=": 3, "+": 4]

    /// The body `{ … }` of a computed property or function opened at `opener`: `switch self
    /// { … }`, `return value` or `value`.
    func body(opener: Int) throws(StaticRefusal) -> EnumExpression {
        let closer = source.partner[opener]
        var index = opener + 1
        guard index < closer else { throw refusal(opener, "an empty body") }
        if source.isWord(index, "return"), source.isWord(index + 1, "switch") { index += 1 }
        if source.isWord(index, "switch") {
            let expression = try switchSelf(at: index, level: 1)
            guard source.skip(index + 2) == closer else { throw refusal(source.skip(index + 2), "`\(source.quoted(source.skip(index + 2)))` after a `switch`") }
            return expression
        }
        if source.isWord(index, "return") { index += 1 }
        return try whole(from: index, to: closer, level: 1)
    }

    /// The expression that fills `start..<end` exactly.
    func whole(from start: Int, to end: Int, level: Int) throws(StaticRefusal) -> EnumExpression {
        guard start < end else { throw refusal(start, "a missing value") }
        var index = start
        let expression = try self.expression(&index, end: end, level: level, minimum: 1)
        guard index == end else { throw refusal(index, "`\(source.quoted(index))`") }
        return expression
    }

    // MARK: - Switch

    private func switchSelf(at keyword: Int, level: Int) throws(StaticRefusal) -> EnumExpression {
        guard source.isWord(keyword + 1, "self"), source.isPunctuation(keyword + 2, "{") else {
            throw refusal(keyword + 1, "a `switch` over anything but `self`")
        }
        let opener = keyword + 2
        let closer = source.partner[opener]
        // Each arm starts at a `case` or `default` directly inside the braces.
        var starts: [Int] = []
        var index = opener + 1
        while index < closer {
            if source.isWord(index, "case") || source.isWord(index, "default") { starts.append(index) }
            index = source.skip(index)
        }
        guard starts.first == opener + 1 else { throw refusal(opener + 1, "a `switch` that does not start with a `case`") }
        var arms: [SwitchArm] = []
        for (number, start) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1] : closer
            arms.append(try arm(from: start, to: end, level: level))
        }
        return EnumExpression(form: .switchSelf(arms), start: keyword, end: closer + 1)
    }

    private func arm(from start: Int, to end: Int, level: Int) throws(StaticRefusal) -> SwitchArm {
        var index = start + 1
        var patterns: [String]?
        var tokens: [Int] = []
        if source.isWord(start, "default") {
            patterns = nil
        } else {
            var names: [String] = []
            while true {
                guard source.isPunctuation(index, "."), source[index + 1].kind == .identifier, index + 1 < end else {
                    throw refusal(index, "a `case` pattern other than `.name`")
                }
                names.append(source.name(index + 1))
                tokens.append(index + 1)
                index += 2
                guard source.isPunctuation(index, ",") else { break }
                index += 1
            }
            patterns = names
        }
        guard source.isPunctuation(index, ":") else { throw refusal(index, "`\(source.quoted(index))` in a `case` label") }
        index += 1
        let returns = source.isWord(index, "return")
        if returns { index += 1 }
        let body = try whole(from: index, to: end, level: level)
        return SwitchArm(patterns: patterns, patternTokens: tokens, body: body, returns: returns, labelToken: start)
    }

    // MARK: - Expressions

    private func expression(_ index: inout Int, end: Int, level: Int, minimum: Int) throws(StaticRefusal) -> EnumExpression {
        var left = try prefixed(&index, end: end, level: level)
        // Each operator nests the tree one level deeper.
        var level = level
        while index < end, source[index].kind == .operatorSymbol {
            let symbol = source.text(index)
            guard let precedence = Self.precedence[symbol] else {
                throw refusal(index, "the `\(source.quoted(index))` operator")
            }
            guard precedence >= minimum else { break }
            let operatorToken = index
            level += 1
            try checkNesting(level, at: operatorToken)
            index += 1
            guard index < end else { throw refusal(operatorToken, "an operator without a right operand") }
            let right = try expression(&index, end: end, level: level, minimum: precedence + 1)
            left = EnumExpression(form: .binary(symbol, left, right), start: left.start, end: right.end)
        }
        return left
    }

    private func prefixed(_ index: inout Int, end: Int, level: Int) throws(StaticRefusal) -> EnumExpression {
        if source.isOperator(index, "!") {
            let start = index
            index += 1
            guard index < end else { throw refusal(start, "`!` without an operand") }
            try checkNesting(level + 1, at: start)
            let operand = try postfixed(&index, end: end, level: level + 1)
            return EnumExpression(form: .not(operand), start: start, end: operand.end)
        }
        if source[index].kind == .operatorSymbol { throw refusal(index, "the prefix operator `\(source.quoted(index))`") }
        return try postfixed(&index, end: end, level: level)
    }

    private func postfixed(_ index: inout Int, end: Int, level: Int) throws(StaticRefusal) -> EnumExpression {
        var expression = try primary(&index, end: end, level: level)
        var level = level
        while index < end {
            if source.isPunctuation(index, "."), index + 1 < end, source[index + 1].kind == .identifier {
                level += 1
                try checkNesting(level, at: index)
                expression = EnumExpression(form: .member(expression, source.name(index + 1)), start: expression.start, end: index + 2)
                index += 2
            } else if source.isPunctuation(index, "("), !source[index].startsLine {
                level += 1
                try checkNesting(level, at: index)
                let arguments = try self.arguments(opener: index, level: level)
                index = source.skip(index)
                expression = EnumExpression(form: .call(expression, arguments), start: expression.start, end: index)
            } else if source.isPunctuation(index, "{") {
                level += 1
                try checkNesting(level, at: index)
                let closure = try self.closure(opener: index, level: level)
                index = source.skip(index)
                expression = EnumExpression(form: .call(expression, [EnumArgument(label: nil, value: closure)]), start: expression.start, end: index)
            } else if source.isOperator(index, "!"), source[index].start == source[index - 1].end {
                expression = EnumExpression(form: .forceUnwrap(expression), start: expression.start, end: index + 1)
                index += 1
            } else if source.isPunctuation(index, "[") {
                throw refusal(index, "a subscript")
            } else {
                break
            }
        }
        return expression
    }

    private func primary(_ index: inout Int, end: Int, level: Int) throws(StaticRefusal) -> EnumExpression {
        let start = index
        let token = source[start]
        switch token.kind {
        case .string:
            index += 1
            if token.hasInterpolation {
                return EnumExpression(form: .interpolation(try interpolation(start)), start: start, end: index)
            }
            switch source.stringValue(start) {
            case .value(let value): return EnumExpression(form: .string(value), start: start, end: index)
            case .interpolated: throw refusal(start, "string interpolation")
            case .multiline: throw refusal(start, "a multi-line string literal")
            case .malformed: throw refusal(start, "a string literal whose escapes the static reader cannot decode")
            }
        case .identifier:
            let word = source.text(start)
            if !token.isBackticked, ["true", "false", "nil"].contains(word) {
                index += 1
                return EnumExpression(form: .literal(word), start: start, end: index)
            }
            if !token.isBackticked, Self.keywords.contains(word) { throw refusal(start, "`\(word)`") }
            index += 1
            return EnumExpression(form: .name(source.name(start)), start: start, end: index)
        case .punctuation:
            if source.isPunctuation(start, "."), start + 1 < end, source[start + 1].kind == .identifier {
                index += 2
                return EnumExpression(form: .implicitMember(source.name(start + 1)), start: start, end: index)
            }
            if source.isPunctuation(start, "[") {
                try checkNesting(level + 1, at: start)
                let elements = try list(opener: start, level: level + 1).map { argument throws(StaticRefusal) -> EnumExpression in
                    guard argument.label == nil else { throw refusal(argument.value.start - 2, "a dictionary literal") }
                    return argument.value
                }
                index = source.skip(start)
                return EnumExpression(form: .array(elements), start: start, end: index)
            }
            if source.isPunctuation(start, "(") {
                try checkNesting(level + 1, at: start)
                let closer = source.partner[start]
                let inner = try whole(from: start + 1, to: closer, level: level + 1)
                index = closer + 1
                return EnumExpression(form: inner.form, start: start, end: index)
            }
            if source.isPunctuation(start, "{") {
                try checkNesting(level + 1, at: start)
                let closure = try self.closure(opener: start, level: level + 1)
                index = source.skip(start)
                return closure
            }
            if source.isPunctuation(start, "\\") {
                var names: [String] = []
                index += 1
                while index + 1 < end, source.isPunctuation(index, "."), source[index + 1].kind == .identifier {
                    names.append(source.name(index + 1))
                    index += 2
                }
                guard !names.isEmpty else { throw refusal(start, "a key path other than `\\.name`") }
                return EnumExpression(form: .keyPath(names), start: start, end: index)
            }
            throw refusal(start, "`\(source.quoted(start))`")
        case .number:
            throw refusal(start, "a number")
        case .regex, .pound, .attribute, .operatorSymbol, .endOfFile:
            throw refusal(start, "`\(source.quoted(start))`")
        }
    }

    private static let keywords: Set<String> = [
        "try", "await", "if", "switch", "some", "any", "consume", "copy", "each", "repeat", "let", "var", "func", "return",
        "case", "default", "in", "is", "as", "guard", "for", "while", "do", "throw", "Self", "super", "init",
    ]

    /// `{ expression }`, `{ return expression }` or `{ name in expression }`.
    private func closure(opener: Int, level: Int) throws(StaticRefusal) -> EnumExpression {
        let closer = source.partner[opener]
        var index = opener + 1
        var parameter: String?
        if source[index].kind == .identifier, source.isWord(index + 1, "in"), !source.text(index).hasPrefix("$") {
            parameter = source.name(index)
            index += 2
        }
        if source.isWord(index, "return") { index += 1 }
        let body = try whole(from: index, to: closer, level: level)
        return EnumExpression(form: .closure(parameter: parameter, body: body), start: opener, end: closer + 1)
    }

    private func arguments(opener: Int, level: Int) throws(StaticRefusal) -> [EnumArgument] {
        try list(opener: opener, level: level)
    }

    /// The comma-separated elements between `opener` and its partner, with their labels.
    func list(opener: Int, level: Int) throws(StaticRefusal) -> [EnumArgument] {
        let closer = source.partner[opener]
        var elements: [EnumArgument] = []
        var index = opener + 1
        while index < closer {
            var label: String?
            if source[index].kind == .identifier, source.isPunctuation(index + 1, ":") {
                label = source.name(index)
                index += 2
            }
            var end = index
            while end < closer, !source.isPunctuation(end, ",") { end = source.skip(end) }
            elements.append(EnumArgument(label: label, value: try whole(from: index, to: end, level: level)))
            index = end + 1
        }
        return elements
    }

    private func checkNesting(_ level: Int, at token: Int) throws(StaticRefusal) {
        guard level > ManifestExpressionParser.maximumNestingLevel else { return }
        throw StaticRefusal(tokenIndex: token, message: "Package.swift nests expressions deeper than \(ManifestExpressionParser.maximumNestingLevel) levels, which the static reader does not follow; \(EnumManifest.advice)")
    }

    func refusal(_ token: Int, _ what: String) -> StaticRefusal {
        StaticRefusal(tokenIndex: min(token, source.endIndex), message: "Package.swift uses \(what), which the static reader does not evaluate; \(EnumManifest.advice)")
    }
}
