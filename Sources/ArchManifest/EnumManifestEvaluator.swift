/// Evaluates an enum-style manifest (see `EnumManifest`) into the literal arguments of its
/// `Package(…)` call, which `ManifestEvaluator` then reads as it reads a literal manifest.
///
/// It runs nothing: it follows `switch self`, raw values, `allCases`, computed properties,
/// `static func` helpers, `map`/`flatMap`/`filter`/`compactMap`, `+`, `==`, `!=`, `&&`, `||`,
/// `!`, string interpolation of names, `split(separator:)` and `String(…)`, and refuses
/// anything else at its token. Each property of each case and each helper call with the same
/// arguments is evaluated once; evaluation nests no deeper than `maximumLevel`, and a property
/// that needs itself is refused, so neither the stack nor the time depends on the input.
struct EnumManifestEvaluator {
    /// How deep evaluation may nest, across properties, helpers and expressions.
    static let maximumLevel = 64
    /// How much evaluation a manifest may need for each of its tokens.
    static let stepsPerToken = 64

    let manifest: EnumManifest
    var source: ManifestTokens { manifest.source }
    var bodies: [Int: Result<EnumExpression, StaticRefusal>] = [:]
    /// The default values of helper parameters, by their first token.
    var defaultValues: [Int: Result<EnumExpression, StaticRefusal>] = [:]
    var constantValues: [Int: EnumValue] = [:]
    var memo: [String: EnumValue] = [:]
    var active: Set<String> = []
    var level = 0
    /// Work done so far, and the most allowed: a fixed multiple of the manifest's tokens, so
    /// that a manifest whose code does quadratic work is refused, not evaluated slowly.
    var steps = 0
    let stepBudget: Int
    /// Names of the manifest's cases and helpers, which `.name` in an untyped position might mean.
    let declaredMembers: Set<String>
    /// For each `switch self` (by its first token), the arm each case takes.
    var switchTables: [Int: [Int]] = [:]

    struct Scope {
        var selfCase: (enumeration: Int, index: Int)?
        var parameters: [String: EnumValue] = [:]
        var closure: (name: String, value: EnumValue)?
        /// The top-level statement being run: only constants declared before it have values.
        var order: Int
    }

    init(source: ManifestTokens, declaration: PackageDeclaration) throws(StaticRefusal) {
        self.manifest = try EnumManifest(source: source, declaration: declaration)
        self.stepBudget = Self.stepsPerToken * source.tokens.count + 10_000
        var members: Set<String> = []
        for enumeration in manifest.enums { members.formUnion(enumeration.caseIndex.keys) }
        for byName in manifest.functions.values { members.formUnion(byName.keys) }
        self.declaredMembers = members
        // Every body is parsed before anything is evaluated, so that parsing never nests
        // inside evaluation.
        let parser = EnumExpressionParser(source: source)
        for enumeration in manifest.enums where enumeration.unusable == nil {
            for property in enumeration.properties.values {
                bodies[property.opener] = Result { () throws(StaticRefusal) in try parser.body(opener: property.opener) }
            }
        }
        for byName in manifest.functions.values {
            for function in byName.values.joined() {
                bodies[function.opener] = Result { () throws(StaticRefusal) in try parser.body(opener: function.opener) }
                for range in function.defaults.compactMap(\.self) {
                    defaultValues[range.lowerBound] = Result { () throws(StaticRefusal) in
                        try parser.whole(from: range.lowerBound, to: range.upperBound, level: 1)
                    }
                }
            }
        }
    }

    /// The arguments of `Package(…)`, with every position the evaluator reads made literal.
    /// Every top-level constant is evaluated too, in order, as SwiftPM would run it.
    mutating func packageArguments(opener: Int) throws(StaticRefusal) -> [ManifestArgument] {
        let parser = EnumExpressionParser(source: source)
        var arguments: [ManifestArgument]?
        for (index, constant) in manifest.constants.enumerated() {
            if constant.order > manifest.packageOrder, arguments == nil {
                arguments = try package(parser.list(opener: opener, level: 1))
            }
            let value = try parser.whole(from: constant.value.lowerBound, to: constant.value.upperBound, level: 1)
            let type = try constant.type.map { range throws(StaticRefusal) in try self.type(range) } ?? .unknown
            let result = try evaluate(value, type, Scope(order: constant.order))
            try check(result, is: type, at: value)
            constantValues[index] = result
        }
        if let arguments { return arguments }
        return try package(parser.list(opener: opener, level: 1))
    }

    mutating func package(_ arguments: [EnumArgument]) throws(StaticRefusal) -> [ManifestArgument] {
        let types: [String: EnumType] = [
            "name": .string, "products": .array(.description("Product")),
            "dependencies": .array(.description("Package.Dependency")), "targets": .array(.description("Target")),
        ]
        let writer = EnumValueWriter(source: source)
        var written: [ManifestArgument] = []
        for argument in arguments {
            let type = argument.label.flatMap { types[$0] } ?? .unknown
            let value = try evaluate(argument.value, type, Scope(order: manifest.packageOrder))
            try check(value, is: type, at: argument.value)
            written.append(ManifestArgument(label: argument.label, value: writer.expression(value)))
        }
        return written
    }

    // MARK: - Refusals

    func refusal(_ expression: EnumExpression, _ what: String) -> StaticRefusal {
        refusal(at: expression.start, what)
    }

    func refusal(at token: Int, _ what: String) -> StaticRefusal {
        StaticRefusal(tokenIndex: min(token, source.endIndex), message: "Package.swift \(what), which the static reader does not evaluate; \(EnumManifest.advice)")
    }

    // MARK: - Types

    /// The type a declaration spells: `String`, `Bool`, an enum of the file, a
    /// PackageDescription type, `[T]` or `T?`.
    func type(_ range: Range<Int>) throws(StaticRefusal) -> EnumType {
        var end = range.upperBound
        guard end > range.lowerBound else { throw refusal(at: range.lowerBound, "declares no type") }
        if source.isOperator(end - 1, "?") {
            return .optional(try type(range.lowerBound..<(end - 1)))
        }
        if source.isPunctuation(range.lowerBound, "["), source.partner[range.lowerBound] == end - 1 {
            return .array(try type((range.lowerBound + 1)..<(end - 1)))
        }
        var name = ""
        for token in range {
            guard source[token].kind == .identifier || source.isPunctuation(token, ".") else {
                throw refusal(at: token, "spells a type with `\(source.quoted(token))`")
            }
            name += source.isPunctuation(token, ".") ? "." : source.name(token)
        }
        end = range.upperBound
        switch name {
        case "String": return .string
        case "Bool": return .bool
        case "Target", "Target.Dependency", "Product", "Package.Dependency", "Resource": return .description(name)
        case _ where Self.unreadTypes.contains(name): return .unknown
        default:
            if let index = manifest.enumIndex[name] {
                if let unusable = manifest.enums[index].unusable { throw unusable }
                return .enumeration(index)
            }
            throw refusal(at: range.lowerBound, "uses the type `\(name)`")
        }
    }

    /// PackageDescription types of positions the evaluator does not read, which a helper's
    /// parameters may have.
    static let unreadTypes: Set<String> = [
        "CSetting", "CXXSetting", "SwiftSetting", "LinkerSetting", "Product.Library.LibraryType", "Target.PluginUsage",
        "Target.PluginCapability", "Target.TargetDependencyCondition", "TargetDependencyCondition", "SupportedPlatform", "Platform",
    ]

    func typeOf(_ value: EnumValue) -> EnumType {
        switch value.form {
        case .string: return .string
        case .substring: return .substring
        case .bool: return .bool
        case .enumCase(let enumeration, _): return .enumeration(enumeration)
        case .description(let type, _, _): return type.map(EnumType.description) ?? .unknown
        case .optional(let wrapped): return .optional(wrapped.first.map(typeOf) ?? .unknown)
        case .array(let elements): return .array(elements.first.map(typeOf) ?? .unknown)
        case .symbol, .typeName: return .unknown
        }
    }

    /// Refuses a value that Swift would not accept where `type` is declared.
    func check(_ value: EnumValue, is type: EnumType, at expression: EnumExpression) throws(StaticRefusal) {
        switch (type, value.form) {
        case (.unknown, _), (.string, .string), (.bool, .bool), (.substring, .substring):
            return
        case (.enumeration(let expected), .enumCase(let actual, _)) where expected == actual:
            return
        case (.description(let expected), .description(let actual, _, _)) where actual == expected:
            return
        case (.description("Target.Dependency"), .string) where value.isLiteral:
            return
        case (.optional, .optional(let wrapped)):
            if let inner = wrapped.first { try check(inner, is: type.unwrapped, at: expression) }
        case (.optional, _):
            try check(value, is: type.unwrapped, at: expression)
        case (.array(let element), .array(let elements)):
            for inner in elements { try check(inner, is: element, at: expression) }
        default:
            throw refusal(expression, "gives a value where Swift expects another type")
        }
    }

    // MARK: - Expressions

    mutating func evaluate(_ expression: EnumExpression, _ expected: EnumType, _ scope: Scope) throws(StaticRefusal) -> EnumValue {
        level += 1
        defer { level -= 1 }
        try spend(1, at: expression)
        guard level <= Self.maximumLevel else {
            throw refusal(expression, "nests its evaluation deeper than \(Self.maximumLevel) levels")
        }
        let start = expression.start, end = expression.end
        switch expression.form {
        case .string(let text):
            return EnumValue(form: .string(text), start: start, end: end, anchor: nil, isLiteral: true)
        case .interpolation(let parts):
            if case .description = expected.unwrapped { throw refusal(expression, "uses string interpolation where Swift expects a PackageDescription value") }
            var text = ""
            for part in parts {
                switch part {
                case .text(let literal): text += literal
                case .chain(let names):
                    let value = try chain(names, at: expression, scope)
                    guard case .string(let piece) = value.form else { throw refusal(expression, "interpolates a value that is not a `String`") }
                    text += piece
                }
            }
            return EnumValue(form: .string(text), start: start, end: end)
        case .literal(let word):
            if word == "nil" { return EnumValue(form: .optional([]), start: start, end: end) }
            return EnumValue(form: .bool(word == "true"), start: start, end: end)
        case .name(let name):
            return try lookUp(name, at: expression, scope)
        case .implicitMember(let name):
            return try implicitMember(name, expected, at: expression)
        case .member(let base, let name):
            let value = try evaluate(base, .unknown, scope)
            return try member(name, of: value, at: expression, scope)
        case .call(let callee, let arguments):
            return try call(callee, arguments, expected, at: expression, scope)
        case .array(let elements):
            var values: [EnumValue] = []
            values.reserveCapacity(elements.count)
            for element in elements { values.append(try evaluate(element, expected.unwrapped.element, scope)) }
            return EnumValue(form: .array(values), start: start, end: end)
        case .binary(let symbol, let left, let right):
            return try binary(symbol, left, right, expected, at: expression, scope)
        case .not(let operand):
            guard case .bool(let flag) = try evaluate(operand, .bool, scope).form else { throw refusal(operand, "negates a value that is not a `Bool`") }
            return EnumValue(form: .bool(!flag), start: start, end: end)
        case .forceUnwrap(let operand):
            guard case .optional(let wrapped) = try evaluate(operand, .unknown, scope).form else {
                throw refusal(expression, "force-unwraps a value that is not optional")
            }
            guard let inner = wrapped.first else { throw refusal(expression, "force-unwraps nil (SwiftPM would stop there)") }
            return inner
        case .switchSelf(let arms):
            return try switchSelf(arms, expected, at: expression, scope)
        case .closure, .keyPath:
            throw refusal(expression, "uses a closure or key path outside `map`, `flatMap`, `filter` or `compactMap`")
        }
    }

    mutating func lookUp(_ name: String, at expression: EnumExpression, _ scope: Scope) throws(StaticRefusal) -> EnumValue {
        if let closure = scope.closure, closure.name == name { return closure.value }
        // A string read through a name is a `String`, no longer a literal.
        if var parameter = scope.parameters[name] {
            parameter.isLiteral = false
            return parameter
        }
        if let current = scope.selfCase {
            if name == "self" {
                return EnumValue(form: .enumCase(current.enumeration, current.index), start: expression.start, end: expression.end)
            }
            if name == "rawValue" || manifest.enums[current.enumeration].properties[name] != nil {
                let value = EnumValue(form: .enumCase(current.enumeration, current.index), start: expression.start, end: expression.end)
                return try member(name, of: value, at: expression, scope)
            }
        }
        if let index = manifest.constantIndex[name] {
            guard manifest.constants[index].order < scope.order, var value = constantValues[index] else {
                throw refusal(expression, "uses the constant `\(name)` before its declaration has run")
            }
            value.isLiteral = false
            return value
        }
        if let index = manifest.enumIndex[name] {
            if let unusable = manifest.enums[index].unusable { throw unusable }
            return EnumValue(form: .typeName(name), start: expression.start, end: expression.end)
        }
        if ["Target", "Product", "Package"].contains(name) {
            return EnumValue(form: .typeName(name), start: expression.start, end: expression.end)
        }
        throw refusal(expression, "uses `\(name)`, a name it does not declare as an enum, case, property, parameter or constant")
    }

    func implicitMember(_ name: String, _ expected: EnumType, at expression: EnumExpression) throws(StaticRefusal) -> EnumValue {
        switch expected.unwrapped {
        case .enumeration(let index):
            guard let caseIndex = manifest.enums[index].caseIndex[name] else {
                throw refusal(expression, "uses `.\(name)` where a case of `\(manifest.enums[index].name)` belongs")
            }
            return EnumValue(form: .enumCase(index, caseIndex), start: expression.start, end: expression.end)
        case .unknown:
            guard !isDeclaredMember(name) else { throw refusal(expression, "uses `.\(name)` where the static reader cannot tell its type") }
            return EnumValue(form: .symbol(name), start: expression.start, end: expression.end)
        default:
            throw refusal(expression, "uses `.\(name)` where Swift expects another type")
        }
    }

    /// Whether the manifest declares `name` as a case or helper, so that `.name` might mean it.
    func isDeclaredMember(_ name: String) -> Bool {
        declaredMembers.contains(name)
    }

    /// Counts `amount` steps of work, and refuses once the budget is spent.
    mutating func spend(_ amount: Int, at expression: EnumExpression) throws(StaticRefusal) {
        steps += amount
        guard steps <= stepBudget else {
            throw refusal(expression, "computes more than \(Self.stepsPerToken) steps per token of the manifest")
        }
    }

    /// `module.rawValue` inside `"\(…)"`.
    mutating func chain(_ names: [String], at expression: EnumExpression, _ scope: Scope) throws(StaticRefusal) -> EnumValue {
        var value = try lookUp(names[0], at: expression, scope)
        for name in names.dropFirst() { value = try member(name, of: value, at: expression, scope) }
        return value
    }

    mutating func member(_ name: String, of base: EnumValue, at expression: EnumExpression, _ scope: Scope) throws(StaticRefusal) -> EnumValue {
        switch base.form {
        case .typeName(let typeName):
            if let index = manifest.enumIndex[typeName] {
                let enumeration = manifest.enums[index]
                if name == "allCases", enumeration.isCaseIterable {
                    try spend(enumeration.cases.count, at: expression)
                    let cases = enumeration.cases.indices.map {
                        EnumValue(form: .enumCase(index, $0), start: expression.start, end: expression.end)
                    }
                    return EnumValue(form: .array(cases), start: expression.start, end: expression.end)
                }
                if let caseIndex = enumeration.caseIndex[name] {
                    return EnumValue(form: .enumCase(index, caseIndex), start: expression.start, end: expression.end)
                }
            } else if EnumManifest.extensibleTypes.contains("\(typeName).\(name)") {
                return EnumValue(form: .typeName("\(typeName).\(name)"), start: expression.start, end: expression.end)
            }
        case .enumCase(let index, let caseIndex):
            let enumeration = manifest.enums[index]
            if name == "rawValue", enumeration.hasStringRawValues {
                return EnumValue(form: .string(enumeration.cases[caseIndex].rawValue), start: expression.start, end: expression.end)
            }
            if enumeration.properties[name] != nil {
                return try property(name, of: index, caseIndex, at: expression, scope)
            }
        case .array(let elements) where name == "first" || name == "last":
            let element = name == "first" ? elements.first : elements.last
            return EnumValue(form: .optional(element.map { [$0] } ?? []), start: expression.start, end: expression.end)
        default:
            break
        }
        throw refusal(expression, "uses the member `\(name)` on a value of a type that has no such member it knows")
    }

    mutating func property(_ name: String, of enumeration: Int, _ caseIndex: Int, at expression: EnumExpression,
                                   _ scope: Scope) throws(StaticRefusal) -> EnumValue {
        let key = "\(enumeration).\(caseIndex).\(name)"
        if let value = memo[key] { return value }
        guard active.insert(key).inserted else {
            throw refusal(expression, "computes `\(manifest.enums[enumeration].name).\(name)` from itself")
        }
        defer { active.remove(key) }
        guard let property = manifest.enums[enumeration].properties[name], let parsed = bodies[property.opener] else {
            throw manifest.enums[enumeration].unusable ?? refusal(expression, "uses the member `\(name)`, whose body it did not read")
        }
        let type = try self.type(property.type)
        let body = try parsed.get()
        let inner = Scope(selfCase: (enumeration, caseIndex), order: scope.order)
        var value = try evaluate(body, type, inner)
        value.isLiteral = false
        try check(value, is: type, at: body)
        memo[key] = value
        return value
    }
}
