import ArchCore

/// Which targets of an enum-style manifest one change touches: where the tokens that differ
/// form one stretch that lies inside a single arm of a `switch self` (`case .productDomain:
/// return […]`), the targets that arm's labels name, or the test targets of those when the
/// switch lies in a declaration named for tests (`var testsDependencies`). Anything else (two
/// stretches, a change outside an arm, a label that names no target) is nil: every target.
enum ManifestArmChange {
    static func changedTargets(from base: [UInt8], to head: [UInt8], targets: [String]) -> Set<String>? {
        let before = ManifestOutline(base), after = ManifestOutline(head)
        let old = Words(before), new = Words(after)
        var prefix = 0
        while prefix < old.texts.count, prefix < new.texts.count, old.texts[prefix] == new.texts[prefix] { prefix += 1 }
        if prefix == old.texts.count, prefix == new.texts.count { return [] }
        var suffix = 0
        while suffix < old.texts.count - prefix, suffix < new.texts.count - prefix,
              old.texts[old.texts.count - 1 - suffix] == new.texts[new.texts.count - 1 - suffix] {
            suffix += 1
        }
        let names = targets.sorted()
        guard let inBase = armTargets(holding: old.tokens(prefix..<(old.texts.count - suffix)), in: before, targets: names),
              let inHead = armTargets(holding: new.tokens(prefix..<(new.texts.count - suffix)), in: after, targets: names),
              inBase == inHead else { return nil }
        return inHead
    }

    /// The tokens' texts that mean something, with each one's token: a comma before a closing
    /// bracket is left out, since adding or dropping one changes no declaration.
    private struct Words {
        var texts: [String] = []
        var indices: [Int] = []
        let count: Int

        init(_ outline: ManifestOutline) {
            count = outline.count
            let all = (0..<outline.count).map(outline.source.text)
            for index in all.indices where !(all[index] == "," && index + 1 < all.count && (all[index + 1] == "]" || all[index + 1] == ")")) {
                texts.append(all[index])
                indices.append(index)
            }
        }

        /// The tokens from the first of `range` to the last, or the place before the token at
        /// `range`'s start when it is empty.
        func tokens(_ range: Range<Int>) -> Range<Int> {
            let start = range.lowerBound < indices.count ? indices[range.lowerBound] : count
            guard !range.isEmpty else { return start..<start }
            return start..<(indices[range.upperBound - 1] + 1)
        }
    }

    /// The targets of the `switch self` arm whose body holds every token of `range`, or the
    /// place between two tokens where `range` is empty. `targets` sorted, so that the first of
    /// two targets one identifier could spell is always the same.
    private static func armTargets(holding range: Range<Int>, in outline: ManifestOutline, targets: [String]) -> Set<String>? {
        let source = outline.source
        // The nearest arm label before the change, on a line of its own.
        var label = range.lowerBound - 1
        while label >= 0, !(source.isWord(label, "case") && outline.lineStart[label] == label) { label -= 1 }
        guard label >= 0 else { return nil }
        let brace = outline.enclosing[label]
        guard brace > 1, source.isPunctuation(brace, "{"), source.isWord(brace - 1, "self"), source.isWord(brace - 2, "switch") else { return nil }
        // `case .a, .b:`
        var labels: [String] = []
        var index = label + 1
        while true {
            guard index + 2 < outline.count, source.isPunctuation(index, "."), source[index + 1].kind == .identifier else { return nil }
            labels.append(source.name(index + 1))
            if source.isPunctuation(index + 2, ":") { break }
            guard source.isPunctuation(index + 2, ",") else { return nil }
            index += 3
        }
        let colon = index + 2
        // The arm ends at the next label of its switch, or at the switch's closing brace.
        let close = source.partner[brace]
        guard close > colon else { return nil }
        var end = colon + 1
        while end < close, !(outline.enclosing[end] == brace && (source.isWord(end, "case") || source.isWord(end, "default"))) { end += 1 }
        guard range.lowerBound > colon, range.upperBound <= end else { return nil }
        let forTests = outline.declarationName(around: label)?.lowercased().contains("test") ?? false
        var named: Set<String> = []
        for spelling in labels {
            guard let target = targets.first(where: { NameForms($0).identifierSpellings.contains(spelling) }) else { return nil }
            if forTests {
                guard let test = ["Tests", "Test"].map({ target + $0 }).first(where: targets.contains) else { return nil }
                named.insert(test)
            } else {
                named.insert(target)
            }
        }
        return named
    }
}
