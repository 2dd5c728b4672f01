#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A shell-style wildcard pattern, used for module names and for repository paths.
///
/// - `*` matches any run of characters within one path segment (no `/`).
/// - `**` matches any run of characters, `/` included; `**/` may also match nothing,
///   so `**/Tests` matches `Tests` at the top as well as deeper down.
/// - `?` matches one character other than `/`.
/// - `[abc]`, `[a-z]` and `[!abc]` match one character from (or not from) a set.
///
/// Matching works on Unicode scalars, case-sensitively. The pattern is compiled once into
/// steps, and a text is matched by following every step it could be at simultaneously (a
/// set-of-states simulation), so matching never recurses and never backtracks: it costs at
/// most the text's length times the number of steps, whatever the pattern.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let isLiteralPattern: Bool
    private let program: GlobProgram
    /// Runs of literal scalars, as UTF-8, that every match contains: a text without one of
    /// them is rejected by a byte search instead of the step simulation.
    private let requiredRuns: [[UInt8]]

    public init(_ pattern: String) {
        self.pattern = pattern
        let scalars = Array(pattern.unicodeScalars)
        self.isLiteralPattern = !scalars.contains { $0 == "*" || $0 == "?" || $0 == "[" }
        let steps = isLiteralPattern ? [] : GlobStep.compile(scalars)
        self.program = GlobProgram(steps)
        self.requiredRuns = Self.requiredRuns(of: steps)
    }

    /// Consecutive `.scalar` steps consume consecutive scalars of every match, and no step is
    /// ever passed over except a `**` and the `/` after it; leaving every `/` out of the runs
    /// keeps them required.
    private static func requiredRuns(of steps: [GlobStep]) -> [[UInt8]] {
        var runs: [[UInt8]] = []
        var current: [UInt8] = []
        for step in steps {
            if case .scalar(let scalar) = step, scalar != "/" {
                current.append(contentsOf: String(Character(scalar)).utf8)
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// Whether `text` holds every required run; when false, the pattern matches neither the
    /// text nor any prefix of it.
    private func mayMatch(_ text: String) -> Bool {
        guard !requiredRuns.isEmpty else { return true }
        func holdsEveryRun(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { requiredRuns.allSatisfy { Self.contains(bytes, $0) } }
        // Read in place: a copy of the text retained and released it for every path asked.
        return text.utf8.withContiguousStorageIfAvailable(holdsEveryRun) ?? Array(text.utf8).withUnsafeBufferPointer(holdsEveryRun)
    }

    /// Whether `run` occurs in `bytes`: its first byte found by `memchr`, the rest compared there.
    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ run: [UInt8]) -> Bool {
        guard run.count <= bytes.count, let first = run.first, let base = bytes.baseAddress else { return run.isEmpty }
        return run.withUnsafeBufferPointer { runBytes in
            let last = bytes.count - run.count
            var start = 0
            while start <= last {
                guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return false }
                start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + start, runBytes.baseAddress!, run.count) == 0 { return true }
                start += 1
            }
            return false
        }
    }

    public static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }
    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    public var description: String { pattern }

    /// Whether the pattern contains any wildcard. A literal pattern only matches itself.
    public var isLiteral: Bool { isLiteralPattern }

    /// The text before the first wildcard. Every text the pattern matches starts with it, so
    /// a sorted list of names can be narrowed to those before matching.
    public var literalPrefix: String {
        var prefix = String.UnicodeScalarView()
        for scalar in pattern.unicodeScalars {
            if scalar == "*" || scalar == "?" || scalar == "[" { break }
            prefix.append(scalar)
        }
        return String(prefix)
    }

    /// Whether the whole of `text` matches the pattern.
    public func matches(_ text: String) -> Bool {
        if isLiteral { return text == pattern }
        guard mayMatch(text) else { return false }
        var states = GlobStates(program)
        for scalar in text.unicodeScalars {
            guard states.advance(over: scalar) else { return false }
        }
        return states.accepts
    }

    /// Whether `path` or any of its parent folders matches. `Fixtures` and `Fixtures/**`
    /// both cover everything below `Fixtures`, which is what people mean by a path pattern.
    ///
    /// The folders are prefixes of the path, so one pass over it answers for all of them: the
    /// pattern is asked whether it accepts just before each `/`, and at the end.
    public func matchesPathOrAncestor(_ path: String) -> Bool {
        if isLiteral { return matchesLiterallyPathOrAncestor(path) }
        guard mayMatch(path) else { return false }
        var states = GlobStates(program)
        // In ASCII every byte is one scalar and every `/` stands alone, so the bytes give the
        // same answer as the characters below without breaking the text into graphemes.
        if path.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in path.utf8 {
                if byte == UInt8(ascii: "/"), states.accepts { return true }
                guard states.advance(over: Unicode.Scalar(byte)) else { return false }
            }
            return states.accepts
        }
        for character in path {
            // Only a `/` that stands alone as a character separates folders; one that carries
            // a combining mark is part of a name.
            if character == "/", states.accepts { return true }
            for scalar in character.unicodeScalars {
                guard states.advance(over: scalar) else { return false }
            }
        }
        return states.accepts
    }

    /// Every path and folder that discovery meets is asked against every `exclude` line, and
    /// most such lines are literal. Over ASCII text `==` compares bytes and every `/` byte is
    /// a `/` character, so the one folder that can equal the pattern is the prefix as long as
    /// it: the pattern's bytes, then the end or a `/`. Other text takes the characters' way.
    private func matchesLiterallyPathOrAncestor(_ path: String) -> Bool {
        // Nil for bytes that are not contiguous, or text that is not ASCII.
        let answer = path.utf8.withContiguousStorageIfAvailable { text in
            pattern.utf8.withContiguousStorageIfAvailable { literal in Self.literalAnswerInASCII(text, literal) } ?? nil
        } ?? nil
        return answer ?? matchesLiterallyByCharacters(path)
    }

    private static func literalAnswerInASCII(_ text: UnsafeBufferPointer<UInt8>, _ literal: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard text.allSatisfy({ $0 < 0x80 }), literal.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard text.count >= literal.count,
              literal.isEmpty || memcmp(text.baseAddress!, literal.baseAddress!, literal.count) == 0 else { return false }
        return text.count == literal.count || text[literal.count] == UInt8(ascii: "/")
    }

    /// The definition the ASCII answer stands in for: `path` or a folder above it, cut at a
    /// `/` character, equal to the pattern.
    func matchesLiterallyByCharacters(_ path: String) -> Bool {
        if path == pattern { return true }
        var prefix = Substring(path)
        while let slash = prefix.lastIndex(of: "/") {
            prefix = prefix[..<slash]
            if prefix == pattern { return true }
        }
        return false
    }
}

/// One step of a compiled glob: what it consumes, and where it may go without consuming.
enum GlobStep: Sendable, Equatable {
    /// One given scalar.
    case scalar(Unicode.Scalar)
    /// `?`: one scalar other than `/`.
    case anyButSlash
    /// `[…]`: one scalar from, or not from, a set.
    case set(GlobScalarSet)
    /// `*`: any run of scalars other than `/`.
    case star
    /// `**`: any run of scalars.
    case doubleStar
    /// Consumes nothing: stands before a `**` that a `/` follows, and goes on either into the
    /// `**` or past it and its `/`, which is how `**/Tests` also matches `Tests`. The skip is
    /// only possible here, before the `**` has consumed anything.
    case enterDoubleStarOrSkipItsSlash

    var isStar: Bool { self == .star || self == .doubleStar }

    var canConsumeSlash: Bool {
        switch self {
        case .scalar(let scalar): return scalar == "/"
        case .set(let set): return set.contains("/")
        case .doubleStar: return true
        case .anyButSlash, .star, .enterDoubleStarOrSkipItsSlash: return false
        }
    }

    /// Steps as written, before runs of stars are collapsed.
    private enum Token {
        case step(GlobStep)
        case star
        case doubleStar(followedBySlash: Bool)

        var isStar: Bool {
            if case .step = self { return false }
            return true
        }
    }

    /// Compiles a pattern that holds at least one wildcard.
    static func compile(_ scalars: [Unicode.Scalar]) -> [GlobStep] {
        var examined = 0
        return compile(scalars, examined: &examined)
    }

    /// Compiles, adding to `examined` how many scalars were looked at, so that tests can show
    /// that compiling costs the pattern's length once, whatever the pattern.
    static func compile(_ scalars: [Unicode.Scalar], examined: inout Int) -> [GlobStep] {
        var tokens: [Token] = []
        // A bracket can only close at a `]` after it; past the last one, none does. Without
        // this, every `[` of `[[[[…` read to the end of the pattern in vain.
        let lastClosingBracket = scalars.lastIndex(of: "]") ?? -1
        examined += scalars.count
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "*":
                if index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let followedBySlash = index + 2 < scalars.count && scalars[index + 2] == "/"
                    // `**/**/` matches what `**/` matches (nothing, or any text ending in `/`):
                    // a run of them is one, so that it costs one step, not one per repeat.
                    if followedBySlash, tokens.count >= 2, case .doubleStar(followedBySlash: true) = tokens[tokens.count - 2],
                       case .step(.scalar("/")) = tokens[tokens.count - 1] {
                        index += 3
                        continue
                    }
                    tokens.append(.doubleStar(followedBySlash: followedBySlash))
                    index += 2
                } else {
                    tokens.append(.star)
                    index += 1
                }
            case "?":
                tokens.append(.step(.anyButSlash))
                index += 1
            case "[":
                if GlobScalarSet.mayClose(scalars, openingAt: index, lastClosingBracket: lastClosingBracket),
                   let (set, end) = GlobScalarSet.parse(scalars, at: index, examined: &examined) {
                    tokens.append(.step(.set(set)))
                    index = end
                } else {
                    // An unclosed bracket is an ordinary character.
                    tokens.append(.step(.scalar(scalar)))
                    index += 1
                }
            default:
                tokens.append(.step(.scalar(scalar)))
                index += 1
            }
        }
        return steps(collapsingStarRunsOf: tokens)
    }

    /// Replaces each run of two or more stars by one `**`, so that a million stars cost one
    /// step. A run always starts with `**` (two stars in a row are read as one `**`), so it
    /// matches any text, as one `**` does. Only the `/` skip needs care: a run that ends in a
    /// `**/` matches any text followed by what comes after the `/`, so that `/` goes too.
    private static func steps(collapsingStarRunsOf tokens: [Token]) -> [GlobStep] {
        var steps: [GlobStep] = []
        steps.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            guard tokens[index].isStar else {
                if case .step(let step) = tokens[index] { steps.append(step) }
                index += 1
                continue
            }
            var end = index + 1
            while end < tokens.count, tokens[end].isStar { end += 1 }
            switch tokens[index] {
            case .star where end - index == 1:
                steps.append(.star)
            case .doubleStar(followedBySlash: true) where end - index == 1:
                steps.append(.enterDoubleStarOrSkipItsSlash)
                steps.append(.doubleStar)
            default:
                steps.append(.doubleStar)
                if case .doubleStar(followedBySlash: true) = tokens[end - 1] { end += 1 }
            }
            index = end
        }
        return steps
    }
}

/// The set of a bracket expression: single scalars and ranges, possibly negated.
struct GlobScalarSet: Sendable, Equatable {
    var negated: Bool
    /// Bounds as written; a range written backwards (`[z-a]`) matches nothing.
    var ranges: [(lower: Unicode.Scalar, upper: Unicode.Scalar)]

    static func == (lhs: GlobScalarSet, rhs: GlobScalarSet) -> Bool {
        lhs.negated == rhs.negated && lhs.ranges.elementsEqual(rhs.ranges) { $0.lower == $1.lower && $0.upper == $1.upper }
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        ranges.contains { $0.lower <= scalar && scalar <= $0.upper } != negated
    }

    /// Whether the bracket at `start` has a `]` that can close it: one after its first member,
    /// which is `]` itself when written first. `parse` finds that `]` whenever there is one,
    /// since a range never passes over a `]`.
    static func mayClose(_ scalars: [Unicode.Scalar], openingAt start: Int, lastClosingBracket: Int) -> Bool {
        var firstMember = start + 1
        if firstMember < scalars.count, scalars[firstMember] == "!" || scalars[firstMember] == "^" { firstMember += 1 }
        return lastClosingBracket > firstMember
    }

    /// Reads the bracket expression starting at `start`, returning the set and the index just
    /// past its `]`; nil when the bracket is never closed. A `]` right after the opening (or
    /// after `!`/`^`) belongs to the set.
    static func parse(_ scalars: [Unicode.Scalar], at start: Int, examined: inout Int) -> (GlobScalarSet, Int)? {
        var index = start + 1
        defer { examined += index - start }
        var negated = false
        if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [(lower: Unicode.Scalar, upper: Unicode.Scalar)] = []
        var first = true
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "]" && !first { return (GlobScalarSet(negated: negated, ranges: ranges), index + 1) }
            first = false
            if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]" {
                ranges.append((scalar, scalars[index + 2]))
                index += 3
            } else {
                ranges.append((scalar, scalar))
                index += 1
            }
        }
        return nil
    }
}
