/// What the line finder asks of a manifest's tokens, answered from tables built in one pass,
/// so that no question walks the tokens again: the bracket around each token, the first token
/// of its line, and the word it spells (an identifier's name or a string literal's value).
struct ManifestOutline {
    let source: ManifestTokens
    /// The innermost `(`, `[` or `{` around each token, or -1 at top level. A bracket's own
    /// enclosing bracket is the one around its pair.
    let enclosing: [Int]
    /// The first token of the line of each token.
    let lineStart: [Int]
    /// Whether a token lies inside a `dependencies: [ … ]` list, at any depth.
    let inDependencyList: [Bool]
    /// The name of each identifier and the value of each readable string literal; nil for the
    /// other tokens.
    let words: [String?]

    init(_ bytes: [UInt8]) {
        var source = ManifestTokens(bytes)
        _ = source.pairBrackets()
        let count = source.tokens.count
        var enclosing = Array(repeating: -1, count: count)
        var lineStart = Array(repeating: 0, count: count)
        var inDependencyList = Array(repeating: false, count: count)
        var words = [String?](repeating: nil, count: count)
        // Open brackets, each with whether it is inside (or is) a dependency list.
        var open: [(token: Int, inList: Bool)] = []
        for index in 0..<count {
            let token = source[index]
            lineStart[index] = token.startsLine || index == 0 ? index : lineStart[index - 1]
            switch token.kind {
            case .identifier:
                words[index] = source.name(index)
            case .string:
                if case .value(let value) = source.stringValue(index) { words[index] = value }
            default:
                break
            }
            if Self.isCloser(index, in: source), !open.isEmpty { open.removeLast() }
            enclosing[index] = open.last?.token ?? -1
            inDependencyList[index] = open.last?.inList ?? false
            if source.isOpener(index) {
                let opensList = source.isPunctuation(index, "[") && source.isPunctuation(index - 1, ":")
                    && source.isName(index - 2, "dependencies")
                open.append((index, inDependencyList[index] || opensList))
            }
        }
        self.source = source
        self.enclosing = enclosing
        self.lineStart = lineStart
        self.inDependencyList = inDependencyList
        self.words = words
    }

    private static func isCloser(_ index: Int, in source: ManifestTokens) -> Bool {
        source.isPunctuation(index, ")") || source.isPunctuation(index, "]") || source.isPunctuation(index, "}")
    }

    var count: Int { words.count }

    /// The name of the innermost `var`, `let` or `func` whose braces hold `token`: the braces
    /// that enclose it, innermost first, each asked whether its line declares one. A loop over
    /// the nesting, which the reader bounds, and over one line per level.
    func declarationName(around token: Int) -> String? {
        var opener = enclosing[token]
        while opener >= 0 {
            if source.isPunctuation(opener, "{") {
                var word = lineStart[opener]
                while word + 1 < opener {
                    if ["var", "let", "func"].contains(where: { source.isWord(word, $0) }), source[word + 1].kind == .identifier {
                        return source.name(word + 1)
                    }
                    word += 1
                }
            }
            opener = enclosing[opener]
        }
        return nil
    }

    func isLiteral(_ index: Int) -> Bool {
        words[index] != nil && source[index].kind == .string
    }

    /// The tokens that start each element of the array literal opened at `opener`, or nil when
    /// the array holds a conditional directive, which makes its elements differ by platform.
    func elements(ofArrayAt opener: Int) -> [Range<Int>]? {
        let closer = source.partner[opener]
        guard closer > opener else { return nil }
        var elements: [Range<Int>] = []
        var start = opener + 1
        var index = start
        while index < closer {
            if source[index].kind == .pound { return nil }
            if source.isPunctuation(index, ",") {
                if index > start { elements.append(start..<index) }
                start = index + 1
                index += 1
            } else {
                index = source.skip(index)
            }
        }
        if start < closer { elements.append(start..<closer) }
        return elements
    }
}
