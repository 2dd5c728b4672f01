/// Finds the closest candidate to a misspelt word, for "did you mean …?" messages.
public enum Suggestion {
    /// The candidate with the smallest edit distance to `word`, if it is close enough to be a
    /// plausible typo: at most a third of the word's length, and never more than 3 edits.
    /// Comparison ignores case, so `UIkit` finds `UIKit`. Ties go to the smaller candidate.
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        Candidates(candidates).closest(to: word)
    }

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

    /// Levenshtein distance over Unicode scalars.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        return distance(x, y, limit: max(x.count, y.count))!
    }

    /// The Levenshtein distance, or nil as soon as it must exceed `limit`: every entry of a row
    /// is at least the smallest entry of the row before, so a row entirely over the limit ends it.
    private static func distance(_ x: [Unicode.Scalar], _ y: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(x.count - y.count) <= limit else { return nil }
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...y.count {
                let substitution = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[y.count] <= limit ? previous[y.count] : nil
    }
}
