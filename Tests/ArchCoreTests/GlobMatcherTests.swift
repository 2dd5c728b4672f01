import ArchCore
import ArchTestSupport
import Testing

/// The glob matcher follows all its states at once instead of backtracking: these tests hold it
/// to the old backtracking matcher's answers, and to costs that grow with the input, not faster.
@Suite("Glob matching without backtracking")
struct GlobMatcherTests {
    @Test func agreesWithTheBacktrackingMatcherOnRandomPatterns() {
        var random = SplitMix64(seed: 0x61_7263_686B_6974)
        let patternAlphabet: [String] = ["a", "b", "/", "*", "*", "?", "[", "]", "!", "-", "**/"]
        let textAlphabet: [String] = ["a", "b", "/", "-", "]"]
        for _ in 0..<6_000 {
            let pattern = (0..<random.below(9)).map { _ in patternAlphabet[random.below(patternAlphabet.count)] }.joined()
            let text = (0..<random.below(9)).map { _ in textAlphabet[random.below(textAlphabet.count)] }.joined()
            let glob = Glob(pattern)
            let reference = BacktrackingGlob(pattern)
            #expect(glob.matches(text) == reference.matches(text), "'\(pattern)' against '\(text)'")
            #expect(glob.matchesPathOrAncestor(text) == reference.matchesPathOrAncestor(text), "'\(pattern)' against '\(text)' or a folder")
        }
    }

    @Test(arguments: [
        // Runs of stars: any run holding `**` matches across folders, and a run ending in
        // `**/` drops that `/` as well.
        ("***", "a/b", true),
        ("***/x", "x", false),
        ("***/x", "a/x", true),
        ("****/x", "abcx", true),
        ("****/x", "x", true),
        ("a**/b", "ab", true),
        ("a**/b", "a/c/b", true),
        ("a*/b", "ab", false),
        // Bracket corners.
        ("[]a]", "]", true),
        ("[!]a]", "b", true),
        ("[z-a]", "m", false),
        ("[a-]", "-", true),
        ("[/]", "/", true),
        ("[ab", "[ab", true),
        ("[*", "[xyz", true),
    ])
    func cornersKeepTheirMeaning(pattern: String, text: String, expected: Bool) {
        #expect(Glob(pattern).matches(text) == expected)
        #expect(BacktrackingGlob(pattern).matches(text) == expected)
    }

    /// A million stars used to recurse a million deep and crash.
    @Test func aMillionStarsMatchWithoutCrashing() {
        let glob = Glob(String(repeating: "*", count: 1_000_000))
        #expect(glob.matches("Sources/App/App.swift"))
        #expect(glob.matches(""))
        #expect(glob.matchesPathOrAncestor("Sources/App"))
    }

    /// `*a` sixty thousand times used to recurse once per star and crash.
    @Test func sixtyThousandStarAPairsMatchWithoutCrashing() {
        let glob = Glob(String(repeating: "*a", count: 60_000))
        #expect(glob.matches(String(repeating: "a", count: 60_000)))
        #expect(glob.matches(String(repeating: "ba", count: 60_000)))
        #expect(!glob.matches(String(repeating: "a", count: 59_999)))
        #expect(!glob.matches(String(repeating: "a", count: 60_000) + "b"))
        #expect(!glob.matches(String(repeating: "a", count: 30_000) + "/" + String(repeating: "a", count: 30_000)))
    }
}

/// The matcher archkit used before, recursive and memoised: kept as the reference for what
/// patterns mean. Fine for the short inputs it is given here.
private struct BacktrackingGlob {
    let pattern: String
    let scalars: [Unicode.Scalar]

    init(_ pattern: String) {
        self.pattern = pattern
        self.scalars = Array(pattern.unicodeScalars)
    }

    var isLiteral: Bool { !scalars.contains { $0 == "*" || $0 == "?" || $0 == "[" } }

    func matches(_ text: String) -> Bool {
        if isLiteral { return text == pattern }
        var failed = Set<Int>()
        return match(0, 0, Array(text.unicodeScalars), &failed)
    }

    func matchesPathOrAncestor(_ path: String) -> Bool {
        if matches(path) { return true }
        var prefix = Substring(path)
        while let slash = prefix.lastIndex(of: "/") {
            prefix = prefix[..<slash]
            if matches(String(prefix)) { return true }
        }
        return false
    }

    private func match(_ patternIndex: Int, _ subjectIndex: Int, _ subject: [Unicode.Scalar], _ failed: inout Set<Int>) -> Bool {
        var p = patternIndex
        var s = subjectIndex
        while p < scalars.count {
            let key = p &* (subject.count + 1) &+ s
            if failed.contains(key) { return false }
            let c = scalars[p]
            if c == "*" {
                let isDouble = p + 1 < scalars.count && scalars[p + 1] == "*"
                let next = p + (isDouble ? 2 : 1)
                if isDouble, next < scalars.count, scalars[next] == "/" {
                    if match(next + 1, s, subject, &failed) { return true }
                }
                var i = s
                while true {
                    if match(next, i, subject, &failed) { return true }
                    if i >= subject.count { break }
                    if !isDouble && subject[i] == "/" { break }
                    i += 1
                }
                failed.insert(key)
                return false
            }
            guard s < subject.count else { failed.insert(key); return false }
            if c == "?" {
                if subject[s] == "/" { failed.insert(key); return false }
                p += 1; s += 1
                continue
            }
            if c == "[", let (matched, after) = matchClass(at: p, scalar: subject[s]) {
                if !matched { failed.insert(key); return false }
                p = after; s += 1
                continue
            }
            if c != subject[s] { failed.insert(key); return false }
            p += 1; s += 1
        }
        return s == subject.count
    }

    private func matchClass(at start: Int, scalar: Unicode.Scalar) -> (Bool, Int)? {
        var i = start + 1
        var negated = false
        if i < scalars.count, scalars[i] == "!" || scalars[i] == "^" { negated = true; i += 1 }
        var matched = false
        var first = true
        while i < scalars.count {
            let c = scalars[i]
            if c == "]" && !first { return (matched != negated, i + 1) }
            first = false
            if i + 2 < scalars.count, scalars[i + 1] == "-", scalars[i + 2] != "]" {
                if c <= scalar && scalar <= scalars[i + 2] { matched = true }
                i += 3
            } else {
                if c == scalar { matched = true }
                i += 1
            }
        }
        return nil
    }
}
