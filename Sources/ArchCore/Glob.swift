/// A shell-style wildcard pattern, used for module names and for repository paths.
///
/// - `*` matches any run of characters within one path segment (no `/`).
/// - `**` matches any run of characters, `/` included; `**/` may also match nothing,
///   so `**/Tests` matches `Tests` at the top as well as deeper down.
/// - `?` matches one character other than `/`.
/// - `[abc]`, `[a-z]` and `[!abc]` match one character from (or not from) a set.
///
/// Matching works on Unicode scalars, case-sensitively.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let scalars: [Unicode.Scalar]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.scalars = Array(pattern.unicodeScalars)
    }

    public var description: String { pattern }

    /// Whether the pattern contains any wildcard. A literal pattern only matches itself.
    public var isLiteral: Bool {
        !scalars.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// The text before the first wildcard. Every text the pattern matches starts with it, so
    /// a sorted list of names can be narrowed to those before matching.
    public var literalPrefix: String {
        var prefix = String.UnicodeScalarView()
        for scalar in scalars {
            if scalar == "*" || scalar == "?" || scalar == "[" { break }
            prefix.append(scalar)
        }
        return String(prefix)
    }

    /// Whether the whole of `text` matches the pattern.
    public func matches(_ text: String) -> Bool {
        if isLiteral { return text == pattern }
        let subject = Array(text.unicodeScalars)
        var failed = Set<Int>()
        return match(patternIndex: 0, subjectIndex: 0, subject: subject, failed: &failed)
    }

    /// Whether `path` or any of its parent folders matches. `Fixtures` and `Fixtures/**`
    /// both cover everything below `Fixtures`, which is what people mean by a path pattern.
    public func matchesPathOrAncestor(_ path: String) -> Bool {
        if matches(path) { return true }
        var prefix = Substring(path)
        while let slash = prefix.lastIndex(of: "/") {
            prefix = prefix[..<slash]
            if matches(String(prefix)) { return true }
        }
        return false
    }

    // Backtracking matcher, memoising failed (pattern, subject) positions so that patterns
    // with several stars stay linear in practice.
    private func match(patternIndex: Int, subjectIndex: Int, subject: [Unicode.Scalar], failed: inout Set<Int>) -> Bool {
        var p = patternIndex
        var s = subjectIndex
        while p < scalars.count {
            let key = p &* (subject.count + 1) &+ s
            if failed.contains(key) { return false }
            let c = scalars[p]
            if c == "*" {
                let isDouble = p + 1 < scalars.count && scalars[p + 1] == "*"
                let next = p + (isDouble ? 2 : 1)
                // `**/` can also stand for no folder at all.
                if isDouble, next < scalars.count, scalars[next] == "/" {
                    if match(patternIndex: next + 1, subjectIndex: s, subject: subject, failed: &failed) { return true }
                }
                var i = s
                while true {
                    if match(patternIndex: next, subjectIndex: i, subject: subject, failed: &failed) { return true }
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

    /// Matches a bracket expression starting at `start`. Returns nil when the bracket is not
    /// closed, in which case `[` is an ordinary character.
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
