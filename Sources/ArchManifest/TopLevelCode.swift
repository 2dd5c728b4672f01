/// Checks that the top level of a manifest holds nothing the static reader would have to run.
///
/// SwiftPM runs a manifest's top-level code from top to bottom: a `while true {}` or a call
/// beside a literal `Package(…)` may loop, exit or fail, and then SwiftPM never has a package
/// to report while the static reader would. So the top level may hold only:
/// - imports and `#if` directives;
/// - declarations of types, extensions, functions and computed variables, which run only
///   when used (and the evaluator refuses every use in a position it reads);
/// - `let`/`var` bindings of literal values: literals, arrays and dictionaries of them, and
///   values such as `.define("X")` or `Module.allCases.map(\.rawValue)`, built from
///   PackageDescription and this file's own types through members that run none of this
///   file's code;
/// - the `let package = Package(…)` declaration, which `PackageDeclaration` checks.
struct TopLevelCode {
    let source: ManifestTokens
    let declaration: PackageDeclaration
    /// Names whose use may run code of this file: its functions, its types' properties, and
    /// the types it gives initializers.
    private let namesOfCode: Set<String>
    /// The types this file declares.
    private let declaredTypes: Set<String>

    static let advice = "at top level the static reader reads only imports, declarations, `let`/`var` of literals and `let package = Package(…)` (use --manifests auto or swiftpm)"

    init(source: ManifestTokens, declaration: PackageDeclaration) {
        self.source = source
        self.declaration = declaration
        (self.namesOfCode, self.declaredTypes) = Self.names(in: source)
    }

    func check() throws(StaticRefusal) {
        for statement in statements() {
            try check(statement)
        }
    }

    // MARK: - Statements

    /// The top-level statements as token ranges. A statement ends at `;`, or where a line
    /// starts with a token that cannot continue it; attributes and modifiers on lines of their
    /// own belong to the statement below them.
    private func statements() -> [Range<Int>] {
        var statements: [Range<Int>] = []
        var start = 0
        var onlyPrefixes = true
        var previousIsPrefix = false
        var previous = -1
        var index = 0
        while index < source.endIndex {
            if source.isPunctuation(index, ";") {
                if index > start { statements.append(start..<index) }
                index += 1
                start = index
                onlyPrefixes = true
                previousIsPrefix = false
                continue
            }
            if index > start, source[index].startsLine, !onlyPrefixes, !continuesStatement(index), !expectsMore(after: previous) {
                statements.append(start..<index)
                start = index
                onlyPrefixes = true
                previousIsPrefix = false
            }
            let isPrefix = isAttributeOrModifier(index) || (previousIsPrefix && source.isPunctuation(index, "("))
            onlyPrefixes = onlyPrefixes && isPrefix
            previousIsPrefix = isPrefix
            previous = index
            index = source.skip(index)
        }
        if start < source.endIndex { statements.append(start..<source.endIndex) }
        return statements
    }

    /// Whether a token that starts a line carries on the statement above: a member access, an
    /// operator, a body, a conformance list or a `where` clause.
    private func continuesStatement(_ index: Int) -> Bool {
        if source[index].kind == .operatorSymbol { return true }
        for character: Unicode.Scalar in [".", ",", ":", "{"] where source.isPunctuation(index, character) { return true }
        return ["where", "throws", "rethrows", "async", "else", "catch"].contains { source.isWord(index, $0) }
    }

    /// Whether a line that ends with this token goes on below: `let x =`, `a +`, `[a,`.
    private func expectsMore(after index: Int) -> Bool {
        guard index >= 0 else { return false }
        if source[index].kind == .operatorSymbol { return true }
        return source.isPunctuation(index, ",") || source.isPunctuation(index, ".") || source.isPunctuation(index, ":")
    }

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "nonisolated", "indirect",
        "prefix", "infix", "postfix", "dynamic",
    ]

    private func isAttributeOrModifier(_ index: Int) -> Bool {
        let token = source[index]
        if token.kind == .attribute { return true }
        guard token.kind == .identifier, !token.isBackticked else { return false }
        // `package` is a modifier only before a declaration keyword: `package func f()`.
        if source.isWord(index, "package") { return source[index + 1].kind == .identifier && !source[index + 1].startsLine }
        return Self.modifiers.contains(source.text(index))
    }

    private static let bodyDeclarations: Set<String> = ["func", "enum", "struct", "class", "actor", "protocol", "extension", "precedencegroup"]
    private static let plainDeclarations: Set<String> = ["import", "typealias", "operator"]
    private static let conditionalDirectives: Set<String> = ["#if", "#elseif", "#else", "#endif"]

    private func check(_ statement: Range<Int>) throws(StaticRefusal) {
        var keyword = statement.lowerBound
        while keyword < statement.upperBound, isAttributeOrModifier(keyword) {
            keyword = source.isPunctuation(keyword + 1, "(") ? source.skip(keyword + 1) : keyword + 1
        }
        guard keyword < statement.upperBound else { return }
        if let binding = declaration.bindingToken, statement.contains(binding) { return }
        if source[keyword].kind == .pound {
            // A condition runs nothing; what it encloses is checked statement by statement.
            if Self.conditionalDirectives.contains(source.text(keyword)) { return }
            throw StaticRefusal(tokenIndex: keyword, message: "Package.swift uses `\(source.quoted(keyword))` at top level; \(Self.advice)")
        }
        let word = source[keyword].kind == .identifier && !source[keyword].isBackticked ? source.text(keyword) : ""
        if Self.plainDeclarations.contains(word) { return }
        if Self.bodyDeclarations.contains(word) {
            try checkNothingFollowsBody(from: keyword, in: statement)
            return
        }
        if word == "let" || word == "var" {
            try checkBindings(from: keyword, in: statement)
            return
        }
        throw StaticRefusal(tokenIndex: keyword, message: "Package.swift has \(describe(statement: keyword)), which only running the manifest can tell the outcome of; \(Self.advice)")
    }

    private static let statementKeywords: Set<String> = [
        "for", "while", "repeat", "if", "guard", "switch", "do", "defer", "return", "throw", "break", "continue", "fallthrough",
    ]

    private func describe(statement keyword: Int) -> String {
        let text = source.quoted(keyword)
        if source[keyword].kind == .identifier, Self.statementKeywords.contains(text) {
            return "a top-level `\(text)` statement"
        }
        if source.isOperator(keyword + 1, "=") { return "a top-level assignment to `\(text)`" }
        return "top-level code starting with `\(text)`"
    }

    /// A declaration ends with its body: anything after the `}` in the same statement is code.
    private func checkNothingFollowsBody(from keyword: Int, in statement: Range<Int>) throws(StaticRefusal) {
        var index = keyword + 1
        while index < statement.upperBound, !source.isPunctuation(index, "{") { index = source.skip(index) }
        guard index < statement.upperBound else { return }
        let follower = source.skip(index)
        if follower < statement.upperBound {
            throw StaticRefusal(tokenIndex: follower, message: "Package.swift has `\(source.quoted(follower))` after a declaration, on its last line; \(Self.advice)")
        }
    }

    // MARK: - Bindings

    /// `let a = 1`, `var b: [String] = ["x"], c = 2`, `var computed: Int { … }`.
    private func checkBindings(from keyword: Int, in statement: Range<Int>) throws(StaticRefusal) {
        let end = statement.upperBound
        var index = keyword + 1
        while index < end {
            guard source[index].kind == .identifier else {
                throw StaticRefusal(tokenIndex: index, message: "Package.swift binds a pattern at top level, not a name; \(Self.advice)")
            }
            let name = source.name(index)
            index += 1
            if source.isPunctuation(index, ":") {
                index += 1
                let annotation = index
                while index < end, !source.isOperator(index, "="), !source.isPunctuation(index, ","), !source.isPunctuation(index, "{") {
                    index = source.skip(index)
                }
                try checkAnnotation(annotation..<index, of: name)
            }
            if source.isOperator(index, "=") {
                let (value, next) = try ManifestExpressionParser(source: source).value(at: index + 1, closer: end)
                if let offence = firstComputedPart(of: value) {
                    let (how, token) = ManifestShape.offence(of: offence, source: source, expecting: nil)
                    throw StaticRefusal(tokenIndex: token, message: "Package.swift computes the top-level `\(name)` \(how); \(Self.advice)")
                }
                index = next
            } else if source.isPunctuation(index, "{") {
                // A computed variable: code that runs only when used, like a function.
                try checkNothingFollowsBody(from: index - 1, in: statement)
                return
            }
            guard index < end else { return }
            guard source.isPunctuation(index, ",") else {
                throw StaticRefusal(tokenIndex: index, message: "Package.swift has `\(source.quoted(index))` after the value of the top-level `\(name)`; \(Self.advice)")
            }
            index += 1
        }
    }

    /// A literal converted to a type of this file runs that type's initializer.
    private func checkAnnotation(_ annotation: Range<Int>, of name: String) throws(StaticRefusal) {
        for index in annotation where source[index].kind == .identifier && namesOfCode.contains(source.name(index)) {
            throw StaticRefusal(tokenIndex: index, message: "Package.swift gives the top-level `\(name)` the type `\(source.quoted(index))`, whose initializers this file declares; \(Self.advice)")
        }
    }

    /// The first part of a value that is not a literal or a PackageDescription value; nil when
    /// the whole value is literal.
    private func firstComputedPart(of value: ManifestExpression) -> ManifestExpression? {
        switch value.form {
        case .string, .multilineString, .literal:
            return nil
        case .array(let elements), .dictionary(let elements):
            for element in elements {
                if let computed = firstComputedPart(of: element) { return computed }
            }
            return nil
        case .operation("-", let operands) where operands.count == 1 && operands[0].token == value.token + 1:
            // A negative number is a literal.
            if case .literal = operands[0].form, source[operands[0].token].kind == .number { return nil }
            return value
        case .identifier, .implicitMember, .member, .call:
            return firstComputedPart(ofPackageDescriptionValue: value)
        case .keyPath:
            return keyPathRunsCode(value) ? value : nil
        case .interpolatedString, .malformedString, .closure, .operation, .unsupported:
            return value
        }
    }

    /// `\.rawValue`: a key path runs code when one of its names is code of this file.
    private func keyPathRunsCode(_ keyPath: ManifestExpression) -> Bool {
        var index = keyPath.token + 1
        while source[index].kind == .identifier || source.isPunctuation(index, ".") {
            if source[index].kind == .identifier, namesOfCode.contains(source.name(index)) { return true }
            index += 1
        }
        return false
    }

    /// `.define("X")`, `SwiftSetting.unsafeFlags(["-O"])`, `Module.allCases.map(\.rawValue)`: a
    /// chain rooted at an implicit member, a PackageDescription type or a type of this file,
    /// through names that are not code of this file, called with literal arguments.
    private func firstComputedPart(ofPackageDescriptionValue value: ManifestExpression) -> ManifestExpression? {
        var links: [ManifestExpression] = []
        var root = value
        while true {
            if case .member(let base, let name, _) = root.form {
                guard !namesOfCode.contains(name) else { return value }
                links.append(root)
                root = base
            } else if case .call(let callee, _) = root.form {
                links.append(root)
                root = callee
            } else {
                break
            }
        }
        switch root.form {
        case .implicitMember(let name) where !namesOfCode.contains(name):
            break
        case .identifier(let name) where (Self.packageDescriptionTypes.contains(name) || declaredTypes.contains(name))
                && !namesOfCode.contains(name) && !links.isEmpty:
            break
        default:
            return value
        }
        for link in links.reversed() {
            guard case .call(_, let arguments) = link.form else { continue }
            for argument in arguments {
                if let computed = firstComputedPart(of: argument.value) { return computed }
            }
        }
        return nil
    }

    /// The PackageDescription types whose members a literal binding may use.
    private static let packageDescriptionTypes: Set<String> = [
        "PackageDescription", "Package", "Product", "Target", "Resource", "SwiftSetting", "CSetting", "CXXSetting",
        "LinkerSetting", "BuildSettingCondition", "TargetDependencyCondition", "Platform", "SupportedPlatform",
        "Version", "SwiftVersion", "SwiftLanguageMode", "CLanguageStandard", "CXXLanguageStandard",
        "SystemPackageProvider", "PluginCommandIntent", "PluginPermission", "Trait", "BuildConfiguration",
    ]

    // MARK: - Names of code

    /// In one pass: the names of code (after `func`, of properties inside declarations, and of
    /// the top-level types and extended types that declare an `init`), and the declared types.
    private static func names(in source: ManifestTokens) -> (code: Set<String>, types: Set<String>) {
        var names: Set<String> = []
        var types: Set<String> = []
        var enclosingTypeNames: [String] = []
        for index in source.tokens.indices where source[index].kind == .identifier && !source[index].isBackticked {
            let depth = source.depth[index]
            if depth == 0, ["struct", "class", "enum", "actor", "extension", "protocol"].contains(where: { source.isWord(index, $0) }) {
                enclosingTypeNames = []
                if !source.isWord(index, "extension"), source[index + 1].kind == .identifier { types.insert(source.name(index + 1)) }
                var name = index + 1
                while source[name].kind == .identifier {
                    enclosingTypeNames.append(source.name(name))
                    guard source.isPunctuation(name + 1, ".") else { break }
                    name += 2
                }
            } else if source.isWord(index, "func") {
                if source[index + 1].kind == .identifier { names.insert(source.name(index + 1)) }
            } else if depth > 0, source.isWord(index, "var") || source.isWord(index, "let") {
                if source[index + 1].kind == .identifier { names.insert(source.name(index + 1)) }
            } else if depth > 0, source.isWord(index, "init") {
                names.formUnion(enclosingTypeNames)
            }
        }
        return (names, types)
    }
}
