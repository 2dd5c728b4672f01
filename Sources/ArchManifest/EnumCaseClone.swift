/// Why a case could not be added like its sibling: the manifest line and the construct.
struct CloneRefusal: Error, Equatable {
    var message: String
}

/// The new case's arm in the switch of the main enum's `dependencies` property.
enum DependencyArm: Equatable {
    /// The sibling's arm, renamed.
    case copied
    /// The sibling's arm with only these elements of its array (renamed), then these
    /// elements written out, in the array's layout.
    case selected(keep: [Int], adding: [String])
    /// This list, written out.
    case listed(String)
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

    func clone(_ model: EnumLayout.Case, in enumName: String, renaming: StemRenaming,
               dependencyArm: DependencyArm = .copied) throws(CloneRefusal) -> Result {
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
                let override = next == 1 && property == "dependencies" ? dependencyArm : .copied
                let (insertions, cloned) = try armInsertions(opener, sibling: sibling.name, newCase: newName, renaming: renaming, body: override)
                result.insertions += insertions
                // Cases of other enums that the copied arm names the new way.
                for member in cloned {
                    let renamed = renaming.apply(member)
                    guard renamed != member else { continue }
                    for other in layout.enumsByCase[member] ?? [] where other != enumName {
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
                               body: DependencyArm) throws(CloneRefusal) -> ([(offset: Int, text: String)], [String]) {
        let arms = self.arms(of: opener)
        guard let model = arms.first(where: { arm in arm.patterns?.contains { $0.name == sibling } ?? false }) else {
            if arms.contains(where: \.isDefault) { return ([], []) }
            if let complex = arms.first(where: { $0.patterns == nil && !$0.isDefault }) {
                throw CloneRefusal(message: "\(location(complex.keyword)): this `switch self` has an arm whose pattern is not a list of `.case` names")
            }
            throw CloneRefusal(message: "\(location(opener)): this `switch self` has no arm for .\(sibling) and no `default:`")
        }
        let patterns = model.patterns!
        if patterns.count > 1, body == .copied {
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
        let content: String
        switch body {
        case .copied: content = renaming.apply(modelText.content)
        case .listed(let list): content = literalArm(newCase, body: list, like: model.keyword)
        case .selected(let keep, let adding):
            guard let array = arrayArm(model.keyword, to: after(model)) else {
                throw CloneRefusal(message: "\(location(model.keyword)): this arm is not one array literal")
            }
            content = renaming.apply(selectedArm(array, from: model.keyword, keep: keep, adding: adding))
        }
        let inserted = lastText.trailing.isEmpty ? gap + content : content + lastText.trailing
        let members: [String]
        switch body {
        case .copied: members = memberNames(in: [(patterns[patterns.count - 1].dot + 2)..<after(model)])
        case .selected(let keep, _):
            let elements = arrayArm(model.keyword, to: after(model))?.elements ?? []
            members = memberNames(in: keep.filter(elements.indices.contains).map { elements[$0] })
        case .listed: members = []
        }
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

    // MARK: - Dependency arrays

    /// An arm whose body is one array literal (`[…]` or `return […]`): its brackets and the
    /// token ranges of its elements.
    struct ArrayArm {
        var opener: Int
        var closer: Int
        var elements: [Range<Int>]
    }

    /// The renamed text of each element of the sibling's arm in the main enum's
    /// `dependencies` switch, or nil when that arm is not one array literal.
    func dependencyElements(of sibling: String, in enumName: String, renaming: StemRenaming) -> [String]? {
        guard let opener = layout.switchesOverSelf(of: enumName).first(where: { $0.property == "dependencies" })?.opener else { return nil }
        let arms = self.arms(of: opener)
        guard let model = arms.first(where: { $0.patterns?.count == 1 && $0.patterns?[0].name == sibling }) else { return nil }
        let end = arms.first { $0.keyword > model.keyword }?.keyword ?? source.partner[opener]
        guard let array = arrayArm(model.keyword, to: end) else { return nil }
        return array.elements.map { renaming.apply(elementText($0)) }
    }

    private func arrayArm(_ keyword: Int, to end: Int) -> ArrayArm? {
        var index = keyword
        while index < end, !source.isPunctuation(index, ":") { index += 1 }
        index += 1
        if source.isWord(index, "return") { index += 1 }
        guard source.isPunctuation(index, "["), source.partner[index] + 1 == end else { return nil }
        let closer = source.partner[index]
        var elements: [Range<Int>] = []
        var start = index + 1
        var position = index + 1
        while position < closer {
            if source.isPunctuation(position, ",") {
                if start < position { elements.append(start..<position) }
                start = position + 1
                position += 1
            } else {
                position = source.skip(position)
            }
        }
        if start < closer { elements.append(start..<closer) }
        return ArrayArm(opener: index, closer: closer, elements: elements)
    }

    private func elementText(_ range: Range<Int>) -> String {
        String(decoding: source.bytes[source[range.lowerBound].start..<source[range.upperBound - 1].end], as: UTF8.self)
    }

    /// The arm's text with its array holding the kept elements and the added ones, one a line
    /// when the sibling's are, else on one line.
    private func selectedArm(_ array: ArrayArm, from keyword: Int, keep: [Int], adding: [String]) -> String {
        let start = text.startOfLine(with: keyword)
        let head = String(decoding: source.bytes[start..<source[array.opener].end], as: UTF8.self)
        let tail = String(decoding: source.bytes[source[array.closer].start..<text.endOfLine(with: array.closer)], as: UTF8.self)
        let items = keep.filter(array.elements.indices.contains).map { elementText(array.elements[$0]) } + adding
        let lineBreak = text.lineBreak
        guard let first = array.elements.first, source[first.lowerBound].startsLine else {
            return head + items.joined(separator: ", ") + tail + lineBreak
        }
        let indentation = text.indentation(ofLineWith: first.lowerBound)
        let closing = source[array.closer].startsLine ? lineBreak + text.indentation(ofLineWith: array.closer) : ""
        let trailingComma = source.isPunctuation(array.closer - 1, ",") ? "," : ""
        return head + lineBreak + items.map { indentation + $0 }.joined(separator: "," + lineBreak) + trailingComma + closing + tail + lineBreak
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

    /// The names `X` of `.X` in the token ranges.
    private func memberNames(in ranges: [Range<Int>]) -> [String] {
        ranges.flatMap { range in
            range.compactMap { index in
                source.isPunctuation(index, ".") && source[index + 1].kind == .identifier ? source.name(index + 1) : nil
            }
        }
    }

    private func location(_ token: Int) -> String {
        "\(path):\(source[token].line):\(source[token].column)"
    }
}
