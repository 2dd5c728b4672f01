/// The declarations of an enum-style manifest: its enums, the static functions it adds to
/// PackageDescription types, its top-level constants, and nothing else.
///
/// The top level may hold only imports, enums, extensions of the manifest's enums made of
/// computed properties, extensions of `Target.Dependency`, `Target`, `Product`,
/// `Product.Library` or `Package.Dependency` made of `static func`s, `let` constants and
/// `let package = Package(…)`. Anything else could change what the code means or run code of
/// its own, so it is refused. An enum may hold only cases and computed properties; an enum
/// that holds anything else is refused where it is used.
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
        /// The default value of each parameter that has one.
        var defaults: [Range<Int>?]
        /// The PackageDescription type it returns, spelled as in `extensibleTypes`.
        var result: String
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
    static let extensibleTypes: Set<String> = ["Target.Dependency", "Target", "Product", "Product.Library", "Package.Dependency"]
    /// The types such a function may return.
    static let resultTypes: Set<String> = ["Target.Dependency", "Target", "Product", "Package.Dependency"]

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
    /// Extensions of types that are not PackageDescription's, read once every enum is known,
    /// since an extension may come before its enum: the `extension` keyword and the type.
    private var laterExtensions: [(keyword: Int, typeName: String)] = []

    init(source: ManifestTokens, declaration: PackageDeclaration) throws(StaticRefusal) {
        self.source = source
        try readTopLevel(declaration: declaration)
    }

    /// Whether a manifest is written in the enum style: it declares an enum at top level.
    static func applies(to source: ManifestTokens) -> Bool {
        source.tokens.indices.contains { source.depth[$0] == 0 && source.isWord($0, "enum") }
    }

    /// Whether the top level binds a constant besides `package` that the call may read
    /// (`let publicTargets = ["A", "B"]`, then `targets: publicTargets`).
    static func declaresConstants(_ source: ManifestTokens) -> Bool {
        source.tokens.indices.contains { index in
            source.depth[index] == 0 && (source.isWord(index, "let") || source.isWord(index, "var")) && index + 1 < source.endIndex
                && source[index + 1].kind == .identifier && !source.isName(index + 1, "package")
        }
    }

    // MARK: - Top level

    static let accessModifiers: Set<String> = ["public", "internal", "fileprivate", "private"]
    private static let statementStarts: Set<String> = [
        "let", "var", "enum", "extension", "import", "struct", "class", "func", "protocol", "typealias", "actor",
        "public", "internal", "fileprivate", "private", "if", "for", "while", "guard", "switch", "do",
    ]
    static let shadowedNames: Set<String> = [
        "String", "Substring", "Character", "Bool", "Array", "Optional", "CaseIterable", "Target", "Product", "Package",
        "PackageDescription", "Swift",
    ]

    func refusal(_ token: Int, _ what: String) -> StaticRefusal {
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
        for (keyword, typeName) in laterExtensions {
            try readEnumExtension(at: keyword, typeName: typeName)
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
    func brace(after keyword: Int) throws(StaticRefusal) -> Int {
        var index = keyword + 1
        while index < source.endIndex, !source.isPunctuation(index, "{") { index = source.skip(index) }
        guard index < source.endIndex else { throw refusal(keyword, "a declaration without a body") }
        return index
    }

    // MARK: - Extensions

    /// The type an extension or a declaration spells from `start` up to `end`, such as
    /// `Target.Dependency`; where it stops is returned too.
    private func dottedName(from start: Int, to end: Int) -> (name: String, end: Int) {
        var name = ""
        var index = start
        while index < end, source[index].kind == .identifier || source.isPunctuation(index, ".") {
            name += source.isPunctuation(index, ".") ? "." : source.name(index)
            index += 1
        }
        return (name, index)
    }

    private mutating func readExtension(at keyword: Int) throws(StaticRefusal) -> Int {
        let opener = try brace(after: keyword)
        let (typeName, index) = dottedName(from: keyword + 1, to: opener)
        guard Self.extensibleTypes.contains(typeName) else {
            laterExtensions.append((keyword, typeName))
            return source.skip(opener)
        }
        guard index == opener else { throw otherExtension(at: keyword) }
        try readStaticFunctions(of: typeName, opener: opener)
        return source.partner[opener] + 1
    }

    private func otherExtension(at keyword: Int) -> StaticRefusal {
        refusal(keyword, "an extension of `\(source.quoted(keyword + 1))` other than a plain extension of an enum of the manifest or of \(Self.extensibleTypes.sorted().map { "`\($0)`" }.joined(separator: ", "))")
    }

    /// The `static func`s of an extension of a PackageDescription type: each must return one
    /// of `resultTypes`.
    private mutating func readStaticFunctions(of typeName: String, opener: Int) throws(StaticRefusal) {
        let closer = source.partner[opener]
        var index = opener + 1
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
            let returned: String
            (returned, cursor) = dottedName(from: cursor + 1, to: closer)
            function.result = returned == "Self" ? typeName : returned
            guard Self.resultTypes.contains(function.result), source.isPunctuation(cursor, "{") else {
                throw refusal(cursor, "a `static func` of `\(typeName)` that does not return \(Self.resultTypes.sorted().map { "`\($0)`" }.joined(separator: ", "))")
            }
            function.opener = cursor
            functions[typeName, default: [:]][name, default: []].append(function)
            index = source.skip(cursor)
        }
    }

    /// An extension of an enum of the manifest adds computed properties to it; an extension
    /// of anything else is refused.
    private mutating func readEnumExtension(at keyword: Int, typeName: String) throws(StaticRefusal) {
        let opener = try brace(after: keyword)
        guard let index = enumIndex[typeName] else { throw otherExtension(at: keyword) }
        guard dottedName(from: keyword + 1, to: opener).end == opener else {
            enums[index].unusable = enums[index].unusable ?? refusal(keyword, "an extension of the enum `\(typeName)` that adds conformances or conditions")
            return
        }
        readMembers(of: &enums[index], from: opener + 1, to: source.partner[opener], allowingCases: false)
    }

    /// `(_ module: Module, name: String)`: labels, names and type ranges.
    private func parameters(opener: Int) throws(StaticRefusal) -> Function {
        let closer = source.partner[opener]
        var function = Function(labels: [], parameterNames: [], parameterTypes: [], defaults: [], result: "", opener: 0, token: 0)
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
            while end < closer, !source.isPunctuation(end, ","), !source.isOperator(end, "=") {
                if source[end].kind == .attribute { throw refusal(end, "a parameter with an attribute") }
                end = source.skip(end)
            }
            var defaultValue: Range<Int>?
            let typeEnd = end
            if source.isOperator(end, "=") {
                let valueStart = end + 1
                end = valueStart
                while end < closer, !source.isPunctuation(end, ",") { end = source.skip(end) }
                guard valueStart < end else { throw refusal(valueStart, "a parameter whose default value is missing") }
                defaultValue = valueStart..<end
            }
            function.labels.append(label)
            function.parameterNames.append(name)
            function.parameterTypes.append(start..<typeEnd)
            function.defaults.append(defaultValue)
            index = end + 1
        }
        return function
    }
}
