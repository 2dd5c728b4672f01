/// Finds the closest candidate to a misspelt word, for "did you mean …?" messages.
public enum Suggestion {
    /// The candidate with the smallest edit distance to `word`, if it is close enough to be a
    /// plausible typo: at most a third of the word's length, and never more than 3 edits.
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let limit = max(1, min(3, word.count / 3 + 1))
        var best: (distance: Int, candidate: String)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.candidate) {
                best = (distance, candidate)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance over Unicode scalars.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let substitution = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}
