import ArchCore

/// Which targets of an enum-style manifest one change touches: where the tokens that differ
/// form one stretch that lies inside a single arm of a `switch self` (`case .productDomain:
/// return […]`), the targets that arm's labels name, or the test targets of those when the
/// switch lies in a declaration named for tests (`var testsDependencies`). Anything else (two
/// stretches, a change outside an arm, a label that names no target) is nil: every target.
enum ManifestArmChange {
    static func changedTargets(from base: [UInt8], to head: [UInt8], targets: [String]) -> Set<String>? {
        let before = ManifestOutline(base), after = ManifestOutline(head)
        let old = (0..<before.count).map(before.source.text), new = (0..<after.count).map(after.source.text)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        if prefix == old.count, prefix == new.count { return [] }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let names = targets.sorted()
        guard let inBase = armTargets(holding: prefix..<(old.count - suffix), in: before, targets: names),
              let inHead = armTargets(holding: prefix..<(new.count - suffix), in: after, targets: names),
              inBase == inHead else { return nil }
        return inHead
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
