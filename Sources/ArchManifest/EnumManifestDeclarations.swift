/// The declarations of an enum-style manifest: its enums, the static functions it adds to
/// PackageDescription types, its top-level constants, and nothing else.
///
/// The top level may hold only imports, enums, extensions of `Target.Dependency`, `Target`,
/// `Product` or `Package.Dependency` made of `static func`s, `let` constants and `let package
/// = Package(…)`. Anything else could change what the code means or run code of its own, so
/// it is refused. An enum may hold only cases and computed properties; an enum that holds
/// anything else is refused where it is used.
struct EnumManifest {
    static let advice = "the static reader reads literal manifests and enums with `String` raw values, `switch self` properties and `static func` helpers (use --manifests auto or swiftpm)"

    struct Case {
        var name: String
        var token: Int
        var rawValue: String
    }

    struct Property {
        var type: Range<Int>
        var opener: Int
    }

    struct Enumeration {
        var name: String
        var token: Int
        var hasStringRawValues = false
        var isCaseIterable = false
        var cases: [Case] = []
        var caseIndex: [String: Int] = [:]
        var properties: [String: Property] = [:]
        /// Why the enum cannot be used, when it holds something beyond the subset.
        var unusable: StaticRefusal?
    }

    struct Function {
        var labels: [String?]
        var parameterNames: [String]
        var parameterTypes: [Range<Int>]
        var opener: Int
        var token: Int
    }

    struct Constant {
        var name: String
        var token: Int
        var type: Range<Int>?
        var value: Range<Int>
        /// Its place among the top-level statements, which run in order.
        var order: Int
    }

    /// The types whose static functions a manifest may add, by their spelling.
    static let extensibleTypes: Set<String> = ["Target.Dependency", "Target", "Product", "Package.Dependency"]

    let source: ManifestTokens
    var enums: [Enumeration] = []
    var enumIndex: [String: Int] = [:]
    /// By extended type, then by name: every function of that name (more than one is refused
    /// when called).
    var functions: [String: [String: [Function]]] = [:]
    var constants: [Constant] = []
    var constantIndex: [String: Int] = [:]
    /// The place of `let package = Package(…)` among the top-level statements.
    var packageOrder = 0

    init(source: ManifestTokens, declaration: PackageDeclaration) throws(StaticRefusal) {
        self.source = source
        try readTopLevel(declaration: declaration)
    }

    /// Whether a manifest is written in the enum style: it declares an enum at top level.
    static func applies(to source: ManifestTokens) -> Bool {
        source.tokens.indices.contains { source.depth[$0] == 0 && source.isWord($0, "enum") }
    }

    // MARK: - Top level

    private static let accessModifiers: Set<String> = ["public", "internal", "fileprivate", "private"]
    private static let statementStarts: Set<String> = [
        "let", "var", "enum", "extension", "import", "struct", "class", "func", "protocol", "typealias", "actor",
        "public", "internal", "fileprivate", "private", "if", "for", "while", "guard", "switch", "do",
    ]
    private static let shadowedNames: Set<String> = [
        "String", "Substring", "Character", "Bool", "Array", "Optional", "CaseIterable", "Target", "Product", "Package",
        "PackageDescription", "Swift",
    ]

    private func refusal(_ token: Int, _ what: String) -> StaticRefusal {
        StaticRefusal(tokenIndex: min(token, source.endIndex), message: "Package.swift has \(what) at top level; \(Self.advice)")
    }

    private mutating func readTopLevel(declaration: PackageDeclaration) throws(StaticRefusal) {
        var index = 0
        var order = 0
        while index < source.endIndex {
            if source.isPunctuation(index, ";") { index += 1; continue }
            while source[index].kind == .identifier, !source[index].isBackticked, Self.accessModifiers.contains(source.text(index)) { index += 1 }
            let keyword = index
            if source.isWord(keyword, "import") {
                index += 1
                while index < source.endIndex, !source[index].startsLine, !source.isPunctuation(index, ";") { index += 1 }
                continue
            } else if source.isWord(keyword, "enum") {
                index = try readEnum(at: keyword)
            } else if source.isWord(keyword, "extension") {
                index = try readExtension(at: keyword)
            } else if source.isWord(keyword, "let"), keyword == declaration.bindingToken {
                packageOrder = order
                index = source.skip(declaration.opener)
            } else if source.isWord(keyword, "let") {
                index = try readConstant(at: keyword, order: order)
            } else {
                let what = source[keyword].kind == .identifier ? "`\(source.quoted(keyword))`" : "`\(source.quoted(keyword))`"
                throw refusal(keyword, what)
            }
            order += 1
            if index < source.endIndex, !source[index].startsLine, !source.isPunctuation(index, ";") {
                throw refusal(index, "`\(source.quoted(index))` after a declaration")
            }
        }
    }

    private mutating func readConstant(at keyword: Int, order: Int) throws(StaticRefusal) -> Int {
        let name = keyword + 1
        guard source[name].kind == .identifier else { throw refusal(name, "a `let` that binds a pattern") }
        var index = name + 1
        var type: Range<Int>?
        if source.isPunctuation(index, ":") {
            let start = index + 1
            index = start
            while index < source.endIndex, !source.isOperator(index, "=") { index = source.skip(index) }
            type = start..<index
        }
        guard source.isOperator(index, "=") else { throw refusal(index, "a `let` without a value") }
        let start = index + 1
        var end = start
        while end < source.endIndex, !source.isPunctuation(end, ";") {
            if end > start, source[end].startsLine, isStatementStart(end) { break }
            end = source.skip(end)
        }
        let text = source.name(name)
        guard constantIndex[text] == nil, enumIndex[text] == nil, !Self.shadowedNames.contains(text) else {
            throw refusal(name, "a second declaration of `\(text)`")
        }
        constantIndex[text] = constants.count
        constants.append(Constant(name: text, token: name, type: type, value: start..<end, order: order))
        return end
    }

    private func isStatementStart(_ index: Int) -> Bool {
        let token = source[index]
        if token.kind == .attribute || token.kind == .pound { return true }
        return token.kind == .identifier && !token.isBackticked && Self.statementStarts.contains(source.text(index))
    }

    /// The `{` of a declaration that starts at `keyword`, and what lies between its name and it.
    private func brace(after keyword: Int) throws(StaticRefusal) -> Int {
        var index = keyword + 1
        while index < source.endIndex, !source.isPunctuation(index, "{") { index = source.skip(index) }
        guard index < source.endIndex else { throw refusal(keyword, "a declaration without a body") }
        return index
    }

    // MARK: - Extensions

    private mutating func readExtension(at keyword: Int) throws(StaticRefusal) -> Int {
        let opener = try brace(after: keyword)
        var typeName = ""
        var index = keyword + 1
        while index < opener, source[index].kind == .identifier || source.isPunctuation(index, ".") {
            typeName += source.isPunctuation(index, ".") ? "." : source.name(index)
            index += 1
        }
        if let enumeration = enumIndex[typeName] {
            enums[enumeration].unusable = enums[enumeration].unusable ?? refusal(keyword, "an extension of the enum `\(typeName)`")
            return source.skip(opener)
        }
        guard index == opener, Self.extensibleTypes.contains(typeName) else {
            throw refusal(keyword, "an extension of `\(source.quoted(keyword + 1))` other than a plain extension of \(Self.extensibleTypes.sorted().map { "`\($0)`" }.joined(separator: ", "))")
        }
        let closer = source.partner[opener]
        index = opener + 1
        while index < closer {
            while source[index].kind == .identifier, !source[index].isBackticked, Self.accessModifiers.contains(source.text(index)) { index += 1 }
            guard source.isWord(index, "static"), source.isWord(index + 1, "func"), source[index + 2].kind == .identifier,
                  source.isPunctuation(index + 3, "(") else {
                throw refusal(index, "`\(source.quoted(index))` in an extension, where only `static func`s are read,")
            }
            let name = source.name(index + 2)
            var function = try parameters(opener: index + 3)
            function.token = index + 2
            var cursor = source.skip(index + 3)
            guard source.isOperator(cursor, "->") else { throw refusal(cursor, "a `static func` without a result type") }
            cursor += 1
            var returned = ""
            while cursor < closer, source[cursor].kind == .identifier || source.isPunctuation(cursor, ".") {
                returned += source.isPunctuation(cursor, ".") ? "." : source.name(cursor)
                cursor += 1
            }
            guard returned == typeName || returned == "Self", source.isPunctuation(cursor, "{") else {
                throw refusal(cursor, "a `static func` of `\(typeName)` that does not return `\(typeName)`")
            }
            function.opener = cursor
            functions[typeName, default: [:]][name, default: []].append(function)
            index = source.skip(cursor)
        }
        return closer + 1
    }

    /// `(_ module: Module, name: String)`: labels, names and type ranges.
    private func parameters(opener: Int) throws(StaticRefusal) -> Function {
        let closer = source.partner[opener]
        var function = Function(labels: [], parameterNames: [], parameterTypes: [], opener: 0, token: 0)
        var index = opener + 1
        while index < closer {
            guard source[index].kind == .identifier else { throw refusal(index, "a parameter the static reader does not read") }
            var label: String? = source.name(index)
            var name = label ?? ""
            if source[index + 1].kind == .identifier {
                name = source.name(index + 1)
                if source.isWord(index, "_") { label = nil }
                index += 1
            }
            index += 1
            guard source.isPunctuation(index, ":") else { throw refusal(index, "a parameter without a type") }
            let start = index + 1
            var end = start
            while end < closer, !source.isPunctuation(end, ",") {
                if source.isOperator(end, "=") || source[end].kind == .attribute { throw refusal(end, "a parameter with a default value or attribute") }
                end = source.skip(end)
            }
            function.labels.append(label)
            function.parameterNames.append(name)
            function.parameterTypes.append(start..<end)
            index = end + 1
        }
        return function
    }

    // MARK: - Enums

    private static let conformances: Set<String> = ["CaseIterable", "Equatable", "Hashable", "Sendable"]

    private mutating func readEnum(at keyword: Int) throws(StaticRefusal) -> Int {
        let nameToken = keyword + 1
        guard source[nameToken].kind == .identifier else { throw refusal(nameToken, "an enum without a name") }
        let name = source.name(nameToken)
        guard enumIndex[name] == nil, constantIndex[name] == nil, !Self.shadowedNames.contains(name) else {
            throw refusal(nameToken, "a second declaration of `\(name)`")
        }
        let opener = try brace(after: keyword)
        var enumeration = Enumeration(name: name, token: nameToken)
        func unusable(_ token: Int, _ what: String) {
            if enumeration.unusable == nil {
                enumeration.unusable = StaticRefusal(tokenIndex: token, message: "Package.swift declares the enum `\(name)` with \(what), which the static reader does not evaluate; \(Self.advice)")
            }
        }
        var index = nameToken + 1
        if source.isPunctuation(index, ":") {
            index += 1
            var first = true
            while index < opener {
                if source.isName(index, "String"), first {
                    enumeration.hasStringRawValues = true
                } else if source[index].kind == .identifier, Self.conformances.contains(source.name(index)) {
                    enumeration.isCaseIterable = enumeration.isCaseIterable || source.isName(index, "CaseIterable")
                } else {
                    unusable(index, "the raw type or conformance `\(source.quoted(index))`")
                }
                first = false
                index += 1
                guard index < opener else { break }
                guard source.isPunctuation(index, ",") else { unusable(index, "`\(source.quoted(index))`"); break }
                index += 1
            }
        } else if index != opener {
            unusable(index, "`\(source.quoted(index))`")
        }
        let closer = source.partner[opener]
        index = opener + 1
        var rawValues: Set<String> = []
        while index < closer, enumeration.unusable == nil {
            while source[index].kind == .identifier, !source[index].isBackticked, Self.accessModifiers.contains(source.text(index)) { index += 1 }
            if source.isWord(index, "case") {
                index += 1
                while true {
                    guard source[index].kind == .identifier, index < closer else { unusable(index, "a case without a name"); break }
                    let caseName = source.name(index)
                    var rawValue = caseName
                    let token = index
                    index += 1
                    if source.isOperator(index, "=") {
                        guard enumeration.hasStringRawValues, case .value(let value) = source.stringValue(index + 1),
                              source[index + 1].kind == .string else {
                            unusable(index + 1, "a raw value other than a string literal"); break
                        }
                        rawValue = value
                        index += 2
                    } else if source.isPunctuation(index, "(") {
                        unusable(index, "a case with associated values"); break
                    }
                    guard enumeration.caseIndex[caseName] == nil, enumeration.properties[caseName] == nil,
                          !enumeration.hasStringRawValues || rawValues.insert(rawValue).inserted else {
                        unusable(token, "the case `\(caseName)` declared twice or with a raw value used before"); break
                    }
                    enumeration.caseIndex[caseName] = enumeration.cases.count
                    enumeration.cases.append(Case(name: caseName, token: token, rawValue: rawValue))
                    guard source.isPunctuation(index, ",") else { break }
                    index += 1
                }
            } else if source.isWord(index, "var"), source[index + 1].kind == .identifier, source.isPunctuation(index + 2, ":") {
                let propertyName = source.name(index + 1)
                var brace = index + 3
                while brace < closer, !source.isPunctuation(brace, "{"), !source.isOperator(brace, "=") { brace = source.skip(brace) }
                guard source.isPunctuation(brace, "{"), enumeration.properties[propertyName] == nil, enumeration.caseIndex[propertyName] == nil,
                      !["rawValue", "allCases", "hashValue"].contains(propertyName) else {
                    unusable(index + 1, "the property `\(propertyName)` declared twice, stored or named after a member Swift gives the enum"); break
                }
                enumeration.properties[propertyName] = Property(type: (index + 3)..<brace, opener: brace)
                index = source.skip(brace)
            } else {
                unusable(index, "the member `\(source.quoted(index))`")
            }
            if index < closer, !source[index].startsLine, !source.isPunctuation(index, ";"), enumeration.unusable == nil {
                unusable(index, "`\(source.quoted(index))`")
            }
            if source.isPunctuation(index, ";") { index += 1 }
        }
        enumIndex[name] = enums.count
        enums.append(enumeration)
        return closer + 1
    }
}
