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
    /// Searches for the call words, and `numberOf` and `indexPath` if counts are recorded, in
    /// one pass over the file: a group each (`callGroup`, `countLabelGroup`, `rowBaseGroup`).
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
        search = WordSearch(callWords + countWords, groups: callWords.map { _ in Self.callGroup }
                                + (recordsCounts ? [Self.countLabelGroup, Self.rowBaseGroup] : []))
    }

    /// Which readers can record something in `bytes`.
    func present(in bytes: UnsafeBufferPointer<UInt8>) -> Present {
        guard checksWords else {
            return Present(calls: !callNames.isEmpty, countFunctions: recordsCounts, rowBranches: recordsCounts,
                           sawOnlyASCII: false)
        }
        let found = search.search(bytes)
        @inline(__always) func has(_ group: Int) -> Bool { found.groups & (1 << UInt64(group)) != 0 }
        return Present(calls: has(Self.callGroup), countFunctions: has(Self.countLabelGroup), rowBranches: has(Self.rowBaseGroup),
                       sawOnlyASCII: found.sawOnlyASCII)
    }

    /// The search's groups: the call words, `numberOf`, `indexPath`.
    private static let callGroup = 0
    private static let countLabelGroup = 1
    private static let rowBaseGroup = 2

    struct Present {
        var calls: Bool
        var countFunctions: Bool
        var rowBranches: Bool
        /// Whether the search saw every byte and all are ASCII: then the file needs no UTF-8
        /// validation (`WordSearch.Found`).
        var sawOnlyASCII: Bool
    }
}

/// Finds which of a few words occur in a byte buffer, in one pass.
///
/// Each word is looked for by two adjacent bytes of it, the pair least common in Swift code
/// (`lv` of `resolve`, `xP` of `indexPath`), as one 16-bit lane: sixteen places at a time, every
/// word's pair is compared with the buffer's lanes, so all the words share the loads and the
/// loop. Only where a pair is found are the word's bytes around it compared.
///
/// One pass for all the words, rather than a search for each, so that a file's bytes are loaded
/// once whatever the number of words.
struct WordSearch: Sendable {
    private let words: [[UInt8]]
    /// For each word, the bit of its group in `Found.groups`.
    private let groupBits: [UInt64]
    /// Words of two bytes or more, each by its pair.
    private let pairs: [Pair]
    /// Words of one byte, looked for by `memchr`.
    private let singles: [Int]
    /// The groups of empty words, which every buffer contains.
    private let emptyGroups: UInt64
    private let allGroups: UInt64

    fileprivate struct Pair: Sendable {
        /// The pair's two bytes as a little-endian 16-bit lane, in every lane.
        var bytes: SIMD8<UInt16>
        /// Where the pair starts in the word.
        var offset: Int
        var word: Int
    }

    /// `groups[i]` is the group of `words[i]`, below 64; by default each word is a group.
    init(_ words: [[UInt8]], groups: [Int]? = nil) {
        let groups = groups ?? Array(words.indices)
        precondition(groups.count == words.count && groups.allSatisfy { (0..<64).contains($0) })
        self.words = words
        groupBits = groups.map { 1 << UInt64($0) }
        allGroups = groupBits.reduce(0, |)
        emptyGroups = words.indices.filter { words[$0].isEmpty }.reduce(0) { $0 | (1 << UInt64(groups[$1])) }
        singles = words.indices.filter { words[$0].count == 1 }
        pairs = words.indices.filter { words[$0].count >= 2 }.map { index in
            let word = words[index]
            let offset = (0..<(word.count - 1)).min {
                (Self.commonness(word[$0]) + Self.commonness(word[$0 + 1]), $0)
                    < (Self.commonness(word[$1]) + Self.commonness(word[$1 + 1]), $1)
            } ?? 0
            return Pair(bytes: SIMD8(repeating: UInt16(word[offset]) | UInt16(word[offset + 1]) << 8),
                        offset: offset, word: index)
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

    /// What a search found: the bits of the groups with a word that occurs, and whether the
    /// search saw every byte and all of them are ASCII (so that the bytes are valid UTF-8
    /// without another pass over them). False when it stopped early, having found every
    /// group, or searched by `memchr` alone.
    struct Found {
        var groups: UInt64
        var sawOnlyASCII: Bool
    }

    func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Found {
        var found = emptyGroups
        guard let base = bytes.baseAddress else { return Found(groups: found, sawOnlyASCII: true) }
        let count = bytes.count
        for index in singles where found & groupBits[index] == 0 {
            if memchr(base, Int32(words[index][0]), count) != nil { found |= groupBits[index] }
        }
        guard !pairs.isEmpty, found != allGroups, count >= 2 else { return Found(groups: found, sawOnlyASCII: false) }
        guard count >= 17 else {
            // Too short for a block: one block over a copy padded with zeros. A word is matched
            // only within `count`, so the padding finds nothing.
            var padded = SIMD32<UInt8>(repeating: 0)
            return withUnsafeMutableBytes(of: &padded) { copy in
                copy.copyMemory(from: UnsafeRawBufferPointer(bytes))
                return pairsPresent(in: copy.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self), count: count,
                                    loadable: 17, found: found)
            }
        }
        return pairsPresent(in: base, count: count, loadable: count, found: found)
    }

    /// `found` and the groups of the words of two bytes or more in `count` bytes at `base`, of
    /// which `loadable`, at least 17, can be read.
    private func pairsPresent(in base: UnsafePointer<UInt8>, count: Int, loadable: Int, found: UInt64) -> Found {
        // Three pairs cover the trigger words of a check; their vectors stay in registers.
        // More pairs (more recorded calls) take them all from the array at each block.
        if pairs.count <= 3 {
            let three = ThreePairs(a: pairs[0].bytes, b: pairs[min(1, pairs.count - 1)].bytes, c: pairs[min(2, pairs.count - 1)].bytes)
            return search(base, count: count, loadable: loadable, found: found, pairs: three)
        }
        return search(base, count: count, loadable: loadable, found: found, pairs: EveryPair(pairs: pairs))
    }

    /// Sixteen places at a time, the places where `marks` finds a pair, each compared with the
    /// words whose pair it is. Two adjacent bytes make one 16-bit lane: a load at `block` holds
    /// the pairs at the even places from it, a load at `block + 1` those at the odd ones, so a
    /// word's pair is one comparison of lanes.
    ///
    /// Every byte it loads is also joined into `seen`, whose high bits tell whether any byte is
    /// outside ASCII: one `or` for each load, instead of a separate pass to validate the file
    /// as UTF-8.
    private func search<Marks: PairMarks>(_ base: UnsafePointer<UInt8>, count: Int, loadable: Int, found: UInt64,
                                          pairs marks: Marks) -> Found {
        var found = found
        let raw = UnsafeRawPointer(base)
        @inline(__always) func load(_ offset: Int) -> SIMD8<UInt16> {
            raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
        }
        // Every byte is loaded once the last block is searched: the blocks at even places
        // join into `seen` in the first loop, both loads in the second, which ends with the
        // last byte.
        var seen = SIMD8<UInt16>(repeating: 0)
        @inline(__always) func allSeen() -> Found {
            let halves = unsafeBitCast(seen, to: SIMD2<UInt64>.self)
            return Found(groups: found, sawOnlyASCII: (halves[0] | halves[1]) & 0x8080_8080_8080_8080 == 0)
        }
        // The words at the pairs found at `block ..< block + 16`.
        @inline(__always) func confirm(_ block: Int) {
            for parity in 0..<2 {
                let lanes = marks.marks(raw.loadUnaligned(fromByteOffset: block &+ parity, as: SIMD8<UInt16>.self))
                let halves = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
                for half in 0..<2 {
                    var bits = halves[half]
                    while bits != 0 {
                        let lane = bits.trailingZeroBitCount >> 4
                        bits &= ~(0xFFFF << UInt64(lane << 4))
                        let place = block &+ parity &+ (half &* 4 &+ lane) &* 2
                        found |= wordsAt(pairPlace: place, in: base, count: count, found: found)
                    }
                }
            }
        }
        var block = 0
        // Four blocks at a time, one test for all four: a pair turns up every few hundred bytes.
        while block &+ 65 <= loadable {
            var joined = SIMD8<UInt16>(repeating: 0)
            for quarter in 0..<4 {
                let even = load(block &+ quarter &* 16)
                seen |= even
                joined |= marks.marks(even) | marks.marks(load(block &+ quarter &* 16 &+ 1))
            }
            let halves = unsafeBitCast(joined, to: SIMD2<UInt64>.self)
            if halves[0] | halves[1] != 0 {
                for quarter in 0..<4 { confirm(block &+ quarter &* 16) }
                if found == allGroups { return Found(groups: found, sawOnlyASCII: false) }
            }
            block &+= 64
        }
        // Then one at a time; the last block may overlap the one before.
        let lastBlock = loadable &- 17
        while true {
            block = min(block, lastBlock)
            let even = load(block), odd = load(block &+ 1)
            seen |= even | odd
            let halves = unsafeBitCast(marks.marks(even) | marks.marks(odd), to: SIMD2<UInt64>.self)
            if halves[0] | halves[1] != 0 {
                confirm(block)
                if found == allGroups { return block == lastBlock ? allSeen() : Found(groups: found, sawOnlyASCII: false) }
            }
            if block == lastBlock { return allSeen() }
            block &+= 16
        }
    }

    /// The groups, not yet in `found`, of the words whose pair is at `place` and whose every
    /// byte is there.
    @inline(__always)
    private func wordsAt(pairPlace place: Int, in base: UnsafePointer<UInt8>, count: Int, found: UInt64) -> UInt64 {
        var groups: UInt64 = 0
        for pair in pairs where found & groupBits[pair.word] == 0 {
            let start = place &- pair.offset
            let word = words[pair.word]
            guard start >= 0, start &+ word.count <= count else { continue }
            var same = true
            for i in 0..<word.count where base[start &+ i] != word[i] {
                same = false
                break
            }
            if same { groups |= groupBits[pair.word] }
        }
        return groups
    }
}

/// Which 16-bit lanes hold one of the searched pairs: 0xFFFF in those, else 0. A type for
/// each way, so that the search is compiled for each with the comparisons inlined.
private protocol PairMarks {
    func marks(_ lanes: SIMD8<UInt16>) -> SIMD8<UInt16>
}

/// Up to three pairs, a pair repeated when there are fewer.
private struct ThreePairs: PairMarks {
    let a: SIMD8<UInt16>, b: SIMD8<UInt16>, c: SIMD8<UInt16>

    @inline(__always)
    func marks(_ lanes: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let zero = SIMD8<UInt16>(repeating: 0)
        return zero.replacing(with: 0xFFFF, where: lanes .== a) | zero.replacing(with: 0xFFFF, where: lanes .== b)
            | zero.replacing(with: 0xFFFF, where: lanes .== c)
    }
}

private struct EveryPair: PairMarks {
    let pairs: [WordSearch.Pair]

    @inline(__always)
    func marks(_ lanes: SIMD8<UInt16>) -> SIMD8<UInt16> {
        var marked = SIMD8<UInt16>(repeating: 0)
        for pair in pairs { marked |= SIMD8<UInt16>(repeating: 0).replacing(with: 0xFFFF, where: lanes .== pair.bytes) }
        return marked
    }
}
