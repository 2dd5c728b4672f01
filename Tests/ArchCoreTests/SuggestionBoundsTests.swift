import ArchCore
import ArchTestSupport
import Testing

/// The "did you mean" search computes only a band of the edit-distance table and skips words
/// no one could have mistyped; it must still find what the full table finds.
@Suite("Suggestion bounds")
struct SuggestionBoundsTests {
    @Test func agreesWithTheFullEditDistanceOnRandomWords() {
        var random = SplitMix64(seed: 7)
        let letters = Array("abcAB")
        func word(_ length: Int) -> String { String((0..<length).map { _ in letters[random.below(letters.count)] }) }
        for _ in 0..<3_000 {
            let typed = word(random.below(10))
            let candidates = (0..<random.below(6)).map { _ in word(random.below(10)) }
            #expect(Suggestion.closest(to: typed, in: candidates) == Self.closestByFullTable(to: typed, in: candidates),
                    "'\(typed)' in \(candidates)")
        }
    }

    /// A megabyte-long misspelt name against a megabyte-long declared one hung the check.
    @Test func wordsTooLongToBeTyposGetNoSuggestion() {
        let declared = String(repeating: "a", count: 1_000_000)
        #expect(Suggestion.closest(to: declared + "b", in: [declared]) == nil)
        let longest = String(repeating: "a", count: Suggestion.maximumWordLength)
        let nearby = String(longest.dropLast()) + "b"
        #expect(Suggestion.closest(to: longest, in: [nearby]) == nearby)
    }

    private static func closestByFullTable(to word: String, in candidates: [String]) -> String? {
        let limit = max(1, min(3, word.count / 3 + 1))
        let folded = Array(word.lowercased().unicodeScalars)
        var best: (distance: Int, name: String)?
        for candidate in candidates {
            let distance = fullTableDistance(folded, Array(candidate.lowercased().unicodeScalars))
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (distance, candidate)
            }
        }
        return best?.name
    }

    private static func fullTableDistance(_ x: [Unicode.Scalar], _ y: [Unicode.Scalar]) -> Int {
        var previous = Array(0...y.count)
        for i in 1...max(1, x.count) where !x.isEmpty {
            var current = [i] + [Int](repeating: 0, count: y.count)
            for j in stride(from: 1, through: y.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[y.count]
    }
}
