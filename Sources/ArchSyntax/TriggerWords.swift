import Foundation

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
    /// Whether hard-coded counts are recorded: their two readers, count methods and row
    /// branches, each have a word of their own.
    let recordsCounts: Bool
    /// Searches for the call words, then `numberOf` and `indexPath` if counts are recorded.
    /// Each search stops at the first word found.
    private let search: WordSearch

    /// Every count method label (`numberOfRowsInSection`, `numberOfItemsInSection`,
    /// `numberOfSections`) contains this.
    static let countLabelWord = Array("numberOf".utf8)
    static let rowBaseWord = Array("indexPath".utf8)

    /// Whether `present(in:)` searches the file, rather than taking every word as present.
    let checksWords: Bool

    init(_ options: ScanOptions) {
        self.init(recordedCalls: options.recordedCalls, facts: options.facts, checksWords: options.checksTriggerWords)
    }

    init(recordedCalls: Set<String>, facts: ScanFacts, checksWords: Bool) {
        self.checksWords = checksWords
        callWords = facts.contains(.calls) ? recordedCalls.sorted().map { Array($0.utf8) }.filter { !$0.isEmpty } : []
        callLengths = callWords.reduce(0) { $1.count < 64 ? $0 | (1 << $1.count) : $0 }
        recordsCounts = facts.contains(.hardCodedCounts)
        let countWords = recordsCounts ? [Self.countLabelWord, Self.rowBaseWord] : []
        search = WordSearch(callWords + countWords)
    }

    /// Which readers can record something in `bytes`.
    func present(in bytes: UnsafeBufferPointer<UInt8>) -> Present {
        guard checksWords else {
            return Present(calls: !callWords.isEmpty, countFunctions: recordsCounts, rowBranches: recordsCounts)
        }
        let calls = !callWords.isEmpty && search.containsAny(0..<callWords.count, in: bytes)
        let countFunctions = recordsCounts && search.containsAny(callWords.count..<(callWords.count + 1), in: bytes)
        let rowBranches = recordsCounts && search.containsAny((callWords.count + 1)..<(callWords.count + 2), in: bytes)
        return Present(calls: calls, countFunctions: countFunctions, rowBranches: rowBranches)
    }

    struct Present {
        var calls: Bool
        var countFunctions: Bool
        var rowBranches: Bool
    }
}

/// Finds which of a few words occur in a byte buffer. For each word, `memchr` (vectorised in
/// the C library) looks for the word's rarest byte, and only where it is found are the bytes
/// around it compared: in most files the rare byte turns up a few times at most.
struct WordSearch: Sendable {
    private let words: [[UInt8]]
    /// For each word, the offset of the byte looked for.
    private let rareOffsets: [Int]

    init(_ words: [[UInt8]]) {
        self.words = words
        rareOffsets = words.map { word in
            word.indices.min { Self.commonness(word[$0]) < Self.commonness(word[$1]) } ?? 0
        }
    }

    /// A rough rank of how often a byte occurs in Swift code: capitals (other than the first
    /// letters of the most common type names) are rare, and so are a few lowercase letters.
    private static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return [UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "T")].contains(byte) ? 2 : 1
        case UInt8(ascii: "z"), UInt8(ascii: "q"), UInt8(ascii: "j"), UInt8(ascii: "x"), UInt8(ascii: "k"):
            return 2
        case UInt8(ascii: "v"), UInt8(ascii: "b"), UInt8(ascii: "y"), UInt8(ascii: "w"), UInt8(ascii: "g"):
            return 3
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            return 4
        default:
            return 5
        }
    }

    /// Whether any of the words at `indices` occurs in `bytes`.
    func containsAny(_ indices: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in indices where contains(words[index], rareOffset: rareOffsets[index], in: bytes) { return true }
        return false
    }

    private func contains(_ word: [UInt8], rareOffset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !word.isEmpty else { return true }
        guard let base = bytes.baseAddress, bytes.count >= word.count else { return false }
        let rare = Int32(word[rareOffset])
        // The rare byte of a match lies between these offsets.
        var from = rareOffset
        let last = bytes.count - word.count + rareOffset
        while from <= last {
            guard let hit = memchr(base + from, rare, last + 1 - from) else { return false }
            let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            let start = position - rareOffset
            if Self.matches(word, at: start, in: base) { return true }
            from = position + 1
        }
        return false
    }

    @inline(__always)
    private static func matches(_ word: [UInt8], at start: Int, in base: UnsafePointer<UInt8>) -> Bool {
        for i in 0..<word.count where base[start + i] != word[i] { return false }
        return true
    }
}
