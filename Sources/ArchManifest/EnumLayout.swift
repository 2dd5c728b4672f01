/// The top-level enums and extensions of an enum-style manifest, as an edit needs them: each
/// enum's cases with their raw values, and the bodies of the extensions that add properties
/// to it. Read in one pass over the top level.
struct EnumLayout {
    struct Case {
        var keyword: Int
        var nameToken: Int
        var name: String
        /// The explicit string raw value; nil when the case has none (it is then its name).
        var explicitRawValue: String?

        var rawValue: String { explicitRawValue ?? name }
    }

    struct Enumeration {
        var name: String
        var opener: Int
        var cases: [Case]
        /// A case whose raw value is no string literal, or that has associated values.
        var hasUnreadableCase = false
        /// Each case's position in `cases`, by name (the first, if one is declared twice).
        var caseIndex: [String: Int] = [:]

        func `case`(named name: String) -> Case? { caseIndex[name].map { cases[$0] } }
    }

    let source: ManifestTokens
    /// The first enum of each name.
    private(set) var enums: [String: Enumeration] = [:]
    /// The `{` of every `extension Name { … }` at the top level, by name.
    private(set) var extensions: [String: [Int]] = [:]
    /// The enums that declare a case of each name, sorted.
    private(set) var enumsByCase: [String: [String]] = [:]

    init(source: ManifestTokens) {
        self.source = source
        var index = 0
        while index < source.endIndex {
            guard source.depth[index] == 0, source[index].kind == .identifier else {
                index = source.skip(index)
                continue
            }
            if source.isWord(index, "enum"), source[index + 1].kind == .identifier, let opener = bodyOpener(after: index + 1) {
                let name = source.name(index + 1)
                if enums[name] == nil { enums[name] = enumeration(name, opener: opener) }
                index = source.partner[opener] + 1
            } else if source.isWord(index, "extension"), source[index + 1].kind == .identifier,
                      !source.isPunctuation(index + 2, "."), let opener = bodyOpener(after: index + 1) {
                extensions[source.name(index + 1), default: []].append(opener)
                index = source.partner[opener] + 1
            } else {
                index += 1
            }
        }
        for name in enums.keys.sorted() {
            for caseName in enums[name]!.caseIndex.keys { enumsByCase[caseName, default: []].append(name) }
        }
    }

    /// The `{` that opens the body of the declaration named at `nameToken`.
    private func bodyOpener(after nameToken: Int) -> Int? {
        var index = nameToken + 1
        while index < source.endIndex, !source.isPunctuation(index, "{") {
            if source.isOpener(index) || source.isPunctuation(index, "}") { return nil }
            index += 1
        }
        return index < source.endIndex && source.partner[index] > index ? index : nil
    }

    private func enumeration(_ name: String, opener: Int) -> Enumeration {
        var result = Enumeration(name: name, opener: opener, cases: [])
        let depth = source.depth[opener] + 1
        for keyword in (opener + 1)..<source.partner[opener] where source.depth[keyword] == depth && source.isWord(keyword, "case") {
            var position = keyword + 1
            while source[position].kind == .identifier {
                var entry = Case(keyword: keyword, nameToken: position, name: source.name(position))
                position += 1
                if source.isOperator(position, "=") {
                    if case .value(let value) = source.stringValue(position + 1) {
                        entry.explicitRawValue = value
                    } else {
                        result.hasUnreadableCase = true
                    }
                    position += 2
                } else if source.isPunctuation(position, "(") {
                    result.hasUnreadableCase = true
                    position = source.skip(position)
                }
                if result.caseIndex[entry.name] == nil { result.caseIndex[entry.name] = result.cases.count }
                result.cases.append(entry)
                guard source.isPunctuation(position, ",") else { break }
                position += 1
            }
        }
        return result
    }

    /// The bodies a `switch self` over the enum may sit in: its own and its extensions'.
    func bodies(of name: String) -> [Int] {
        (enums[name].map { [$0.opener] } ?? []) + (extensions[name] ?? [])
    }

    /// Every `switch self` in those bodies, not counting one nested in another: its `{`, and
    /// the property whose body holds it (the nearest `var NAME` before it at member level).
    func switchesOverSelf(of name: String) -> [(opener: Int, property: String?)] {
        var found: [(Int, String?)] = []
        for body in bodies(of: name) {
            let memberDepth = source.depth[body] + 1
            var property: String?
            var index = body + 1
            while index < source.partner[body] {
                if source.depth[index] == memberDepth, source.isWord(index, "var"), source[index + 1].kind == .identifier {
                    property = source.name(index + 1)
                }
                if source.isWord(index, "switch"), source.isWord(index + 1, "self"), source.isPunctuation(index + 2, "{") {
                    found.append((index + 2, property))
                    index = source.partner[index + 2] + 1
                } else {
                    index += 1
                }
            }
        }
        return found
    }
}
