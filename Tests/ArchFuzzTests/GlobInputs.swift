import ArchCore
import ArchTestSupport

/// Patterns and subjects for the glob matcher: words of a mutated `.archrules`, or patterns
/// built from every wildcard form, against the fixtures' paths made longer and deeper.
enum GlobInputs {
    /// Every wildcard form, and the brackets that never close (`[`, `[a`, `[!`, `[^`, `*[`,
    /// `[[:`), which once read to the end of the pattern each.
    private static let pieces = ["*", "**", "**/", "?", "[a-z]", "[!x]", "[", "]", "a", "b", "/", "Sources", ".swift", "\\",
                                 "[a", "[!", "[^", "*[", "[[:", "[]", "**/**/", "/..", "/."]

    static func pattern(from rules: [UInt8], amplification: Int, using random: inout SplitMix64) -> String {
        if random.oneIn(2) {
            // A word of the mutated file: globs there are words, possibly broken ones.
            let words = String(decoding: rules, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
            if !words.isEmpty { return String(random.pick(words)) }
        }
        let count = random.amplified(upTo: amplification)
        if random.oneIn(3) {
            // One piece repeated, as in `*a*a*a…b`.
            return String(repeating: random.pick(pieces) + random.pick(pieces), count: count) + random.pick(pieces)
        }
        return (0..<min(count, 200)).map { _ in random.pick(pieces) }.joined()
    }

    static func subjects(from paths: [String], amplification: Int, using random: inout SplitMix64) -> [String] {
        (0..<4).map { _ in
            var subject = random.pick(paths)
            switch random.int(0...3) {
            case 0: subject = String(repeating: subject + "/", count: random.amplified(upTo: max(1, amplification / 40)))
            case 1: subject += String(repeating: "a", count: random.amplified(upTo: amplification))
            case 2: subject = String(repeating: "x/", count: random.amplified(upTo: amplification)) + subject
            default: break
            }
            return subject
        }
    }
}
