import ArchCore
import Testing
import ArchTestSupport

/// `UTF8Validation.firstInvalidOffset` passes over ASCII 64 bytes at a time; a bad byte must be
/// found at every offset, in every block and in the tail after the last block.
@Suite("UTF-8 validation finds the first bad byte wherever it is")
struct ScanUTF8ValidationTests {
    /// The offset of the first byte of the first maximal invalid subsequence, by decoding
    /// scalar by scalar with the standard library.
    static func reference(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    static func firstInvalid(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset($0) }
    }

    @Test func badBytesAtEveryOffset() {
        let insertions: [[UInt8]] = [[0x80], [0xFF], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]]
        for length in [0, 1, 7, 8, 31, 32, 63, 64, 65, 127, 128, 130, 200] {
            let ascii = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(Self.firstInvalid(ascii) == nil)
            for offset in 0...length {
                for insertion in insertions {
                    var bytes = ascii
                    bytes.insert(contentsOf: insertion, at: offset)
                    #expect(Self.firstInvalid(bytes) == offset, "\(insertion) at \(offset) of \(length)")
                    // A valid character before the bad bytes leaves the fast path early.
                    var mixed = bytes
                    mixed.insert(contentsOf: Array("é".utf8), at: 0)
                    #expect(Self.firstInvalid(mixed) == offset + 2, "é, then \(insertion) at \(offset) of \(length)")
                }
            }
        }
    }

    @Test func randomBytesAgreeWithTheStandardLibrary() {
        var random = SplitMix64(seed: 0x07F8)
        let pieces: [[UInt8]] = [Array("abc".utf8), Array("é".utf8), Array("€".utf8), Array("𝄞".utf8), [0x80], [0xC3],
                                 [0xF0, 0x9F], Array(String(repeating: "x", count: 70).utf8)]
        for iteration in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.int(0...12) { bytes += random.pick(pieces) }
            #expect(Self.firstInvalid(bytes) == Self.reference(bytes), "random bytes \(iteration): \(bytes)")
        }
    }
}
