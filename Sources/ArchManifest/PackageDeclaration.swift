/// Finds the one `let package = Package(…)` of a manifest and checks that nothing else in the
/// file can change what it evaluates to.
///
/// PackageDescription records the last `Package` created, whatever it is assigned to, and any
/// later top-level code may change it. So the reader accepts exactly one `Package(…)` call,
/// assigned at top level to `package`, outside `#if`, with nothing chained onto it, and no
/// other use of `package` anywhere. Declarations elsewhere in the file are harmless: the
/// evaluator refuses any reference to them in the positions that matter.
struct PackageDeclaration {
    /// The `Package` token of the call, and its `(`.
    var callToken: Int
    var opener: Int
    /// The `let` or `var` of `let package = …`; nil when only located, not checked.
    var bindingToken: Int?

    /// - Parameter checkingOtherUses: false for the enum evaluator, which reads no `package`
    ///   but this one, so that a helper's parameter named `package` changes nothing.
    static func find(in source: ManifestTokens, checkingOtherUses: Bool = true) throws -> PackageDeclaration {
        let calls = source.tokens.indices.filter { isPackageCall(at: $0, in: source) }
        guard let call = calls.first else {
            if let declaration = packageDeclarations(in: source).first {
                throw StaticRefusal(tokenIndex: declaration, message: "Package.swift computes `package` without calling `Package(…)` directly; \(StaticManifestReader.advice)")
            }
            throw StaticRefusal(tokenIndex: nil, message: "Package.swift has no `let package = Package(…)`")
        }
        if let directive = enclosingConditional(before: call, in: source) {
            throw StaticRefusal(tokenIndex: directive, message: "Package.swift declares `package` inside `#if`; \(StaticManifestReader.advice)")
        }
        if calls.count > 1 {
            throw StaticRefusal(tokenIndex: calls[1], message: "Package.swift calls `Package(…)` more than once (first on line \(source[call].line)); \(StaticManifestReader.advice)")
        }
        guard let binding = bindingKeyword(of: call, in: source) else {
            throw StaticRefusal(tokenIndex: call, message: "Package.swift creates its `Package(…)` without assigning it to a top-level `let package`; \(StaticManifestReader.advice)")
        }
        let opener = source.isPunctuation(call + 1, "(") ? call + 1 : call + 3
        let closer = source.partner[opener]
        if let directive = (opener..<closer).first(where: { isConditionalDirective($0, in: source) }) {
            throw StaticRefusal(tokenIndex: directive, message: "Package.swift uses `\(source.text(directive))` inside `Package(…)`; \(StaticManifestReader.advice)")
        }
        if let follower = chainedOnto(closer: closer, in: source) {
            throw StaticRefusal(tokenIndex: follower, message: "Package.swift changes the `Package(…)` value with `\(source.quoted(follower))`; \(StaticManifestReader.advice)")
        }
        if checkingOtherUses, let use = otherUseOfPackage(declaredAt: binding + 1, in: source) {
            let statement = statementStart(of: use, in: source)
            throw StaticRefusal(tokenIndex: statement, message: "Package.swift \(describeUse(statement: statement, in: source)); the static reader cannot tell what that does to the package (use --manifests auto or swiftpm)")
        }
        return PackageDeclaration(callToken: call, opener: opener, bindingToken: binding)
    }

    /// The `Package(…)` call of a manifest without the checks that make it safe to evaluate:
    /// enough for an editor, which only needs to know where the arguments are.
    static func locate(in source: ManifestTokens) -> PackageDeclaration? {
        guard let call = source.tokens.indices.first(where: { isPackageCall(at: $0, in: source) }) else { return nil }
        let opener = source.isPunctuation(call + 1, "(") ? call + 1 : call + 3
        return PackageDeclaration(callToken: call, opener: opener)
    }

    /// `Package(` or `Package.init(`.
    private static func isPackageCall(at index: Int, in source: ManifestTokens) -> Bool {
        guard source.isName(index, "Package") else { return false }
        if source.isPunctuation(index + 1, "(") { return true }
        return source.isPunctuation(index + 1, ".") && source.isWord(index + 2, "init") && source.isPunctuation(index + 3, "(")
    }

    /// The `let`/`var` tokens of top-level `let package` declarations.
    private static func packageDeclarations(in source: ManifestTokens) -> [Int] {
        source.tokens.indices.filter { index in
            source.depth[index] == 0 && (source.isWord(index, "let") || source.isWord(index, "var")) && source.isName(index + 1, "package")
        }
    }

    /// The `let` (or `var`) of `let package = Package(…)` or `let package: Package = Package(…)`
    /// at top level.
    private static func bindingKeyword(of call: Int, in source: ManifestTokens) -> Int? {
        guard source.depth[call] == 0, source.isOperator(call - 1, "=") else { return nil }
        var name = call - 2
        if source.isName(name, "Package"), source.isPunctuation(name - 1, ":") { name -= 2 }
        guard source.isName(name, "package"), source.isWord(name - 1, "let") || source.isWord(name - 1, "var") else { return nil }
        return name - 1
    }

    private static func isConditionalDirective(_ index: Int, in source: ManifestTokens) -> Bool {
        guard source[index].kind == .pound else { return false }
        return ["#if", "#elseif", "#else", "#endif"].contains(source.text(index))
    }

    /// The `#if` of a top-level conditional block still open at `index`.
    private static func enclosingConditional(before index: Int, in source: ManifestTokens) -> Int? {
        var open: [Int] = []
        for candidate in 0..<index where source.depth[candidate] == 0 && source[candidate].kind == .pound {
            switch source.text(candidate) {
            case "#if": open.append(candidate)
            case "#endif": _ = open.popLast()
            default: break
            }
        }
        return open.first
    }

    /// A token after the call's `)` that continues the expression: `.`, an operator, or a
    /// call, subscript or trailing closure on the same line.
    private static func chainedOnto(closer: Int, in source: ManifestTokens) -> Int? {
        let next = closer + 1
        let token = source[next]
        if token.kind == .endOfFile || source.isPunctuation(next, ";") { return nil }
        if source.isPunctuation(next, ".") || token.kind == .operatorSymbol || source.isWord(next, "as") { return next }
        if source.isPunctuation(next, "{") { return next }
        return token.startsLine ? nil : next
    }

    /// A reference to `package` other than its declaration: not a member name (`.package`), a
    /// label (`package:`), or the access modifier (`package func`, `package(set)`).
    private static func otherUseOfPackage(declaredAt declaration: Int, in source: ManifestTokens) -> Int? {
        source.tokens.indices.first { index in
            guard index != declaration, source.isName(index, "package") else { return false }
            if source.isPunctuation(index - 1, ".") || source.isPunctuation(index + 1, ":") { return false }
            if source[index + 1].kind == .identifier, !source[index + 1].startsLine { return false }
            if source.isPunctuation(index + 1, "("), source.isWord(index + 2, "set") { return false }
            if ["case", "let", "var", "func"].contains(where: { source.isWord(index - 1, $0) }) { return false }
            return true
        }
    }

    /// The first token of the top-level statement that holds `index`.
    private static func statementStart(of index: Int, in source: ManifestTokens) -> Int {
        var start = index
        while start > 0 {
            let token = source[start]
            let continues = source.isPunctuation(start, ".") || token.kind == .operatorSymbol
            if source.depth[start] == 0, token.startsLine, !continues { break }
            start -= 1
        }
        return start
    }

    private static func describeUse(statement: Int, in source: ManifestTokens) -> String {
        let line = source[statement].line
        for keyword in ["for", "while", "repeat", "if", "guard", "switch", "do"] where source.isWord(statement, keyword) {
            return "uses `package` in a top-level `\(keyword)` statement on line \(line)"
        }
        if source.isName(statement, "package") {
            return "changes `package` after declaring it (line \(line))"
        }
        return "uses `package` outside its declaration, in the statement on line \(line)"
    }
}
