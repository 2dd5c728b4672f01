/// Finds the closest candidate to a misspelt word, for "did you mean …?" messages.
public enum Suggestion {
    /// The candidate with the smallest edit distance to `word`, if it is close enough to be a
    /// plausible typo: at most a third of the word's length, and never more than 3 edits.
    /// Comparison ignores case, so `UIkit` finds `UIKit`. Ties go to the smaller candidate.
    /// Words longer than `maximumWordLength` get no suggestion.
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        Candidates(candidates).closest(to: word)
    }

    /// The longest word, in Unicode scalars, that is compared with candidates. Nobody mistypes a
    /// name that long, and it bounds the work a hostile input can ask for.
    public static let maximumWordLength = 256

    /// Candidates prepared once for many look-ups. They are grouped by length, because the edit
    /// distance is at least the difference in length: a word is compared only with candidates
    /// whose length is within its limit, and each comparison stops once the limit is passed.
    public struct Candidates: Sendable {
        private struct Candidate: Sendable {
            var folded: [Unicode.Scalar]
            var name: String
        }

        /// Keyed by the length of the folded name, in scalars.
        private let byLength: [Int: [Candidate]]

        public init<S: Sequence>(_ names: S) where S.Element == String {
            var byLength: [Int: [Candidate]] = [:]
            for name in names {
                let folded = Array(name.lowercased().unicodeScalars)
                byLength[folded.count, default: []].append(Candidate(folded: folded, name: name))
            }
            self.byLength = byLength
        }

        public func closest(to word: String) -> String? {
            guard word.unicodeScalars.count <= Suggestion.maximumWordLength else { return nil }
            let folded = Array(word.lowercased().unicodeScalars)
            let limit = max(1, min(3, word.count / 3 + 1))
            var best: (distance: Int, name: String)?
            for length in max(0, folded.count - limit)...(folded.count + limit) {
                for candidate in byLength[length] ?? [] {
                    guard let distance = Suggestion.distance(folded, candidate.folded, limit: limit) else { continue }
                    if best == nil || distance < best!.distance || (distance == best!.distance && candidate.name < best!.name) {
                        best = (distance, candidate.name)
                    }
                }
            }
            return best?.name
        }
    }

    /// The Levenshtein distance, or nil when it exceeds `limit`. Only the band of cells within
    /// `limit` of the diagonal is computed, since any path through a cell outside it costs more
    /// than `limit`; so the cost is the length times the limit, not the product of the lengths.
    /// Every entry of a row is at least the smallest entry of the row before, so a row entirely
    /// over the limit ends it early.
    private static func distance(_ x: [Unicode.Scalar], _ y: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(x.count - y.count) <= limit else { return nil }
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        // Stands for every value over the limit, so that sums cannot overflow.
        let over = limit + 1
        var previous = [Int](repeating: over, count: y.count + 1)
        for j in 0...min(y.count, limit) { previous[j] = j }
        var current = [Int](repeating: over, count: y.count + 1)
        for i in 1...x.count {
            let low = max(1, i - limit)
            let high = min(y.count, i + limit)
            current[low - 1] = low == 1 && i <= limit ? i : over
            var rowMinimum = current[low - 1]
            for j in low...high {
                let substitution = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution, over)
                rowMinimum = min(rowMinimum, current[j])
            }
            // The cell just past the band is read by the next row, and must not hold an older row's value.
            if high < y.count { current[high + 1] = over }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[y.count] <= limit ? previous[y.count] : nil
    }
}
