import ArchCore

/// Adds a target to a manifest in the enum/CaseIterable style, where `targets:` is computed
/// from an enum's `allCases`: a new case, and an arm in the enum's `dependencies` switch.
///
/// It edits only what it recognises completely: an `enum Name: String, CaseIterable` whose
/// cases all have string raw values and whose targets are regular `.target(…)`, with at most
/// one `switch self` that lacks a `default:` (the `dependencies` one). Otherwise it gives the
/// lines to add by hand.
struct EnumManifestEdit {
    let source: ManifestTokens
    let path: String
    private var text: ManifestText { ManifestText(source: source) }

    init(source: ManifestTokens, path: String) {
        self.source = source
        self.path = path
    }

    private struct EnumBody {
        var name: String
        var opener: Int
        var closer: Int
        /// `case` keywords directly in the body, with their case names and raw values.
        var cases: [(keyword: Int, name: String, rawValue: String?)]
    }

    func add(_ target: TargetAddition, targetsExpression: ManifestExpression, arguments: [ManifestArgument]) -> ManifestEditResult {
        let enums = topLevelEnums()
        let candidates = enumsEnumerated(in: targetsExpression).compactMap { enums[$0].flatMap(enumBody) }.filter(buildsRegularTargets)
        guard candidates.count == 1, let body = candidates.first else {
            return .manual(ManifestEditor.genericInstructions(target, path: path))
        }
        let caseName = Self.caseName(for: target.name)
        let instructions = manualInstructions(target, enumName: body.name, caseName: caseName)
        guard !body.cases.isEmpty, body.cases.allSatisfy({ $0.rawValue != nil }),
              !body.cases.contains(where: { $0.name == caseName || $0.rawValue == target.name }) else {
            return .manual(instructions)
        }
        let switches = switchesOverSelf(in: body)
        let exhaustive = switches.filter { !hasDefault($0) }
        guard let dependencySwitch = dependenciesSwitch(in: body) else {
            // Without a dependencies switch only a target without dependencies can be added,
            // and only if no other switch must learn about the new case.
            guard target.dependencies.isEmpty, exhaustive.isEmpty else { return .manual(instructions) }
            return edit([caseInsertion(caseName, target, body)], target, enumName: body.name, instructions: instructions)
        }
        guard exhaustive.allSatisfy({ $0 == dependencySwitch }) else { return .manual(instructions) }
        guard let arm = armInsertion(caseName, target, switchOpener: dependencySwitch) else { return .manual(instructions) }
        return edit([caseInsertion(caseName, target, body), arm], target, enumName: body.name, instructions: instructions)
    }

    private func edit(_ insertions: [(offset: Int, text: String)], _ target: TargetAddition, enumName: String,
                      instructions: String) -> ManifestEditResult {
        var edited = ManifestTokens(text.inserting(insertions))
        guard edited.pairBrackets() == nil else { return .manual(instructions) }
        return .edited(edited.bytes, summary: "added case \(Self.caseName(for: target.name)) to enum \(enumName) for target \(target.name)")
    }

    // MARK: - Finding the enum

    /// Names `E` that the targets expression uses as `E.allCases`.
    private func enumsEnumerated(in expression: ManifestExpression) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        let start = startToken(of: expression)
        let end = expressionEnd(from: start)
        var index = start
        while index < end {
            if source[index].kind == .identifier, source.isPunctuation(index + 1, "."), source.isWord(index + 2, "allCases") {
                let name = source.name(index)
                if seen.insert(name).inserted { names.append(name) }
            }
            index += 1
        }
        return names
    }

    /// The first token of an expression; an operation is known by its operator, so look left.
    private func startToken(of expression: ManifestExpression) -> Int {
        if case .operation(_, let operands) = expression.form, let first = operands.first, first.token < expression.token {
            return startToken(of: first)
        }
        return expression.token
    }

    /// The token after an argument's value that starts at `start`: its `,` or the call's `)`.
    private func expressionEnd(from start: Int) -> Int {
        var index = start
        while index < source.endIndex, !(source.isPunctuation(index, ",") || source.isPunctuation(index, ")")) || source.depth[index] > source.depth[start] {
            index = source.skip(index)
        }
        return index
    }

    /// The `enum` keyword of the first top-level enum of each name, found in one pass, so that
    /// looking up many names does not walk the file once per name.
    private func topLevelEnums() -> [String: Int] {
        var enums: [String: Int] = [:]
        for index in source.tokens.indices where source.depth[index] == 0 && source.isWord(index, "enum") && source[index + 1].kind == .identifier {
            let name = source.name(index + 1)
            if enums[name] == nil { enums[name] = index }
        }
        return enums
    }

    /// The body of the enum declared at `keyword`, when it is `enum Name: String, CaseIterable`.
    private func enumBody(at keyword: Int) -> EnumBody? {
        let name = source.name(keyword + 1)
        var opener = keyword + 2
        var inherits: Set<String> = []
        while opener < source.endIndex, !source.isPunctuation(opener, "{") {
            if source[opener].kind == .identifier { inherits.insert(source.name(opener)) }
            opener += 1
        }
        guard inherits.contains("String"), inherits.contains("CaseIterable"), opener < source.endIndex else { return nil }
        let closer = source.partner[opener]
        let depth = source.depth[opener] + 1
        var cases: [(Int, String, String?)] = []
        for keyword in (opener + 1)..<closer where source.depth[keyword] == depth && source.isWord(keyword, "case") {
            var position = keyword + 1
            while source[position].kind == .identifier {
                let caseName = source.name(position)
                var rawValue: String?
                if source.isOperator(position + 1, "="), case .value(let value) = source.stringValue(position + 2) {
                    rawValue = value
                    position += 3
                } else {
                    position += 1
                }
                cases.append((keyword, caseName, rawValue))
                guard source.isPunctuation(position, ",") else { break }
                position += 1
            }
        }
        return EnumBody(name: name, opener: opener, closer: closer, cases: cases)
    }

    /// Whether the enum's cases become `.target(…)`s, not test targets.
    private func buildsRegularTargets(_ body: EnumBody) -> Bool {
        let range = (body.opener + 1)..<body.closer
        let makesTargets = range.contains { source.isPunctuation($0, ".") && source.isWord($0 + 1, "target") && source.isPunctuation($0 + 2, "(") }
        let makesTests = range.contains { source.isWord($0, "testTarget") }
        return makesTargets && !makesTests
    }

    // MARK: - Switches

    /// The `{` of every `switch self` in the enum.
    private func switchesOverSelf(in body: EnumBody) -> [Int] {
        ((body.opener + 1)..<body.closer).compactMap { index in
            source.isWord(index, "switch") && source.isWord(index + 1, "self") && source.isPunctuation(index + 2, "{") ? index + 2 : nil
        }
    }

    /// Looks only at the switch's own tokens, stepping over nested brackets, so that nested
    /// switches do not make the search quadratic.
    private func hasDefault(_ opener: Int) -> Bool {
        var index = opener + 1
        while index < source.partner[opener] {
            if source.isWord(index, "default") { return true }
            index = source.skip(index)
        }
        return false
    }

    /// The `switch self {` inside `var dependencies … { … }`.
    private func dependenciesSwitch(in body: EnumBody) -> Int? {
        let depth = source.depth[body.opener] + 1
        for index in (body.opener + 1)..<body.closer
        where source.depth[index] == depth && source.isWord(index, "var") && source.isName(index + 1, "dependencies") {
            var opener = index + 2
            while opener < body.closer, !(source.isPunctuation(opener, "{") && source.depth[opener] == depth) { opener += 1 }
            guard opener < body.closer else { return nil }
            return switchesOverSelf(in: EnumBody(name: body.name, opener: opener, closer: source.partner[opener], cases: []))
                .first { source.depth[$0] == depth + 1 }
        }
        return nil
    }

    // MARK: - Insertions

    private func caseInsertion(_ caseName: String, _ target: TargetAddition, _ body: EnumBody) -> (offset: Int, text: String) {
        let last = body.cases[body.cases.count - 1].keyword
        let indentation = text.indentation(ofLineWith: last)
        return (text.endOfLine(with: last), "\(text.lineBreak)\(indentation)case \(caseName) = \"\(target.name)\"")
    }

    /// A new arm before the switch's `default:` or closing brace, laid out like the first arm.
    private func armInsertion(_ caseName: String, _ target: TargetAddition, switchOpener: Int) -> (offset: Int, text: String)? {
        let closer = source.partner[switchOpener]
        let depth = source.depth[switchOpener] + 1
        let arms = ((switchOpener + 1)..<closer).filter { source.depth[$0] == depth && (source.isWord($0, "case") || source.isWord($0, "default")) }
        guard let firstArm = arms.first, text.startsItsLine(firstArm), text.startsItsLine(closer) else { return nil }
        let before = arms.first { source.isWord($0, "default") } ?? closer
        guard text.startsItsLine(before) else { return nil }
        let armIndentation = text.indentation(ofLineWith: firstArm)
        // The arm's body is indented like the first arm's body when that starts a line.
        var bodyToken = firstArm
        while bodyToken < closer, !source.isPunctuation(bodyToken, ":") { bodyToken += 1 }
        bodyToken += 1
        let bodyIndentation = text.startsItsLine(bodyToken) ? text.indentation(ofLineWith: bodyToken) : armIndentation + "    "
        let lineBreak = text.lineBreak
        let arm = "\(armIndentation)case .\(caseName):\(lineBreak)\(bodyIndentation)return \(target.dependencyList)\(lineBreak)"
        return (text.startOfLine(with: before), arm)
    }

    // MARK: - Words

    /// `OrderDomain` → `orderDomain`, `DIAbstraction` → `diAbstraction`, `HTTP2Client` → `http2Client`.
    static func caseName(for target: String) -> String {
        NameForms(target).lowerCamel
    }

    private func manualInstructions(_ target: TargetAddition, enumName: String, caseName: String) -> String {
        """
        \(path): add the target by hand, to enum \(enumName):
            case \(caseName) = "\(target.name)"
        and to its dependencies (the `dependencies` switch, if it has one):
            case .\(caseName):
                return \(target.dependencyList)
        """
    }
}
