/// Calls, operators and `switch self` for `EnumManifestEvaluator`.
extension EnumManifestEvaluator {
    mutating func call(_ callee: EnumExpression, _ arguments: [EnumArgument], _ expected: EnumType,
                       at expression: EnumExpression, _ scope: Scope) throws(StaticRefusal) -> EnumValue {
        switch callee.form {
        case .implicitMember(let name):
            switch expected.unwrapped {
            case .description(let type):
                return try function(name, of: type, implicit: true, arguments, at: expression, scope)
            case .unknown where !isDeclaredMember(name):
                // `.iOS(.v15)` in `platforms:`: kept as written, its arguments evaluated.
                var values: [EnumArgumentValue] = []
                for argument in arguments {
                    values.append(EnumArgumentValue(label: argument.label, value: try evaluate(argument.value, .unknown, scope)))
                }
                return EnumValue(form: .description(type: nil, function: name, arguments: values), start: expression.start, end: expression.end)
            default:
                throw refusal(expression, "calls `.\(name)(…)` where the static reader cannot tell its type")
            }
        case .name("String"):
            guard arguments.count == 1, arguments[0].label == nil else { throw refusal(expression, "calls `String(…)` with other than one value") }
            let value = try evaluate(arguments[0].value, .unknown, scope)
            switch value.form {
            case .string(let text), .substring(let text):
                return EnumValue(form: .string(text), start: expression.start, end: expression.end)
            default:
                throw refusal(expression, "calls `String(…)` with a value that is not a string")
            }
        case .member(let baseExpression, let name):
            let base = try evaluate(baseExpression, .unknown, scope)
            switch base.form {
            case .typeName(let type) where EnumManifest.extensibleTypes.contains("\(type).\(name)"):
                return try initializer(of: "\(type).\(name)", arguments, at: expression, scope)
            case .typeName(let type) where EnumManifest.extensibleTypes.contains(type) || type == "Resource":
                return try function(name, of: type, implicit: false, arguments, at: expression, scope)
            case .array(let elements):
                return try transform(elements, name, arguments, expected, at: expression, scope)
            case .string(let text):
                return try stringMethod(text, name, arguments, at: expression, scope)
            default:
                break
            }
            throw refusal(expression, "calls `\(name)(…)` on a value of a type that has no such function it knows")
        default:
            throw refusal(expression, "calls a function it does not know")
        }
    }

    // MARK: - Functions

    /// A `static func` of the manifest, or the PackageDescription function it names. Written
    /// `.name(…)` (`implicit`), only the functions of `type` that return `type` are candidates,
    /// as in Swift. A helper is chosen when its labels fit the call, parameters with default
    /// values left out; the PackageDescription function when the call has the labels it
    /// requires. When both could take the call, or two helpers, it is refused rather than
    /// resolved.
    mutating func function(_ name: String, of type: String, implicit: Bool, _ arguments: [EnumArgument],
                           at expression: EnumExpression, _ scope: Scope) throws(StaticRefusal) -> EnumValue {
        let anchor = scope.selfCase.map { manifest.enums[$0.enumeration].cases[$0.index].token }
        let builtin = PackageDescriptionSignatures.functions[type]?[name]
        let helpers = (manifest.functions[type]?[name] ?? []).filter { !implicit || $0.result == type }
        let labels = arguments.map(\.label)
        try spend(helpers.reduce(0) { $0 + 1 + $1.labels.count }, at: expression)
        var fitting: [(helper: EnumManifest.Function, binding: [Int?])] = []
        for helper in helpers {
            if let binding = Self.binding(of: labels, to: helper) { fitting.append((helper, binding)) }
        }
        let builtinFits = builtin != nil && PackageDescriptionSignatures.requiredLabels(of: type).allSatisfy(labels.contains)
        guard let (helper, binding) = fitting.first else {
            guard helpers.isEmpty || builtinFits else {
                throw refusal(expression, "calls `.\(name)(…)` with other argument labels than any declaration of it takes")
            }
            guard let builtin else { throw refusal(expression, "calls `.\(name)(…)` where a `\(type)` belongs") }
            var values: [EnumArgumentValue] = []
            for argument in arguments {
                let argumentType = argument.label.flatMap { builtin[$0] } ?? .unknown
                let value = try evaluate(argument.value, argumentType, scope)
                try check(value, is: argumentType, at: argument.value)
                values.append(EnumArgumentValue(label: argument.label, value: value))
            }
            return EnumValue(form: .description(type: type, function: name, arguments: values),
                             start: expression.start, end: expression.end, anchor: anchor)
        }
        guard fitting.count == 1, !builtinFits else {
            throw refusal(expression, "calls `.\(name)(…)`, which more than one declaration could take")
        }
        var parameters: [String: EnumValue] = [:]
        var key: String? = "\(type).\(name)@\(helper.token)"
        for (index, argumentIndex) in binding.enumerated() {
            let parameterType = try self.type(helper.parameterTypes[index])
            let value: EnumValue
            let written: EnumExpression
            if let argumentIndex {
                written = arguments[argumentIndex].value
                value = try evaluate(written, parameterType, scope)
            } else {
                guard let range = helper.defaults[index], let parsed = defaultValues[range.lowerBound] else {
                    throw refusal(expression, "calls `.\(name)(…)` without a value for `\(helper.parameterNames[index])`")
                }
                written = try parsed.get()
                value = try evaluate(written, parameterType, Scope(order: scope.order))
            }
            try check(value, is: parameterType, at: written)
            // Calls with the same strings and cases share one evaluation; others are evaluated
            // each time, within the step budget.
            switch value.form {
            case .string(let text): key? += "|s\(text.utf8.count):" + text
            case .enumCase(let enumeration, let caseIndex): key? += "|e\(enumeration).\(caseIndex)"
            default: key = nil
            }
            parameters[helper.parameterNames[index]] = value
        }
        if let key, let value = memo[key] { return value.placed(at: expression, anchor: anchor) }
        if let key {
            guard active.insert(key).inserted else { throw refusal(expression, "calls `.\(name)(…)` from itself") }
        }
        defer { if let key { active.remove(key) } }
        guard let parsed = bodies[helper.opener] else { throw refusal(expression, "calls `.\(name)(…)`, whose body it did not read") }
        let body = try parsed.get()
        let value = try evaluate(body, .description(helper.result), Scope(parameters: parameters, order: scope.order))
        try check(value, is: .description(helper.result), at: body)
        if let key { memo[key] = value }
        return value.placed(at: expression, anchor: anchor)
    }

    /// For each parameter of `helper`, the argument that gives its value, or nil where its
    /// default value does; nil when the labels do not fit, as Swift matches them: in order,
    /// each parameter with a default value free to be left out.
    static func binding(of labels: [String?], to helper: EnumManifest.Function) -> [Int?]? {
        var next = 0
        var binding: [Int?] = []
        for (index, label) in helper.labels.enumerated() {
            if next < labels.count, labels[next] == label {
                binding.append(next)
                next += 1
            } else if helper.defaults[index] != nil {
                binding.append(nil)
            } else {
                return nil
            }
        }
        return next == labels.count ? binding : nil
    }

    /// `Target.Dependency(stringLiteral: name)`: the dependency a string literal makes.
    mutating func initializer(of type: String, _ arguments: [EnumArgument], at expression: EnumExpression,
                              _ scope: Scope) throws(StaticRefusal) -> EnumValue {
        guard type == "Target.Dependency", arguments.count == 1, arguments[0].label == "stringLiteral" else {
            throw refusal(expression, "calls an initializer of `\(type)` other than `Target.Dependency(stringLiteral:)`")
        }
        let name = try evaluate(arguments[0].value, .string, scope)
        try check(name, is: .string, at: arguments[0].value)
        let anchor = scope.selfCase.map { manifest.enums[$0.enumeration].cases[$0.index].token }
        return EnumValue(form: .description(type: type, function: "byName", arguments: [EnumArgumentValue(label: "name", value: name)]),
                         start: expression.start, end: expression.end, anchor: anchor)
    }

    // MARK: - Arrays and strings

    /// `map`, `flatMap`, `filter` and `compactMap` with a key path or a one-expression closure.
    mutating func transform(_ elements: [EnumValue], _ name: String, _ arguments: [EnumArgument], _ expected: EnumType,
                            at expression: EnumExpression, _ scope: Scope) throws(StaticRefusal) -> EnumValue {
        guard ["map", "flatMap", "filter", "compactMap"].contains(name) else {
            throw refusal(expression, "calls `\(name)(…)` on an array")
        }
        guard arguments.count == 1, arguments[0].label == nil else {
            throw refusal(expression, "calls `\(name)` with other than one closure or key path")
        }
        let transform = arguments[0].value
        let resultType: EnumType
        switch name {
        case "map": resultType = expected.unwrapped.element
        case "flatMap": resultType = .array(expected.unwrapped.element)
        case "compactMap": resultType = .optional(expected.unwrapped.element)
        default: resultType = .bool
        }
        var results: [EnumValue] = []
        try spend(elements.count, at: expression)
        for element in elements {
            let result: EnumValue
            switch transform.form {
            case .keyPath(let names):
                var value = element
                for member in names { value = try self.member(member, of: value, at: transform, scope) }
                result = value
            case .closure(let parameter, let body):
                var inner = scope
                inner.closure = (parameter ?? "$0", element)
                result = try evaluate(body, resultType, inner)
            default:
                throw refusal(transform, "calls `\(name)` with other than a closure or key path")
            }
            switch (name, result.form) {
            case ("map", _):
                results.append(result)
            case ("flatMap", .array(let inner)):
                results.append(contentsOf: inner)
            case ("compactMap", .optional(let wrapped)):
                results.append(contentsOf: wrapped)
            case ("compactMap", _):
                results.append(result)
            case ("filter", .bool(let keep)):
                if keep { results.append(element) }
            default:
                throw refusal(transform, "gives `\(name)` a result of a type it does not take")
            }
        }
        return EnumValue(form: .array(results), start: expression.start, end: expression.end)
    }

    mutating func stringMethod(_ text: String, _ name: String, _ arguments: [EnumArgument],
                               at expression: EnumExpression, _ scope: Scope) throws(StaticRefusal) -> EnumValue {
        guard arguments.count == 1 else { throw refusal(expression, "calls `\(name)(…)` on a string") }
        let argument = try evaluate(arguments[0].value, .string, scope)
        guard case .string(let operand) = argument.form else { throw refusal(arguments[0].value, "passes `\(name)` a value that is not a string") }
        switch (name, arguments[0].label) {
        case ("hasPrefix", nil):
            return EnumValue(form: .bool(text.hasPrefix(operand)), start: expression.start, end: expression.end)
        case ("hasSuffix", nil):
            return EnumValue(form: .bool(text.hasSuffix(operand)), start: expression.start, end: expression.end)
        case ("split", "separator"?) where operand.count == 1 && argument.isLiteral:
            let parts = text.split(separator: Character(operand)).map {
                EnumValue(form: .substring(String($0)), start: expression.start, end: expression.end)
            }
            return EnumValue(form: .array(parts), start: expression.start, end: expression.end)
        default:
            throw refusal(expression, "calls `\(name)(…)` on a string")
        }
    }

    // MARK: - Operators

    mutating func binary(_ symbol: String, _ left: EnumExpression, _ right: EnumExpression, _ expected: EnumType,
                         at expression: EnumExpression, _ scope: Scope) throws(StaticRefusal) -> EnumValue {
        let start = expression.start, end = expression.end
        switch symbol {
        case "+":
            let lhs = try evaluate(left, expected, scope)
            let rhs = try evaluate(right, expected == .unknown ? typeOf(lhs) : expected, scope)
            switch (lhs.form, rhs.form) {
            case (.array(let a), .array(let b)):
                try spend(a.count + b.count, at: expression)
                return EnumValue(form: .array(a + b), start: start, end: end)
            case (.string(let a), .string(let b)):
                return EnumValue(form: .string(a + b), start: start, end: end)
            default:
                throw refusal(expression, "adds values other than two arrays or two strings")
            }
        case "==", "!=":
            let lhs = try evaluate(left, .unknown, scope)
            let rhs = try evaluate(right, typeOf(lhs), scope)
            let equal: Bool
            switch (lhs.form, rhs.form) {
            case (.string(let a), .string(let b)): equal = a == b
            case (.bool(let a), .bool(let b)): equal = a == b
            case (.enumCase(let e1, let c1), .enumCase(let e2, let c2)) where e1 == e2: equal = c1 == c2
            default: throw refusal(expression, "compares values other than two strings, booleans or cases of one enum")
            }
            return EnumValue(form: .bool(equal == (symbol == "==")), start: start, end: end)
        default:
            // `&&` and `||`, which skip their right side as Swift does.
            guard case .bool(let a) = try evaluate(left, .bool, scope).form else { throw refusal(left, "uses `\(symbol)` on a value that is not a `Bool`") }
            if a == (symbol == "||") { return EnumValue(form: .bool(a), start: start, end: end) }
            guard case .bool(let b) = try evaluate(right, .bool, scope).form else { throw refusal(right, "uses `\(symbol)` on a value that is not a `Bool`") }
            return EnumValue(form: .bool(b), start: start, end: end)
        }
    }

    // MARK: - Switch

    /// The arm for `self`: the first whose patterns name it, else `default`. The switch must
    /// cover every case, and its arms must all `return` or none.
    mutating func switchSelf(_ arms: [SwitchArm], _ expected: EnumType, at expression: EnumExpression,
                             _ scope: Scope) throws(StaticRefusal) -> EnumValue {
        guard let current = scope.selfCase else { throw refusal(expression, "uses `switch self` outside an enum") }
        if switchTables[expression.start] == nil {
            switchTables[expression.start] = try armTable(arms, of: current.enumeration, at: expression)
        }
        return try evaluate(arms[switchTables[expression.start]![current.index]].body, expected, scope)
    }

    /// The arm each case of the enum takes, checked once per switch: the first arm whose
    /// patterns name it, else `default`. The switch must cover every case, and its arms must
    /// all `return` or none.
    func armTable(_ arms: [SwitchArm], of index: Int, at expression: EnumExpression) throws(StaticRefusal) -> [Int] {
        let enumeration = manifest.enums[index]
        var table = [Int](repeating: -1, count: enumeration.cases.count)
        for (number, arm) in arms.enumerated() {
            guard arm.returns == arms[0].returns else { throw refusal(at: arm.labelToken, "mixes arms with and without `return`") }
            guard let patterns = arm.patterns else {
                guard number == arms.count - 1 else { throw refusal(at: arm.labelToken, "puts `default` before the last arm") }
                for caseIndex in table.indices where table[caseIndex] < 0 { table[caseIndex] = number }
                continue
            }
            for (pattern, token) in zip(patterns, arm.patternTokens) {
                guard let caseIndex = enumeration.caseIndex[pattern] else {
                    throw refusal(at: token, "switches over `.\(pattern)`, not a case of `\(enumeration.name)`,")
                }
                if table[caseIndex] < 0 { table[caseIndex] = number }
            }
        }
        guard !table.contains(-1) else {
            throw refusal(expression, "has a `switch self` that does not cover every case of `\(enumeration.name)`")
        }
        return table
    }
}
