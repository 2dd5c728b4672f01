import ArchCore
import Testing
@testable import ArchSyntax
import ArchTestSupport

/// `WordSearch` compares two bytes of a word at sixteen places at once; it must find exactly
/// what a plain search finds, wherever the word lies, near either end of the buffer included.
@Suite("Trigger word search agrees with a plain search")
struct ScanTriggerSearchTests {
    static let words: [[UInt8]] = ["resolve", "numberOf", "indexPath", "r", "ab", "make"].map { Array($0.utf8) }

    static func plainContains(_ word: [UInt8], in bytes: [UInt8]) -> Bool {
        guard bytes.count >= word.count else { return false }
        return (0...(bytes.count - word.count)).contains { bytes[$0..<($0 + word.count)].elementsEqual(word) }
    }

    static func expectAgreement(_ bytes: [UInt8], _ label: String) {
        let search = WordSearch(words)
        bytes.withUnsafeBufferPointer { buffer in
            for (index, word) in words.enumerated() {
                #expect(search.containsAny(index..<(index + 1), in: buffer) == plainContains(word, in: bytes),
                        "\(String(decoding: word, as: UTF8.self)) in \(label)")
            }
        }
    }

    @Test func everyPlaceInBuffersOfEveryLength() {
        // Past 64 bytes and the word's offsets, the search compares 64 places at a time.
        for length in Array(0..<48) + Array(stride(from: 63, through: 200, by: 17)) {
            Self.expectAgreement([UInt8](repeating: UInt8(ascii: "e"), count: length), "filler \(length)")
            for word in Self.words where word.count <= length {
                for start in 0...(length - word.count) {
                    var bytes = [UInt8](repeating: UInt8(ascii: "v"), count: length)
                    bytes.replaceSubrange(start..<(start + word.count), with: word)
                    Self.expectAgreement(bytes, "\(length) bytes, word at \(start)")
                    // The word's first and last bytes, but not the word.
                    var near = bytes
                    if word.count > 2 {
                        near[start + 1] = UInt8(ascii: "#")
                        Self.expectAgreement(near, "\(length) bytes, near miss at \(start)")
                    }
                }
            }
        }
    }

    @Test func randomText() {
        var random = SplitMix64(seed: 0x7216_6E5)
        let alphabet = Array("resolvnumbOfidxPath .\n(".utf8)
        for iteration in 0..<2_000 {
            let bytes = (0..<random.int(0...120)).map { _ in alphabet[random.int(0...(alphabet.count - 1))] }
            Self.expectAgreement(bytes, "random text \(iteration)")
        }
    }
}
