import ArchCore

/// Finds, in the manifest text, plausible lines for what SwiftPM reported without locations.
///
/// A target is mentioned by a string literal equal to its name or an identifier equal to its
/// name or its lowerCamelCase form (the enum case `productDomain` for `ProductDomain`). Its
/// anchors are the mentions that start its own code: `name: "…"` in a target declaration,
/// its enum `case`, a `case .productDomain:` label; the best of them is its location, and the
/// code from an anchor to the next anchor of any target belongs to that target.
///
/// A target's dependencies go to the elements of the first list in its code that has one
/// element per dependency: the arm of a `dependencies` switch (`case .productDomain: return
/// […]`) or a `dependencies: […]` argument. A test target whose name is computed from its
/// target's (`"\(rawValue)Tests"`, so never mentioned) takes its target's lists inside a
/// declaration named for tests (`var testsDependencies`), and its target the others. In the
/// element, a mention of the dependency's name
/// is preferred to the element's start. Without such a list, a dependency goes to the first
/// mention of its name in its target's code, else to the first mention anywhere, else to its
/// target's switch arm or location. A mention is not an argument label (`dependencies:`), a
/// declared name (`var dependencies`), a `package:` argument, anything inside `.package(…)`,
/// or an anchor. A package dependency goes to the string literal holding its path or URL.
/// What cannot be found stays on line 1.
///
/// Every table is built once, so the cost grows with the size of the manifest and the number
/// of targets, not with their product.
struct ManifestLineFinder {
    private let outline: ManifestOutline
    private let input: ManifestInput
    private var source: ManifestTokens { outline.source }

    init(_ input: ManifestInput) {
        self.outline = ManifestOutline(input.contents)
        self.input = input
    }

    func locate(_ manifest: PackageManifest) -> PackageManifest {
        var manifest = manifest
        let targets = TargetMentions(outline: outline, targets: manifest.targets.map(\.name))
        let names = NameIndex(outline: outline, excluding: targets.anchorTokens.union(targets.aliasLiterals), aliases: targets.aliases)
        let lists = dependencyLists(by: targets)
        let declared = Set(manifest.targets.map(\.name))
        for targetIndex in manifest.targets.indices {
            let target = manifest.targets[targetIndex]
            if let anchor = targets.location(of: target.name) { manifest.targets[targetIndex].location = location(anchor) }
            let count = target.dependencies.count
            // The code of `CartTests` without a mention of its own is its target `Cart`'s.
            let tested = targets.location(of: target.name) == nil ? Self.testedTarget(of: target.name, among: declared) : nil
            let owner = tested ?? target.name
            let candidates = lists[owner] ?? []
            let list = candidates.first { $0.elements.count == count && $0.isForTests == (tested != nil) }?.elements
                ?? (tested == nil ? candidates.first { $0.elements.count == count }?.elements : nil)
            let regions = targets.regions(of: owner)
            for dependencyIndex in target.dependencies.indices {
                let name = target.dependencies[dependencyIndex].name
                let chosen: Int?
                if let list {
                    let element = list[dependencyIndex]
                    chosen = names.first(of: name, in: element) ?? element.lowerBound
                } else {
                    chosen = regions.lazy.compactMap { names.first(of: name, in: $0) }.first
                        ?? names.first(of: name, in: 0..<outline.count)
                        ?? targets.arm(of: owner) ?? targets.location(of: owner)
                }
                if let chosen { manifest.targets[targetIndex].dependencies[dependencyIndex].location = location(chosen) }
            }
        }
        let literals = PackageLiterals(outline: outline, packageDirectory: input.packageDirectory)
        for index in manifest.dependencies.indices {
            if let token = literals.token(for: manifest.dependencies[index].kind) {
                manifest.dependencies[index].location = location(token)
            }
        }
        return manifest
    }

    /// A list that may hold a target's dependencies: its elements, and whether it lies in a
    /// declaration named for tests.
    private struct DependencyList {
        var elements: [Range<Int>]
        var isForTests: Bool
    }

    /// The elements of each list that may hold a target's dependencies, by the target whose
    /// code holds the list, in source order.
    private func dependencyLists(by targets: TargetMentions) -> [String: [DependencyList]] {
        var lists: [String: [DependencyList]] = [:]
        for opener in 0..<outline.count where source.isPunctuation(opener, "[") && isDependencyList(opener) {
            guard let owner = targets.owner(of: opener), let elements = outline.elements(ofArrayAt: opener) else { continue }
            let isForTests = outline.declarationName(around: opener)?.lowercased().contains("test") ?? false
            lists[owner, default: []].append(DependencyList(elements: elements, isForTests: isForTests))
        }
        return lists
    }

    /// `Cart` for the test target `CartTests` when `Cart` is a target too; nil otherwise.
    static func testedTarget(of name: String, among targets: Set<String>) -> String? {
        for suffix in ["Tests", "Test"] where name.hasSuffix(suffix) {
            let base = String(name.dropLast(suffix.count))
            if targets.contains(base) { return base }
        }
        return nil
    }

    /// `dependencies: […]` as a whole argument, outside `Package(…)`, whose dependencies are
    /// packages; or a whole switch arm, `case .name: […]` or `case .name: return […]`.
    private func isDependencyList(_ opener: Int) -> Bool {
        let closer = source.partner[opener]
        guard closer > opener else { return false }
        if source.isPunctuation(opener - 1, ":"), source.isName(opener - 2, "dependencies") {
            let call = outline.enclosing[opener]
            let inPackage = call > 0 && (source.isName(call - 1, "Package") || source.isWord(call - 1, "init") && source.isName(call - 3, "Package"))
            return !inPackage && (source.isPunctuation(closer + 1, ",") || source.isPunctuation(closer + 1, ")"))
        }
        let label = source.isWord(opener - 1, "return") ? opener - 2 : opener - 1
        guard source.isPunctuation(label, ":"), source.isWord(outline.lineStart[label], "case") else { return false }
        return source.isWord(closer + 1, "case") || source.isWord(closer + 1, "default") || source.isPunctuation(closer + 1, "}")
    }

    private func location(_ token: Int) -> SourceLocation {
        input.location(line: source[token].line, column: source[token].column)
    }

    /// The identifiers that may name a target in manifest code: `ProductDomain`, `productDomain`;
    /// `HTTP2Client`, `http2Client`, `hTTP2Client`. The same forms the manifest editor writes.
    static func spellings(of name: String) -> Set<String> {
        NameForms(name).identifierSpellings
    }
}

/// The mentions of each target and its anchors, and so which target's code each token is in.
private struct TargetMentions {
    private struct Anchor {
        var token: Int
        var target: String
        /// 0 for `name: "…"` in a target declaration, 1 for an enum case, 2 for a `case .name:` label.
        var rank: Int
    }

    /// In source order.
    private var anchors: [Anchor] = []
    private var anchorIndicesByTarget: [String: [Int]] = [:]
    private var firstMention: [String: Int] = [:]
    private(set) var anchorTokens: Set<Int> = []
    /// The constants that hold a target's name (`let feature = "Überweisung"`), by target.
    private(set) var aliases: [String: [String]] = [:]
    /// The literals those constants are set to: the name's definition, not a mention.
    private(set) var aliasLiterals: Set<Int> = []

    init(outline: ManifestOutline, targets: [String]) {
        var byLiteral: [String: String] = [:]
        var byIdentifier: [String: String] = [:]
        // The first target wins where two spell the same.
        for target in targets.reversed() {
            byLiteral[target] = target
            for spelling in ManifestLineFinder.spellings(of: target) { byIdentifier[spelling] = target }
        }
        let source = outline.source
        var aliasValues: [String: String] = [:]
        for token in 0..<outline.count where source.isWord(token, "let") || source.isWord(token, "var") {
            guard token + 3 < outline.count, source[token + 1].kind == .identifier, source.isOperator(token + 2, "="),
                  outline.isLiteral(token + 3), let value = outline.words[token + 3], let target = byLiteral[value],
                  !(token + 4 < outline.count && (source.isOperator(token + 4, "+") || source.isPunctuation(token + 4, "."))) else { continue }
            let name = source.name(token + 1)
            guard byIdentifier[name] == nil else { continue }
            byIdentifier[name] = target
            aliasValues[name] = value
            aliases[target, default: []].append(name)
            aliasLiterals.insert(token + 3)
        }
        for token in 0..<outline.count where !aliasLiterals.contains(token) {
            guard let word = outline.words[token],
                  var target = outline.isLiteral(token) ? byLiteral[word] : byIdentifier[word] else { continue }
            // `name: feature + "Tests"` declares the target of that value.
            if let value = aliasValues[word], source.isOperator(token + 1, "+"), outline.isLiteral(token + 2),
               let suffix = outline.words[token + 2], let joined = byLiteral[value + suffix] {
                target = joined
            }
            if firstMention[target] == nil { firstMention[target] = token }
            guard let rank = Self.anchorRank(of: token, in: outline, named: aliasValues[word] != nil) else { continue }
            anchorIndicesByTarget[target, default: []].append(anchors.count)
            anchors.append(Anchor(token: token, target: target, rank: rank))
            anchorTokens.insert(token)
        }
    }

    /// How surely a mention marks the start of its target's code; nil for other mentions.
    /// `isAlias`: the token is a constant holding a target's name.
    private static func anchorRank(of token: Int, in outline: ManifestOutline, named isAlias: Bool) -> Int? {
        let source = outline.source
        let isLiteral = outline.isLiteral(token)
        if isLiteral || isAlias, source.isName(token - 2, "name"), source.isPunctuation(token - 1, ":") {
            let opener = outline.enclosing[token]
            if opener > 0, source.isPunctuation(opener, "("), source[opener - 1].kind == .identifier,
               TargetDeclaration.Kind.byDeclaringFunction[source.name(opener - 1)] != nil, !outline.inDependencyList[opener] {
                return 0
            }
        }
        if source.isWord(token - 1, "case") { return 1 }
        if isLiteral, source.isOperator(token - 1, "="), source.isWord(token - 3, "case") { return 1 }
        if source.isPunctuation(token - 1, "."), source.isWord(token - 2, "case") || source.isPunctuation(token - 2, ","),
           source.isPunctuation(token + 1, ":") || source.isPunctuation(token + 1, ","),
           source.isWord(outline.lineStart[token], "case") {
            return 2
        }
        return nil
    }

    /// The target's best anchor, else its first mention.
    func location(of target: String) -> Int? {
        let best = anchorIndicesByTarget[target]?.min { (anchors[$0].rank, anchors[$0].token) < (anchors[$1].rank, anchors[$1].token) }
        return best.map { anchors[$0].token } ?? firstMention[target]
    }

    /// The target's first `case .name:` label, where its switch arms start.
    func arm(of target: String) -> Int? {
        anchorIndicesByTarget[target]?.first { anchors[$0].rank == 2 }.map { anchors[$0].token }
    }

    /// The stretches of code that belong to the target: from each of its anchors to the next
    /// anchor of any target.
    func regions(of target: String) -> [Range<Int>] {
        (anchorIndicesByTarget[target] ?? []).map { index in
            anchors[index].token..<(index + 1 < anchors.count ? anchors[index + 1].token : Int.max)
        }
    }

    /// The target of the nearest anchor strictly before `token`.
    func owner(of token: Int) -> String? {
        var low = 0
        var high = anchors.count
        while low < high {
            let middle = (low + high) / 2
            if anchors[middle].token < token { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? anchors[low - 1].target : nil
    }
}

/// The tokens that mention each word, for finding a dependency's name in a stretch of code
/// with a binary search.
private struct NameIndex {
    /// Sorted token indices of string literals, by value, and of identifiers, by name.
    private var literals: [String: [Int]] = [:]
    private var identifiers: [String: [Int]] = [:]

    /// The constants holding each target's name, which mention it as its identifiers do.
    private let aliases: [String: [String]]

    init(outline: ManifestOutline, excluding anchors: Set<Int>, aliases: [String: [String]]) {
        self.aliases = aliases
        for token in 0..<outline.count {
            guard let word = outline.words[token], !anchors.contains(token), Self.isMention(token, in: outline) else { continue }
            if outline.isLiteral(token) {
                literals[word, default: []].append(token)
            } else {
                identifiers[word, default: []].append(token)
            }
        }
    }

    /// Whether a word can stand for a target or product: not a label, a declared name, a
    /// `package:` argument or part of a `.package(…)` dependency.
    private static func isMention(_ token: Int, in outline: ManifestOutline) -> Bool {
        let source = outline.source
        if outline.isLiteral(token) {
            if source.isPunctuation(token - 1, ":"), source.isName(token - 2, "package") { return false }
        } else {
            if source.isPunctuation(token + 1, ":"), source.isPunctuation(token - 1, "(") || source.isPunctuation(token - 1, ",") {
                return false
            }
            if declarationKeywords.contains(where: { source.isWord(token - 1, $0) }) { return false }
        }
        let opener = outline.enclosing[token]
        return !(opener > 1 && source.isPunctuation(opener, "(") && source.isName(opener - 1, "package") && source.isPunctuation(opener - 2, "."))
    }

    private static let declarationKeywords = ["var", "let", "func", "enum", "struct", "class", "protocol", "typealias", "extension"]

    /// The first token in `range` that mentions `name`.
    func first(of name: String, in range: Range<Int>) -> Int? {
        var best = Self.first(in: literals[name], from: range)
        for spelling in ManifestLineFinder.spellings(of: name).union(aliases[name] ?? []) {
            if let found = Self.first(in: identifiers[spelling], from: range), best.map({ found < $0 }) ?? true { best = found }
        }
        return best
    }

    private static func first(in tokens: [Int]?, from range: Range<Int>) -> Int? {
        guard let tokens else { return nil }
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count && tokens[low] < range.upperBound ? tokens[low] : nil
    }
}

/// The string literals that may hold a package dependency's path, URL or id, each looked up once.
private struct PackageLiterals {
    private var byValue: [String: Int] = [:]
    private var byPath: [String: Int] = [:]
    private var byLowercased: [String: Int] = [:]

    init(outline: ManifestOutline, packageDirectory: String) {
        for token in (0..<outline.count).reversed() {
            guard outline.isLiteral(token), let value = outline.words[token] else { continue }
            // Walking backwards keeps the first literal of each value.
            byValue[value] = token
            byPath[RelativePath.join(packageDirectory, value)] = token
            byLowercased[value.lowercased()] = token
        }
    }

    func token(for kind: PackageDependency.Kind) -> Int? {
        switch kind {
        case .fileSystem(let path):
            return byPath[RelativePath.normalize(path)]
        case .sourceControl(let url):
            return [byValue[url], byPath[RelativePath.normalize(url)]].compactMap { $0 }.min()
        case .registry(let id):
            return byLowercased[id.lowercased()]
        }
    }
}
