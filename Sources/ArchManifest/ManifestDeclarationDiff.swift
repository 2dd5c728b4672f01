import ArchSyntax

/// Which targets of a `Package.swift` a change touches, read token by token so that spacing
/// and comments never count: a target whose `.target(…)` call changed, or that is new. A
/// change outside the target calls (platforms, tools version, products, shared values)
/// touches every target. In a manifest whose targets are not plain calls with literal names
/// (enum-style and computed manifests), a change inside one target's `switch self` arm
/// touches that target (`ManifestArmChange`); any other change there touches every target,
/// where the answer is nil.
public enum ManifestDeclarationDiff {
    /// - Parameter targets: the names of the targets the head's manifest declares.
    /// - Returns: the changed targets among `targets`, or nil for all of them.
    public static func changedTargets(from base: [UInt8], to head: [UInt8], targets: [String]) -> Set<String>? {
        changes(from: base, to: head, targets: targets).targets
    }

    /// What a change touches: the targets (nil for all), and the package dependencies whose
    /// `.package(…)` entry changed, came or went, by identity (lowercased), whose products
    /// change for whatever uses them.
    public static func changes(from base: [UInt8], to head: [UInt8], targets: [String]) -> (targets: Set<String>?, packages: Set<String>) {
        let before = TokenText(base), after = TokenText(head)
        if before.words == after.words { return ([], []) }
        guard let headCalls = after.targetCalls(), let baseCalls = before.targetCalls() else {
            return (ManifestArmChange.changedTargets(from: base, to: head, targets: targets), [])
        }
        // Every target the head declares must be one of its plain calls.
        guard targets.allSatisfy({ headCalls[$0] != nil }) else { return (nil, []) }
        // Only the head's targets are set apart: any other call (a dependency list built
        // outside the targets, a target the head dropped) counts as the package's own text.
        let declared = Set(targets)
        var baseRanges = baseCalls.filter { declared.contains($0.key) }.map(\.value.withComma)
        var headRanges = headCalls.filter { declared.contains($0.key) }.map(\.value.withComma)
        var packages: Set<String> = []
        if before.words(outside: baseRanges) != after.words(outside: headRanges) {
            // Only package entries differ outside the targets: their users change, not everything.
            guard let basePackages = before.packageCalls(), let headPackages = after.packageCalls() else { return (nil, []) }
            baseRanges += basePackages.values.map(\.withComma)
            headRanges += headPackages.values.map(\.withComma)
            guard before.words(outside: baseRanges) == after.words(outside: headRanges) else { return (nil, []) }
            for identity in Set(basePackages.keys).union(headPackages.keys) {
                let old = basePackages[identity].map { before.words[$0.call] }, new = headPackages[identity].map { after.words[$0.call] }
                if old != new { packages.insert(identity) }
            }
        }
        return (Set(targets.filter { name in
            guard let old = baseCalls[name], let new = headCalls[name] else { return true }
            return before.words[old.call] != after.words[new.call]
        }), packages)
    }
}

/// A manifest's tokens as their texts, with the token ranges of its target calls.
private struct TokenText {
    let tokens: [Token]
    /// Each token's bytes, the end-of-file token left out.
    let words: [[UInt8]]

    init(_ bytes: [UInt8]) {
        let all = Array(SwiftLexer.tokenize(bytes).dropLast())
        let texts = all.map { Array(bytes[$0.start..<$0.end]) }
        // A comma before a closing bracket means nothing to SwiftPM: adding or dropping one
        // changes no declaration.
        let kept = texts.indices.filter { index in
            !(texts[index] == [UInt8(ascii: ",")] && index + 1 < texts.count && Self.closesList.contains(texts[index + 1]))
        }
        tokens = kept.map { all[$0] }
        words = kept.map { texts[$0] }
    }

    private static let closesList: Set<[UInt8]> = [[UInt8(ascii: ")")], [UInt8(ascii: "]")]]

    static let declaringFunctions = Set(TargetDeclaration.Kind.allCases.map { Array($0.declaringFunction.utf8) })
    static let opening: Set<[UInt8]> = [[UInt8(ascii: "(")], [UInt8(ascii: "[")], [UInt8(ascii: "{")]]
    static let closing: Set<[UInt8]> = [[UInt8(ascii: ")")], [UInt8(ascii: "]")], [UInt8(ascii: "}")]]

    /// The outermost `.target(…)`-style calls by the literal name they declare: the call's
    /// range, and the same with the comma after it, which only separates it from the next;
    /// nil when a call's name is not a plain string or a name repeats.
    func targetCalls() -> [String: (call: Range<Int>, withComma: Range<Int>)]? {
        var calls: [String: (call: Range<Int>, withComma: Range<Int>)] = [:]
        var index = 0
        while index + 2 < words.count {
            guard words[index] == [UInt8(ascii: ".")], tokens[index + 1].kind == .identifier,
                  Self.declaringFunctions.contains(words[index + 1]), words[index + 2] == [UInt8(ascii: "(")] else {
                index += 1
                continue
            }
            guard let close = closingIndex(from: index + 2) else { return nil }
            // `.target(name: "X")` as a dependency has a name alone; a declaration is what
            // holds it, and the nested call lies inside that declaration's range.
            guard let name = literalName(in: (index + 3)..<close) else { return nil }
            var end = close + 1
            if end < words.count, words[end] == [UInt8(ascii: ",")] { end += 1 }
            guard calls.updateValue((index..<(close + 1), index..<end), forKey: name) == nil else { return nil }
            index = end
        }
        return calls
    }

    /// The bracket that closes the one at `open`, counting every kind of bracket.
    private func closingIndex(from open: Int) -> Int? {
        var depth = 0
        for index in open..<words.count {
            if Self.opening.contains(words[index]) { depth += 1 }
            if Self.closing.contains(words[index]) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The string after the call's first `name:` label at its own level, without its quotes.
    private func literalName(in range: Range<Int>) -> String? {
        literal(labelled: "name", in: range)
    }

    /// The `.package(…)` calls by the identity SwiftPM gives their package (the last component
    /// of the URL or path without `.git`, or the registry id, lowercased), each with the comma
    /// after it; nil when one has none of those as a plain string or two share an identity.
    func packageCalls() -> [String: (call: Range<Int>, withComma: Range<Int>)]? {
        var calls: [String: (call: Range<Int>, withComma: Range<Int>)] = [:]
        var index = 0
        while index + 2 < words.count {
            guard words[index] == [UInt8(ascii: ".")], words[index + 1] == Array("package".utf8), words[index + 2] == [UInt8(ascii: "(")] else {
                index += 1
                continue
            }
            guard let close = closingIndex(from: index + 2), let identity = packageIdentity(in: (index + 3)..<close) else { return nil }
            var end = close + 1
            if end < words.count, words[end] == [UInt8(ascii: ",")] { end += 1 }
            guard calls.updateValue((index..<(close + 1), index..<end), forKey: identity) == nil else { return nil }
            index = end
        }
        return calls
    }

    private func packageIdentity(in range: Range<Int>) -> String? {
        for label in ["url", "path", "id"] {
            guard let value = literal(labelled: label, in: range) else { continue }
            var name = label == "id" ? value : String(value.split(separator: "/").last ?? "")
            if label == "url", name.hasSuffix(".git") { name.removeLast(4) }
            return name.isEmpty ? nil : name.lowercased()
        }
        return nil
    }

    /// The string after the call's first `label:` at its own level, without its quotes.
    private func literal(labelled label: String, in range: Range<Int>) -> String? {
        var depth = 0
        for index in range {
            if Self.opening.contains(words[index]) { depth += 1 }
            if Self.closing.contains(words[index]) { depth -= 1 }
            guard depth == 0, words[index] == Array(label.utf8), index + 2 < range.upperBound,
                  words[index + 1] == [UInt8(ascii: ":")] else { continue }
            let value = tokens[index + 2]
            guard value.kind == .string, !value.hasInterpolation, words[index + 2].first == UInt8(ascii: "\""),
                  words[index + 2].last == UInt8(ascii: "\""), words[index + 2].count >= 2 else { return nil }
            return String(decoding: words[index + 2].dropFirst().dropLast(), as: UTF8.self)
        }
        return nil
    }

    /// The words outside `ranges`.
    func words(outside ranges: [Range<Int>]) -> [[UInt8]] {
        var inside = [Bool](repeating: false, count: words.count)
        for range in ranges { for index in range { inside[index] = true } }
        return words.indices.filter { !inside[$0] }.map { words[$0] }
    }
}
