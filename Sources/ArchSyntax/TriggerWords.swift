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

/// Finds which of a few words occur in a byte buffer. For each word, two of its bytes, the
/// rarest in Swift code at two different offsets, are compared with sixteen places at once
/// (`SIMD16<UInt8>` comparisons compile to vector instructions), and only where both match
/// are the other bytes compared. One byte alone, found with `memchr`, was not rare enough:
/// the `v` of `resolve` comes about every 70 bytes of Swift, and each find cost a call.
struct WordSearch: Sendable {
    private let words: [[UInt8]]
    /// For each word, the offsets of the two bytes compared first, the first one lower; the
    /// same offset twice for a word of one byte.
    private let pairOffsets: [(Int, Int)]

    init(_ words: [[UInt8]]) {
        self.words = words
        pairOffsets = words.map { word in
            let byRarity = word.indices.sorted { (Self.commonness(word[$0]), $0) < (Self.commonness(word[$1]), $1) }
            guard let rarest = byRarity.first else { return (0, 0) }
            let second = byRarity.dropFirst().first ?? rarest
            return (min(rarest, second), max(rarest, second))
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
        for index in indices where contains(words[index], pair: pairOffsets[index], in: bytes) { return true }
        return false
    }

    private func contains(_ word: [UInt8], pair: (Int, Int), in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !word.isEmpty else { return true }
        guard let base = bytes.baseAddress, bytes.count >= word.count else { return false }
        let lastStart = bytes.count - word.count
        let (low, high) = pair
        let lowByte = SIMD16<UInt8>(repeating: word[low])
        let highByte = SIMD16<UInt8>(repeating: word[high])
        let raw = UnsafeRawPointer(base)
        var start = 0
        // Sixteen starts at a time, while both loads stay inside the buffer.
        while start &+ high &+ 16 <= bytes.count {
            let lows = raw.loadUnaligned(fromByteOffset: start &+ low, as: SIMD16<UInt8>.self)
            let highs = raw.loadUnaligned(fromByteOffset: start &+ high, as: SIMD16<UInt8>.self)
            var found = Self.bits((lows .== lowByte) .& (highs .== highByte))
            while found != 0 {
                let candidate = start &+ found.trailingZeroBitCount
                if candidate <= lastStart, Self.matches(word, at: candidate, in: base) { return true }
                found &= found &- 1
            }
            start &+= 16
        }
        while start <= lastStart {
            if Self.matches(word, at: start, in: base) { return true }
            start &+= 1
        }
        return false
    }

    /// One bit per lane, lane `i` at bit `i`: each lane becomes the byte 1, and a
    /// multiplication gathers the eight low bits of a 64-bit half into its top byte (lane `i`
    /// lands on bit `56 + i`; no two partial products meet below it, so nothing carries into it).
    @inline(__always)
    private static func bits(_ mask: SIMDMask<SIMD16<Int8>>) -> UInt32 {
        let lanes = SIMD16<UInt8>(repeating: 0).replacing(with: 1, where: mask)
        let halves = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
        let gather: UInt64 = 0x0102_0408_1020_4080
        let low = (UInt64(littleEndian: halves[0]) &* gather) >> 56
        let high = (UInt64(littleEndian: halves[1]) &* gather) >> 56
        return UInt32(truncatingIfNeeded: low | high << 8)
    }

    @inline(__always)
    private static func matches(_ word: [UInt8], at start: Int, in base: UnsafePointer<UInt8>) -> Bool {
        for i in 0..<word.count where base[start &+ i] != word[i] { return false }
        return true
    }
}
