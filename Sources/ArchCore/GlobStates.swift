/// A compiled pattern: its steps, and for each star the first step that an active star there
/// makes redundant (see `GlobStates.dropDominatedStates`).
struct GlobProgram: Sendable {
    let steps: [GlobStep]
    /// For a star at index `i`, every state in `dominatedFrom[i]..<i` can be dropped when `i`
    /// is active; meaningless for other steps.
    let dominatedFrom: [Int]

    init(_ steps: [GlobStep]) {
        self.steps = steps
        var dominatedFrom = Array(steps.indices)
        // Just past the last step before the current one that can consume a `/`.
        var afterLastSlashConsumer = 0
        for (index, step) in steps.enumerated() {
            switch step {
            case .star:
                dominatedFrom[index] = afterLastSlashConsumer
            case .doubleStar where index == 0 || steps[index - 1] != .enterDoubleStarOrSkipItsSlash:
                dominatedFrom[index] = 0
            default:
                // A `**` that may be skipped is no way every match must pass.
                break
            }
            if step.canConsumeSlash { afterLastSlashConsumer = index + 1 }
        }
        self.dominatedFrom = dominatedFrom
    }
}

/// The steps a match could be at, as a bit set over step indices; index `steps.count` means
/// the whole pattern has been matched. Only the words between `lowWord` and `highWord` can
/// hold set bits, so a long pattern costs only where the match currently is.
struct GlobStates {
    private let program: GlobProgram
    private var bits: [UInt64]
    /// All zero between steps, so that it can take the next set without clearing.
    private var spare: [UInt64]
    private var lowWord = 0
    private var highWord = 0

    init(_ program: GlobProgram) {
        self.program = program
        bits = [UInt64](repeating: 0, count: program.steps.count / 64 + 1)
        spare = bits
        bits[0] = 1
        addEmptyMoves()
        dropDominatedStates()
    }

    private var finalState: Int { program.steps.count }

    /// The states a match could be at, and the words of them that a step walks: what one
    /// `advance` costs, for the tests that count it.
    var activeStateCount: Int { bits[lowWord...highWord].reduce(0) { $0 + $1.nonzeroBitCount } }
    var wordSpan: Int { highWord - lowWord + 1 }

    /// Whether the text so far matches the whole pattern.
    var accepts: Bool {
        bits[finalState / 64] & (1 << UInt64(finalState % 64)) != 0
    }

    /// Consumes one scalar; false when no state is left, so that no longer text can match.
    mutating func advance(over scalar: Unicode.Scalar) -> Bool {
        let steps = program.steps
        var newLow = Int.max
        var newHigh = -1
        for word in lowWord...highWord {
            var remaining = bits[word]
            bits[word] = 0
            while remaining != 0 {
                let state = word * 64 + remaining.trailingZeroBitCount
                remaining &= remaining - 1
                guard state < steps.count else { continue }
                let target: Int
                switch steps[state] {
                case .scalar(let expected): guard scalar == expected else { continue }; target = state + 1
                case .anyButSlash: guard scalar != "/" else { continue }; target = state + 1
                case .set(let set): guard set.contains(scalar) else { continue }; target = state + 1
                case .star: guard scalar != "/" else { continue }; target = state
                case .doubleStar: target = state
                case .enterDoubleStarOrSkipItsSlash: continue
                }
                spare[target / 64] |= 1 << UInt64(target % 64)
                newLow = min(newLow, target / 64)
                newHigh = max(newHigh, target / 64)
            }
        }
        swap(&bits, &spare)
        guard newHigh >= 0 else {
            lowWord = 0
            highWord = 0
            return false
        }
        lowWord = newLow
        highWord = newHigh
        addEmptyMoves()
        dropDominatedStates()
        return true
    }

    /// Adds the states reachable without consuming anything: past a star (it may match nothing),
    /// and past a `**/` that may be skipped. Such moves only go forwards, so one ascending
    /// sweep reaches all of them, chains included.
    private mutating func addEmptyMoves() {
        let steps = program.steps
        var word = lowWord
        while word <= highWord {
            var unvisited = bits[word]
            while unvisited != 0 {
                let state = word * 64 + unvisited.trailingZeroBitCount
                unvisited &= unvisited - 1
                guard state < steps.count else { continue }
                switch steps[state] {
                case .star, .doubleStar:
                    mark(state + 1, sweeping: word, unvisited: &unvisited)
                case .enterDoubleStarOrSkipItsSlash:
                    mark(state + 1, sweeping: word, unvisited: &unvisited)
                    mark(state + 3, sweeping: word, unvisited: &unvisited)
                default:
                    break
                }
            }
            word += 1
        }
    }

    private mutating func mark(_ target: Int, sweeping word: Int, unvisited: inout UInt64) {
        guard target <= finalState else { return }
        let mask: UInt64 = 1 << UInt64(target % 64)
        // A target in the word being swept must be swept too; later words are swept anyway.
        if target / 64 == word, bits[word] & mask == 0 { unvisited |= mask }
        bits[target / 64] |= mask
        highWord = max(highWord, target / 64)
    }

    /// Drops the states that the highest active star makes redundant, which is what keeps
    /// `*a*a*a…` linear: whatever text a match from an earlier state could still accept, the
    /// star could absorb the part up to itself and accept too, provided that part holds no `/`
    /// (always, for `**`). So only states from which a `/` could be consumed on the way to the
    /// star are kept.
    private mutating func dropDominatedStates() {
        guard let star = highestActiveStar() else { return }
        let from = program.dominatedFrom[star]
        guard from < star else { return }
        for word in max(lowWord, from / 64)...(star / 64) {
            let wordStart = word * 64
            let lower = max(from, wordStart) - wordStart
            let upper = min(star, wordStart + 64) - wordStart
            guard lower < upper else { continue }
            let width = UInt64(upper - lower)
            let mask: UInt64 = width == 64 ? ~0 : ((1 << width) - 1) << UInt64(lower)
            bits[word] &= ~mask
        }
        while lowWord < highWord, bits[lowWord] == 0 { lowWord += 1 }
    }

    private func highestActiveStar() -> Int? {
        let steps = program.steps
        var word = highWord
        while word >= lowWord {
            var remaining = bits[word]
            while remaining != 0 {
                let bit = 63 - remaining.leadingZeroBitCount
                remaining &= ~(1 << UInt64(bit))
                let state = word * 64 + bit
                if state < steps.count, steps[state].isStar { return state }
            }
            word -= 1
        }
        return nil
    }
}
