import ArchCore
import Foundation
import Testing
@testable import ArchSyntax
import ArchTestSupport

/// `WordSearch` compares a pair of each word's bytes at sixteen places at once; it must find
/// exactly what a plain search finds, wherever the word lies, near either end of the buffer
/// included.
@Suite("Trigger word search agrees with a plain search")
struct ScanTriggerSearchTests {
    static let words: [[UInt8]] = ["resolve", "numberOf", "indexPath", "r", "ab", "make"].map { Array($0.utf8) }

    /// The word compared at every place in turn, with `memcmp`: tens of thousands of buffers
    /// are checked, and comparing array slices in a debug build took seconds.
    static func plainContains(_ word: [UInt8], in bytes: [UInt8]) -> Bool {
        guard !word.isEmpty, bytes.count >= word.count else { return false }
        return bytes.withUnsafeBytes { haystack in
            word.withUnsafeBytes { needle in
                (0...(bytes.count - word.count)).contains { memcmp(haystack.baseAddress! + $0, needle.baseAddress!, word.count) == 0 }
            }
        }
    }

    /// Up to three words of two bytes or more are searched with their pairs in registers, more
    /// with them in an array: both ways, and the three words of a check grouped as it groups them.
    static let searches = [(words, WordSearch(words)), (Array(words.prefix(3)), WordSearch(Array(words.prefix(3))))]
    static let grouped = WordSearch(Array(words.prefix(3)), groups: [0, 1, 1])

    /// The bytes end at a page that may not be read, so that a load past the end crashes.
    /// Only a disagreement is recorded: the callers check tens of thousands of buffers.
    static func expectAgreement(_ bytes: [UInt8], _ label: @autoclosure () -> String) {
        // Every search asks about a prefix of `words`, so each is looked for once.
        let contained = words.map { plainContains($0, in: bytes) }
        GuardedBytes.with(bytes) { buffer in
            for (searched, search) in searches {
                let present = search.search(buffer).groups
                for index in searched.indices where (present & (1 << UInt64(index)) != 0) != contained[index] {
                    Issue.record("\(String(decoding: searched[index], as: UTF8.self)) of \(searched.count) in \(label()): found \(!contained[index])")
                }
            }
            let groups = grouped.search(buffer).groups
            if (groups & 1 != 0) != contained[0] { Issue.record("group 0 in \(label()): found \(!contained[0])") }
            if (groups & 2 != 0) != (contained[1] || contained[2]) { Issue.record("group 1 in \(label()): found \(groups & 2 != 0)") }
        }
    }

    @Test func everyPlaceInBuffersOfEveryLength() {
        // From 17 bytes on, the search compares sixteen places at a time, the last block
        // overlapping the one before. The quick run takes two of the longer buffers.
        let longer = SlowSuites.choose(quick: [63, 199], full: Array(stride(from: 63, through: 200, by: 17)))
        for length in Array(0..<48) + longer {
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

    /// The search also tells whether it saw that every byte is ASCII, so that the scan can
    /// leave out the file's UTF-8 validation: a byte outside ASCII anywhere, the last one
    /// included, must be seen, and a file of ASCII alone is one the validation is left out for.
    @Test func aByteOutsideASCIIIsSeenWhereverItIs() {
        let search = WordSearch(Array(Self.words.prefix(3)), groups: [0, 1, 1])
        for length in Array(2..<80) + Array(stride(from: 95, through: 300, by: 23)) {
            let ascii = [UInt8](repeating: UInt8(ascii: "e"), count: length)
            GuardedBytes.with(ascii) { buffer in
                #expect(search.search(buffer).sawOnlyASCII, "\(length) ASCII bytes")
            }
            for place in 0..<length {
                for high: UInt8 in [0x80, 0xC3, 0xFF] {
                    var bytes = ascii
                    bytes[place] = high
                    GuardedBytes.with(bytes) { buffer in
                        #expect(!search.search(buffer).sawOnlyASCII, "\(high) at \(place) of \(length)")
                    }
                }
            }
        }
        // Having found every group, the search stops: it then claims nothing.
        let all = Array("resolve numberOf".utf8) + [UInt8](repeating: UInt8(ascii: "e"), count: 100) + [0xC3]
        GuardedBytes.with(all) { buffer in
            let found = search.search(buffer)
            #expect(found.groups == 3 && !found.sawOnlyASCII)
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
