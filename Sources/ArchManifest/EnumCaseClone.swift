/// Why a case could not be added like its sibling: the manifest line and the construct.
struct CloneRefusal: Error, Equatable {
    var message: String
}

/// Adds a case to an enum of an enum-style manifest the way a sibling case is written: the
/// case beside the others, and in every `switch self` over the enum an arm copied from the
/// sibling's with its stem renamed (or the new case added to the sibling's pattern list when
/// the arm serves several). A renamed arm that names a case of another enum the new way
/// (`.abstraction(.OrderAbstraction)`) adds that case there too, like its own sibling.
struct EnumCaseClone {
    let source: ManifestTokens
    let layout: EnumLayout
    let path: String
    private var text: ManifestText { ManifestText(source: source) }

    init(source: ManifestTokens, layout: EnumLayout, path: String) {
        self.source = source
        self.layout = layout
        self.path = path
    }

    /// What the clone inserts, and the cases it added, as `Enum.case`.
    struct Result {
        var insertions: [(offset: Int, text: String)] = []
        var addedCases: [String] = []
    }

    /// - Parameters:
    ///   - dependencyArm: when given, the body of the new arm in the switch of the main enum's
    ///     `dependencies` property, instead of the sibling's renamed.
    func clone(_ model: EnumLayout.Case, in enumName: String, renaming: StemRenaming,
               dependencyArm: String? = nil) throws(CloneRefusal) -> Result {
        var result = Result()
        var queue: [(enumName: String, model: EnumLayout.Case)] = [(enumName, model)]
        var queued: Set<String> = [enumName + "." + model.name]
        var next = 0
        // A work list rather than recursion, so that depth never depends on the manifest.
        while next < queue.count {
            let (name, sibling) = queue[next]
            next += 1
            guard let enumeration = layout.enums[name] else { continue }
            let newName = renaming.apply(sibling.name)
            guard newName != sibling.name, enumeration.case(named: newName) == nil else {
                throw CloneRefusal(message: "\(location(sibling.nameToken)): renaming case \(sibling.name) of enum \(name) gives no new case")
            }
            result.insertions.append(caseInsertion(newName, like: sibling, in: enumeration, renaming: renaming))
            result.addedCases.append("\(name).\(newName)")
            for (opener, property) in layout.switchesOverSelf(of: name) {
                let override = next == 1 && property == "dependencies" ? dependencyArm : nil
                let (insertions, cloned) = try armInsertions(opener, sibling: sibling.name, newCase: newName, renaming: renaming, body: override)
                result.insertions += insertions
                // Cases of other enums that the copied arm names the new way.
                for member in cloned {
                    let renamed = renaming.apply(member)
                    guard renamed != member else { continue }
                    for other in layout.enums.keys.sorted() where other != enumName {
                        guard let enumeration = layout.enums[other], let modelCase = enumeration.case(named: member),
                              enumeration.case(named: renamed) == nil, queued.insert(other + "." + member).inserted else { continue }
                        queue.append((other, modelCase))
                    }
                }
            }
        }
        return result
    }

    // MARK: - The case

    private func caseInsertion(_ newName: String, like sibling: EnumLayout.Case, in enumeration: EnumLayout.Enumeration,
                               renaming: StemRenaming) -> (offset: Int, text: String) {
        let last = enumeration.cases[enumeration.cases.count - 1]
        let lineBreak = text.lineBreak
        // Blank lines between the last two case lines, which some manifests keep between every case.
        let previous = enumeration.cases.last { $0.keyword != last.keyword }
        let blankLines = previous.map { max(0, source[last.keyword].line - source[lastToken(of: $0)].line - 1) } ?? 0
        let raw = sibling.explicitRawValue.map { " = \"\(renaming.apply($0))\"" } ?? ""
        let line = "\(text.indentation(ofLineWith: last.keyword))case \(newName)\(raw)"
        return (text.endOfLine(with: lastToken(of: last)), String(repeating: lineBreak, count: blankLines + 1) + line)
    }

    /// The last token of a case entry: its name, or its raw value.
    private func lastToken(of entry: EnumLayout.Case) -> Int {
        entry.explicitRawValue == nil ? entry.nameToken : entry.nameToken + 2
    }

    // MARK: - Switch arms

    private struct Arm {
        var keyword: Int
        var isDefault: Bool
        /// `.name` patterns, or nil when the arm's pattern is anything else.
        var patterns: [(dot: Int, name: String)]?
    }

    /// The insertions that give the new case an arm in the switch opened at `opener`, and the
    /// member names (`.X`) of the sibling's arm that was copied.
    private func armInsertions(_ opener: Int, sibling: String, newCase: String, renaming: StemRenaming,
                               body: String?) throws(CloneRefusal) -> ([(offset: Int, text: String)], [String]) {
        let arms = self.arms(of: opener)
        guard let model = arms.first(where: { arm in arm.patterns?.contains { $0.name == sibling } ?? false }) else {
            if arms.contains(where: \.isDefault) { return ([], []) }
            if let complex = arms.first(where: { $0.patterns == nil && !$0.isDefault }) {
                throw CloneRefusal(message: "\(location(complex.keyword)): this `switch self` has an arm whose pattern is not a list of `.case` names")
            }
            throw CloneRefusal(message: "\(location(opener)): this `switch self` has no arm for .\(sibling) and no `default:`")
        }
        let patterns = model.patterns!
        if patterns.count > 1 {
            let dot = patterns.first { $0.name == sibling }!.dot
            return ([(source[dot + 1].end, ", .\(newCase)")], [])
        }
        let closer = source.partner[opener]
        let regular = arms.filter { !$0.isDefault }
        let last = regular[regular.count - 1]
        let after = { (arm: Arm) -> Int in arms.first { $0.keyword > arm.keyword }?.keyword ?? closer }
        for token in [model.keyword, after(model), last.keyword, after(last)] where !text.startsItsLine(token) {
            throw CloneRefusal(message: "\(location(token)): the arms of this `switch self` do not each start a line")
        }
        let modelText = armText(model.keyword, to: after(model))
        let lastText = armText(last.keyword, to: after(last))
        let gap = regular.count > 1 ? armText(regular[0].keyword, to: after(regular[0])).trailing : ""
        let content = body.map { literalArm(newCase, body: $0, like: model.keyword) } ?? renaming.apply(modelText.content)
        let inserted = lastText.trailing.isEmpty ? gap + content : content + lastText.trailing
        let members = body == nil ? memberNames(from: patterns[patterns.count - 1].dot + 2, to: after(model)) : []
        return ([(text.startOfLine(with: after(last)), inserted)], members)
    }

    private func arms(of opener: Int) -> [Arm] {
        let depth = source.depth[opener] + 1
        var arms: [Arm] = []
        var index = opener + 1
        while index < source.partner[opener] {
            if source.depth[index] == depth, source.isWord(index, "default") {
                arms.append(Arm(keyword: index, isDefault: true, patterns: []))
            } else if source.depth[index] == depth, source.isWord(index, "case") {
                arms.append(Arm(keyword: index, isDefault: false, patterns: patterns(after: index)))
            }
            index = source.skip(index)
        }
        return arms
    }

    /// `.a, .b` up to the arm's `:`, or nil for any other pattern.
    private func patterns(after keyword: Int) -> [(dot: Int, name: String)]? {
        var result: [(Int, String)] = []
        var index = keyword + 1
        while true {
            guard source.isPunctuation(index, "."), source[index + 1].kind == .identifier else { return nil }
            result.append((index, source.name(index + 1)))
            index += 2
            if source.isPunctuation(index, ":") { return result }
            guard source.isPunctuation(index, ",") else { return nil }
            index += 1
        }
    }

    /// The arm's lines, and the blank lines that end it.
    private func armText(_ keyword: Int, to next: Int) -> (content: String, trailing: String) {
        let start = text.startOfLine(with: keyword), end = text.startOfLine(with: next)
        var lines = String(decoding: source.bytes[start..<end], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var blank = lines.count
        while blank > 1, lines[blank - 1].allSatisfy(\.isWhitespace) { blank -= 1 }
        let content = lines[..<blank].map { $0 + "\n" }.joined()
        let trailing = lines[blank...].map { $0 + "\n" }.joined()
        return (content, trailing)
    }

    private func literalArm(_ newCase: String, body: String, like keyword: Int) -> String {
        let lineBreak = text.lineBreak
        var colon = keyword
        while !source.isPunctuation(colon, ":") { colon += 1 }
        let indentation = text.indentation(ofLineWith: keyword)
        let bodyIndentation = text.startsItsLine(colon + 1) ? text.indentation(ofLineWith: colon + 1) : indentation + "    "
        let returns = source.isWord(colon + 1, "return") ? "return " : ""
        return "\(indentation)case .\(newCase):\(lineBreak)\(bodyIndentation)\(returns)\(body)\(lineBreak)"
    }

    /// The names `X` of `.X` in the tokens between `start` and `end`.
    private func memberNames(from start: Int, to end: Int) -> [String] {
        (start..<end).compactMap { index in
            source.isPunctuation(index, ".") && source[index + 1].kind == .identifier ? source.name(index + 1) : nil
        }
    }

    private func location(_ token: Int) -> String {
        "\(path):\(source[token].line):\(source[token].column)"
    }
}
