/// The words without which an optional fact cannot be recorded in a file, and a search that
/// tells, before the token pass, which of them a file contains.
///
/// Why skipping a reader is exact: each reader records only after it has compared a token's
/// bytes with its word: a call's last member with a recorded call name, a count method's label
/// with `numberOf…`, a row branch's base with `indexPath`. A token is a range of the file's
/// bytes (a backticked name includes its backticks, and the compared names are never
/// backticked), so a file whose bytes nowhere contain the word has no such token, and the
/// reader cannot record anything there. Swift allows no escapes in names (`\u{…}` exists only
/// inside string literals, whose contents are no tokens), and interpolated code is lexed from
/// the same bytes, so no spelling of the word escapes the search. The search may say a word is
/// there when it is only in a comment or a string: the reader then runs and records what it
/// always did.
struct TriggerWords: Sendable {
    /// `ScanOptions.recordedCalls` as bytes, sorted so that the scan is deterministic; empty
    /// when calls are not recorded.
    let callWords: [[UInt8]]
    /// Bit `n` is set when a recorded call name is `n` bytes long: most names are passed over
    /// on their length alone.
    let callLengths: UInt64
    let recordsCountFunctions: Bool
    let recordsRowBranches: Bool
    /// Searches for the call words, then `numberOf` and `indexPath` if counts are recorded.
    private let search: WordSearch

    /// Every count method label (`numberOfRowsInSection`, `numberOfItemsInSection`,
    /// `numberOfSections`) contains this.
    static let countLabelWord = Array("numberOf".utf8)
    static let rowBaseWord = Array("indexPath".utf8)

    init(_ options: ScanOptions) {
        self.init(recordedCalls: options.recordedCalls, facts: options.facts)
    }

    init(recordedCalls: Set<String>, facts: ScanFacts) {
        callWords = facts.contains(.calls) ? recordedCalls.sorted().map { Array($0.utf8) }.filter { !$0.isEmpty } : []
        callLengths = callWords.reduce(0) { $1.count < 64 ? $0 | (1 << $1.count) : $0 }
        recordsCountFunctions = facts.contains(.hardCodedCounts)
        recordsRowBranches = facts.contains(.hardCodedCounts)
        let countWords = recordsCountFunctions ? [Self.countLabelWord, Self.rowBaseWord] : []
        search = WordSearch(callWords + countWords)
    }

    /// Which readers can record something in `bytes`.
    func present(in bytes: UnsafeBufferPointer<UInt8>) -> Present {
        let found = search.found(in: bytes)
        let calls = callWords.isEmpty ? false : found.prefix(callWords.count).contains(true)
        let counts = found.dropFirst(callWords.count)
        return Present(calls: calls, countFunctions: recordsCountFunctions && counts.first == true,
                       rowBranches: recordsRowBranches && counts.last == true)
    }

    struct Present {
        var calls: Bool
        var countFunctions: Bool
        var rowBranches: Bool
    }
}

/// Finds which of a few words occur in a byte buffer, in one pass that mostly jumps ahead
/// several bytes at a time (Wu and Manber's method, on blocks of two bytes).
struct WordSearch: Sendable {
    private let words: [[UInt8]]
    /// The length of the shortest word: the window compared with every word's first bytes.
    private let window: Int
    /// For each hash of two bytes, how far the window may move when it ends with them: 0 when
    /// a word's window ends with them, so the words must be compared there.
    private let shifts: [UInt8]

    private static let hashBits = 12

    init(_ words: [[UInt8]]) {
        self.words = words
        let window = words.map(\.count).min() ?? 0
        self.window = window
        guard window >= 2 else {
            shifts = []
            return
        }
        let longest = UInt8(min(window - 1, 255))
        var shifts = [UInt8](repeating: longest, count: 1 << Self.hashBits)
        for word in words {
            // The block ending at `end` in the word's window lets the window move so far that
            // it ends there.
            for end in 1..<window {
                let hash = Self.hash(word[end - 1], word[end])
                shifts[hash] = min(shifts[hash], UInt8(min(window - 1 - end, 255)))
            }
        }
        self.shifts = shifts
    }

    @inline(__always)
    private static func hash(_ first: UInt8, _ second: UInt8) -> Int {
        (Int(first) << 4 ^ Int(second)) & ((1 << hashBits) - 1)
    }

    /// For each word, whether it occurs in `bytes`. With a word shorter than two bytes, every
    /// word is taken as present.
    func found(in bytes: UnsafeBufferPointer<UInt8>) -> [Bool] {
        guard !words.isEmpty else { return [] }
        guard window >= 2 else { return words.map { _ in true } }
        var found = words.map { _ in false }
        var missing = words.count
        guard let base = bytes.baseAddress else { return found }
        let count = bytes.count
        var end = window - 1
        shifts.withUnsafeBufferPointer { shifts in
            while end < count {
                let shift = Int(shifts[Self.hash(base[end - 1], base[end])])
                if shift > 0 {
                    end += shift
                    continue
                }
                let start = end - window + 1
                for (index, word) in words.enumerated() where !found[index] && start + word.count <= count {
                    if Self.matches(word, at: start, in: base) {
                        found[index] = true
                        missing -= 1
                    }
                }
                if missing == 0 { return }
                end += 1
            }
        }
        return found
    }

    @inline(__always)
    private static func matches(_ word: [UInt8], at start: Int, in base: UnsafePointer<UInt8>) -> Bool {
        for i in 0..<word.count where base[start + i] != word[i] { return false }
        return true
    }
}
