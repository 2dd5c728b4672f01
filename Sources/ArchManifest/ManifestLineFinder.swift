import ArchCore

/// Finds, in the manifest text, plausible lines for what SwiftPM reported without locations.
///
/// A target is mentioned by a string literal equal to its name or an identifier equal to its
/// name or its lowerCamelCase form (the enum case `productDomain` for `ProductDomain`). Its
/// anchors are the mentions that start its own code: `name: "…"` in a target declaration,
/// its enum `case`, a `case .productDomain:` label; the best of them is its location. A
/// dependency goes to the first other mention of its name whose nearest preceding anchor is
/// its own target's, else to the first other mention, else to its target's anchor. A package
/// dependency goes to the string literal holding its path or URL. What cannot be found stays
/// on line 1.
struct ManifestLineFinder {
    private let source: ManifestTokens
    private let input: ManifestInput
    /// String literal values and identifier names, by token index.
    private let words: [Int: String]
    private let literals: Set<Int>

    init(_ input: ManifestInput) {
        var source = ManifestTokens(input.contents)
        _ = source.pairBrackets()
        var words: [Int: String] = [:]
        var literals: Set<Int> = []
        for index in source.tokens.indices {
            switch source[index].kind {
            case .identifier:
                words[index] = source.name(index)
            case .string:
                if case .value(let value) = source.stringValue(index) {
                    words[index] = value
                    literals.insert(index)
                }
            default:
                break
            }
        }
        self.source = source
        self.input = input
        self.words = words
        self.literals = literals
    }

    func locate(_ manifest: PackageManifest) -> PackageManifest {
        var manifest = manifest
        let mentions = self.mentions(of: manifest.targets.map(\.name))
        // The mentions where a target's own code starts: its declaration, its enum case, its
        // `case .name:` in a switch. A mention is "in" the target of the nearest one before it.
        let ranked = mentions.compactMap { mention in anchorRank(of: mention.token).map { (mention, $0) } }
        let anchors = ranked.map(\.0)
        let anchorTokens = Set(anchors.map(\.token))
        for targetIndex in manifest.targets.indices {
            let target = manifest.targets[targetIndex]
            let anchor = ranked.filter { $0.0.target == target.name }.min { ($0.1, $0.0.token) < ($1.1, $1.0.token) }?.0.token
                ?? mentions.first { $0.target == target.name }?.token
            if let anchor { manifest.targets[targetIndex].location = location(anchor) }
            for dependencyIndex in target.dependencies.indices {
                let name = target.dependencies[dependencyIndex].name
                let candidates = self.candidates(for: name).filter { !anchorTokens.contains($0) }
                let chosen = candidates.first { owner(of: $0, in: anchors) == target.name } ?? candidates.first ?? anchor
                if let chosen { manifest.targets[targetIndex].dependencies[dependencyIndex].location = location(chosen) }
            }
        }
        for index in manifest.dependencies.indices {
            if let token = literal(for: manifest.dependencies[index].kind) {
                manifest.dependencies[index].location = location(token)
            }
        }
        return manifest
    }

    // MARK: - Targets

    private struct Mention {
        var token: Int
        var target: String
    }

    /// Every mention of a target, in source order.
    private func mentions(of targets: [String]) -> [Mention] {
        var byLiteral: [String: String] = [:]
        var byIdentifier: [String: String] = [:]
        for target in targets.reversed() {
            byLiteral[target] = target
            for spelling in Self.spellings(of: target) { byIdentifier[spelling] = target }
        }
        return words.compactMap { token, word in
            let target = literals.contains(token) ? byLiteral[word] : byIdentifier[word]
            return target.map { Mention(token: token, target: $0) }
        }.sorted { $0.token < $1.token }
    }

    /// The target of the nearest anchor strictly before `token`.
    private func owner(of token: Int, in anchors: [Mention]) -> String? {
        var low = 0
        var high = anchors.count
        while low < high {
            let middle = (low + high) / 2
            if anchors[middle].token < token { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? anchors[low - 1].target : nil
    }

    /// Tokens that mention `name`: string literals equal to it, identifiers spelling it.
    private func candidates(for name: String) -> [Int] {
        let spellings = Self.spellings(of: name)
        return words.compactMap { token, word in
            let matches = literals.contains(token) ? word == name : spellings.contains(word)
            return matches ? token : nil
        }.sorted()
    }

    private static let targetCalls: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]

    /// How surely a mention marks the start of its target's code: 0 for `name: "…"` in a
    /// target declaration, 1 for an enum case, 2 for a `case .name:` label; nil for others.
    private func anchorRank(of token: Int) -> Int? {
        if literals.contains(token), source.isName(token - 2, "name"), source.isPunctuation(token - 1, ":"),
           let opener = enclosingOpener(of: token), opener > 0, source.isPunctuation(opener, "("),
           source[opener - 1].kind == .identifier, Self.targetCalls.contains(source.name(opener - 1)),
           !isInsideDependencyList(opener) {
            return 0
        }
        if source.isWord(token - 1, "case") { return 1 }
        if literals.contains(token), source.isOperator(token - 1, "="), source.isWord(token - 3, "case") { return 1 }
        if source.isPunctuation(token - 1, "."), source.isWord(token - 2, "case") || source.isPunctuation(token - 2, ","),
           source.isPunctuation(token + 1, ":") || source.isPunctuation(token + 1, ","), source.isWord(lineStart(of: token), "case") {
            return 2
        }
        return nil
    }

    private func isInsideDependencyList(_ token: Int) -> Bool {
        var current = token
        while let opener = enclosingOpener(of: current) {
            if source.isPunctuation(opener, "["), source.isPunctuation(opener - 1, ":"), source.isName(opener - 2, "dependencies") {
                return true
            }
            current = opener
        }
        return false
    }

    private func enclosingOpener(of token: Int) -> Int? {
        let depth = source.depth[token]
        guard depth > 0 else { return nil }
        var index = token - 1
        while index >= 0 {
            if source.depth[index] == depth - 1, source.isOpener(index) { return index }
            index -= 1
        }
        return nil
    }

    private func lineStart(of token: Int) -> Int {
        var index = token
        while index > 0, !source[index].startsLine { index -= 1 }
        return index
    }

    /// `ProductDomain`, `productDomain`; `DIAbstraction`, `diAbstraction`, `dIAbstraction`.
    static func spellings(of name: String) -> Set<String> {
        var result: Set<String> = [name]
        guard let first = name.first, first.isUppercase else { return result }
        result.insert(first.lowercased() + name.dropFirst())
        let characters = Array(name)
        let run = characters.prefix { $0.isUppercase }.count
        if run > 1 {
            // A leading acronym is lowercased up to the capital that starts the next word.
            let lowered = run < characters.count && characters[run].isLowercase ? run - 1 : run
            result.insert(String(characters[..<lowered]).lowercased() + String(characters[lowered...]))
        }
        return result
    }

    // MARK: - Package dependencies

    private func literal(for kind: PackageDependency.Kind) -> Int? {
        let matches: (String) -> Bool
        switch kind {
        case .fileSystem(let path):
            let wanted = RelativePath.normalize(path)
            matches = { RelativePath.join(input.packageDirectory, $0) == wanted }
        case .sourceControl(let url):
            matches = { $0 == url || RelativePath.join(input.packageDirectory, $0) == RelativePath.normalize(url) }
        case .registry(let id):
            matches = { $0.lowercased() == id.lowercased() }
        }
        return literals.sorted().first { matches(words[$0]!) }
    }

    private func location(_ token: Int) -> SourceLocation {
        input.location(line: source[token].line, column: source[token].column)
    }
}
