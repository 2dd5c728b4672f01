/// Finds which of up to four words occur in a byte buffer, in one pass over it.
///
/// `WordSearch` runs `memchr` once per word for its rarest byte, and in Swift code even the
/// rarest single byte of a word turns up often (`v` of `resolve` is in every `var` and
/// `private`), each hit costing a call and a comparison. Here each word is looked for by its
/// rarest pair of adjacent bytes (`lv`, `rO`, `xP` for `resolve`, `numberOf`, `indexPath`),
/// eight positions at a time with integer arithmetic (SWAR), and a word is compared in full
/// only where its pair is found.
///
/// Why it is exact: a word occurs only where its pair occurs at the pair's offset in it. The
/// test for a zero byte used, `(c - 0x01…) & ~c & 0x80…`, sets the high bit of every byte of
/// `c` that is zero (it may also set it for a byte above a zero byte, a false alarm that the
/// full comparison turns down), so no occurrence of a pair is missed. Positions whose pair would
/// run past the eight bytes loaded (the last one of a buffer, where no second byte exists)
/// are tested one by one.
struct PairSearch: Sendable {
    static let maximumWords = 4
    private let words: [[UInt8]]
    /// For each word, the offset of its pair.
    private let pairOffsets: [Int]
    /// Each word's pair bytes repeated in all eight bytes; unused slots repeat slot 0, whose
    /// hits are then found twice, harmlessly.
    private let firsts: (UInt64, UInt64, UInt64, UInt64)
    private let seconds: (UInt64, UInt64, UInt64, UInt64)
    /// Whether slots 2 and 3 are in use.
    private let usesFourSlots: Bool

    /// Nil when a word is shorter than two bytes or there are more than `maximumWords`:
    /// `WordSearch` then does the work.
    init?(_ words: [[UInt8]]) {
        guard !words.isEmpty, words.count <= Self.maximumWords, words.allSatisfy({ $0.count >= 2 }) else { return nil }
        self.words = words
        let offsets = words.map { word in
            (0..<(word.count - 1)).min {
                WordSearch.commonness(word[$0]) + WordSearch.commonness(word[$0 + 1])
                    < WordSearch.commonness(word[$1]) + WordSearch.commonness(word[$1 + 1])
            } ?? 0
        }
        pairOffsets = offsets
        func broadcast(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }
        func slot(_ index: Int) -> (UInt64, UInt64) {
            let word = index < words.count ? index : 0
            return (broadcast(words[word][offsets[word]]), broadcast(words[word][offsets[word] + 1]))
        }
        let (s0, s1, s2, s3) = (slot(0), slot(1), slot(2), slot(3))
        firsts = (s0.0, s1.0, s2.0, s3.0)
        seconds = (s0.1, s1.1, s2.1, s3.1)
        usesFourSlots = words.count > 2
    }

    /// Bit `k` is set when `words[k]` occurs in `bytes`.
    func occurring(in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        let all: UInt64 = (1 << UInt64(words.count)) &- 1
        var found: UInt64 = 0
        let raw = UnsafeRawPointer(base)
        var p = 0
        // Nine bytes are read per step: eight first bytes of pairs and the second byte of the last.
        while p &+ 9 <= count {
            let x = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: p, as: UInt64.self))
            let y = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: p &+ 1, as: UInt64.self))
            var hits = Self.zeroBytes((x ^ firsts.0) | (y ^ seconds.0)) | Self.zeroBytes((x ^ firsts.1) | (y ^ seconds.1))
            if usesFourSlots {
                hits |= Self.zeroBytes((x ^ firsts.2) | (y ^ seconds.2)) | Self.zeroBytes((x ^ firsts.3) | (y ^ seconds.3))
            }
            while hits != 0 {
                let position = p &+ hits.trailingZeroBitCount / 8
                hits &= hits &- 1
                found |= matches(at: position, in: base, count: count)
            }
            if found == all { return found }
            p &+= 8
        }
        while p &+ 1 < count {
            found |= matches(at: p, in: base, count: count)
            p &+= 1
        }
        return found
    }

    /// The high bit of every zero byte of `value` is set, and perhaps of bytes above one.
    @inline(__always)
    private static func zeroBytes(_ value: UInt64) -> UInt64 {
        (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080
    }

    /// The words whose pair starts at `position` and that occur there in full.
    private func matches(at position: Int, in base: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        var found: UInt64 = 0
        for (index, word) in words.enumerated() {
            let offset = pairOffsets[index]
            guard base[position] == word[offset], base[position + 1] == word[offset + 1] else { continue }
            let start = position - offset
            guard start >= 0, start + word.count <= count else { continue }
            var equal = true
            for i in 0..<word.count where base[start + i] != word[i] {
                equal = false
                break
            }
            if equal { found |= 1 << UInt64(index) }
        }
        return found
    }
}
