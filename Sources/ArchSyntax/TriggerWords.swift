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
    /// `ScanOptions.recordedCalls`; empty when calls are not recorded.
    let callNames: CallNames
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
        callNames = CallNames(facts.contains(.calls) ? recordedCalls : [])
        let callWords = callNames.words
        recordsCounts = facts.contains(.hardCodedCounts)
        let countWords = recordsCounts ? [Self.countLabelWord, Self.rowBaseWord] : []
        search = WordSearch(callWords + countWords)
    }

    /// Which readers can record something in `bytes`.
    func present(in bytes: UnsafeBufferPointer<UInt8>) -> Present {
        guard checksWords else {
            return Present(calls: !callNames.isEmpty, countFunctions: recordsCounts, rowBranches: recordsCounts)
        }
        let callCount = callNames.words.count
        let calls = callCount > 0 && search.containsAny(0..<callCount, in: bytes)
        let countFunctions = recordsCounts && search.containsAny(callCount..<(callCount + 1), in: bytes)
        let rowBranches = recordsCounts && search.containsAny((callCount + 1)..<(callCount + 2), in: bytes)
        return Present(calls: calls, countFunctions: countFunctions, rowBranches: rowBranches)
    }

    struct Present {
        var calls: Bool
        var countFunctions: Bool
        var rowBranches: Bool
    }
}

/// Finds which of a few words occur in a byte buffer.
///
/// A word with a rare byte (a capital, or `z`, `q`, `j`, `x`, `k`) is found as before: `memchr`
/// (vectorised in the C library) looks for that byte, and only where it is found are the bytes
/// around it compared. A word made of common letters, such as `resolve`, is found by two of its
/// bytes at two offsets, compared with 64 places at a time in 16-byte vectors: `memchr` for
/// the `v` of `resolve` stopped about every 70 bytes of Swift, and each stop cost a call.
struct WordSearch: Sendable {
    private let words: [[UInt8]]
    /// For each word, the offsets of its two rarest bytes, the lower first (the same offset
    /// twice for a word of one byte), and whether the rarer one is rare enough for `memchr`.
    private let plans: [Plan]

    private struct Plan: Sendable {
        var low: Int
        var high: Int
        var rare: Int
        var usesMemchr: Bool
    }

    init(_ words: [[UInt8]]) {
        self.words = words
        plans = words.map { word in
            let byRarity = word.indices.sorted { (Self.commonness(word[$0]), $0) < (Self.commonness(word[$1]), $1) }
            guard let rarest = byRarity.first else { return Plan(low: 0, high: 0, rare: 0, usesMemchr: true) }
            let second = byRarity.dropFirst().first ?? rarest
            return Plan(low: min(rarest, second), high: max(rarest, second), rare: rarest,
                        usesMemchr: Self.commonness(word[rarest]) <= 2)
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
        for index in indices {
            let word = words[index]
            guard !word.isEmpty else { return true }
            guard let base = bytes.baseAddress, bytes.count >= word.count else { continue }
            let plan = plans[index]
            let found = plan.usesMemchr
                ? Self.contains(word, rareOffset: plan.rare, in: base, count: bytes.count)
                : Self.contains(word, low: plan.low, high: plan.high, in: base, count: bytes.count)
            if found { return true }
        }
        return false
    }

    private static func contains(_ word: [UInt8], rareOffset: Int, in base: UnsafePointer<UInt8>, count: Int) -> Bool {
        let rare = Int32(word[rareOffset])
        // The rare byte of a match lies between these offsets.
        var from = rareOffset
        let last = count - word.count + rareOffset
        while from <= last {
            guard let hit = memchr(base + from, rare, last + 1 - from) else { return false }
            let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if matches(word, at: position - rareOffset, in: base) { return true }
            from = position + 1
        }
        return false
    }

    private static func contains(_ word: [UInt8], low: Int, high: Int, in base: UnsafePointer<UInt8>, count: Int) -> Bool {
        let lastStart = count - word.count
        let lowByte = SIMD16<UInt8>(repeating: word[low])
        let highByte = SIMD16<UInt8>(repeating: word[high])
        let raw = UnsafeRawPointer(base)
        @inline(__always) func pairs(_ start: Int) -> SIMD16<UInt8> {
            let lows = raw.loadUnaligned(fromByteOffset: start &+ low, as: SIMD16<UInt8>.self)
            let highs = raw.loadUnaligned(fromByteOffset: start &+ high, as: SIMD16<UInt8>.self)
            // 0xFF in each lane where both bytes match, else 0.
            return SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: (lows .== lowByte) .& (highs .== highByte))
        }
        var start = 0
        // 64 starts at a time, while every load stays inside the buffer; one test for all four
        // vectors, since a pair is found only every few hundred bytes.
        while start &+ high &+ 64 <= count {
            let joined = pairs(start) | pairs(start &+ 16) | pairs(start &+ 32) | pairs(start &+ 48)
            let halves = unsafeBitCast(joined, to: SIMD2<UInt64>.self)
            if halves[0] | halves[1] != 0 {
                for candidate in start..<(start &+ 64) where candidate <= lastStart {
                    if matches(word, at: candidate, in: base) { return true }
                }
            }
            start &+= 64
        }
        while start <= lastStart {
            if matches(word, at: start, in: base) { return true }
            start &+= 1
        }
        return false
    }

    @inline(__always)
    private static func matches(_ word: [UInt8], at start: Int, in base: UnsafePointer<UInt8>) -> Bool {
        for i in 0..<word.count where base[start &+ i] != word[i] { return false }
        return true
    }
}
