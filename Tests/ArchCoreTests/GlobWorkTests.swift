@testable import ArchCore
import Testing

/// What compiling and matching a glob cost, counted rather than timed: compiling looks at each
/// scalar of the pattern a bounded number of times, and matching grows with the name, at most
/// the pattern's steps for each scalar (the state set holds no more).
@Suite("Glob work")
struct GlobWorkTests {
    private func compileWork(_ pattern: String) -> Int {
        var examined = 0
        _ = GlobStep.compile(Array(pattern.unicodeScalars), examined: &examined)
        return examined
    }

    /// The states walked while matching: for each scalar, the words of the state set and the
    /// states in them.
    private func matchWork(_ pattern: String, _ text: String) -> Int {
        var states = GlobStates(GlobProgram(GlobStep.compile(Array(pattern.unicodeScalars))))
        var work = states.wordSpan + states.activeStateCount
        for scalar in text.unicodeScalars {
            guard states.advance(over: scalar) else { break }
            work += states.wordSpan + states.activeStateCount
        }
        return work
    }

    /// Each `[` of an unclosed run read to the end of the pattern: 200 KB took 84 s.
    @Test(arguments: ["[", "[a", "[!", "[^", "*[", "[[:", "a]["])
    func unclosedBracketsCompileInLinearWork(unit: String) {
        let small = compileWork(String(repeating: unit, count: 1_000))
        let large = compileWork(String(repeating: unit, count: 8_000))
        #expect(large <= small * 9, "'\(unit)': \(small) scalars examined for 1,000 repeats, \(large) for 8,000")
    }

    @Test func closedBracketsStillCompileInLinearWork() {
        let small = compileWork(String(repeating: "[a-z]*", count: 1_000))
        let large = compileWork(String(repeating: "[a-z]*", count: 8_000))
        #expect(large <= small * 9, "\(small) for 1,000, \(large) for 8,000")
    }

    /// Runs of `**/` were one step each, all live at once: 240 KB of them took 124 s. A run is
    /// one `**/` now, so its length costs nothing when matching.
    @Test func runsOfDoubleStarSlashCostNothingPerRepeat() {
        let name = String(repeating: "folder/", count: 200) + "x"
        let short = matchWork(String(repeating: "**/", count: 10) + "x", name)
        let long = matchWork(String(repeating: "**/", count: 10_000) + "x", name)
        #expect(long == short, "\(short) states walked for 10 repeats, \(long) for 10,000")
        #expect(Glob(String(repeating: "**/", count: 10_000) + "x").matches(name))
    }

    @Test(arguments: ["**/", "a/**/", "*/", "*a", "**/a*", "?[a-z]*", "[!/]**/"])
    func matchingGrowsWithTheNameForAnyPattern(unit: String) {
        let pattern = String(repeating: unit, count: 30) + "b"
        let small = matchWork(pattern, String(repeating: "a/", count: 500))
        let large = matchWork(pattern, String(repeating: "a/", count: 4_000))
        #expect(large <= small * 10, "'\(unit)': \(small) for a name of 1,000, \(large) for 8,000")
    }

    /// Many `**/` before many `*a`, and fifty `*a`, on names that almost match: each scalar
    /// advances the state set once, whatever the stars before it.
    @Test(arguments: ["**/**/**/**/**/*a*a*a*a*a*b", String(repeating: "*a", count: 50) + "b"])
    func starsBeforeALastLetterGrowWithTheName(pattern: String) {
        let small = matchWork(pattern, "b" + String(repeating: "a", count: 1_000))
        let large = matchWork(pattern, "b" + String(repeating: "a", count: 8_000))
        #expect(large <= small * 9, "'\(pattern)': \(small) for a name of 1,000, \(large) for 8,000")
        #expect(!Glob(pattern).matches("b" + String(repeating: "a", count: 8_000)))
    }

    @Test(arguments: [
        ("**/**/x", "x", true),
        ("**/**/x", "a/b/x", true),
        ("a/**/**/b", "a/b", true),
        ("a/**/**/b", "a/c/d/b", true),
        ("a/**/**/b", "ab", false),
        ("**/**/**", "", true),
        ("**/**/", "a/", true),
        ("**/**/", "a", false),
    ])
    func runsOfDoubleStarSlashKeepTheirMeaning(pattern: String, text: String, expected: Bool) {
        #expect(Glob(pattern).matches(text) == expected, "'\(pattern)' against '\(text)'")
    }
}
