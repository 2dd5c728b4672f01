/// A floor for a scan that lexes only around the bytes that can change the lexer's state:
/// `"`, `/`, `#`, `` ` ``, `{`, `}` and line breaks. It finds and counts them eight bytes at a
/// time and does nothing else, so no scan that must see each of them can be faster. Reported
/// beside the lexer by `archkit-benchmark --lexer`, to show how much a skimming scan could win.
enum StateByteSkim {
    static func count(_ source: [UInt8]) -> Int {
        source.withUnsafeBufferPointer { bytes in
            var found = 0
            var offset = 0
            if let base = bytes.baseAddress {
                while offset + 8 <= bytes.count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                    let marks = equal(word, 0x22) | equal(word, 0x2F) | equal(word, 0x23) | equal(word, 0x60)
                        | equal(word, 0x7B) | equal(word, 0x7D) | equal(word, 0x0A)
                    found &+= marks.nonzeroBitCount
                    offset += 8
                }
            }
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x22, 0x2F, 0x23, 0x60, 0x7B, 0x7D, 0x0A: found += 1
                default: break
                }
                offset += 1
            }
            return found
        }
    }

    /// The high bit of each byte of `word` that equals `byte`, and no other bit. Exact: the
    /// sums cannot carry from one byte into the next.
    @inline(__always)
    private static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let difference = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return ~(((difference & low) &+ low) | difference | low)
    }
}
