import ArchCore
import Foundation
import Testing
@testable import ArchSyntax
import ArchTestSupport

/// The one-pass search by byte pairs must say exactly what the search per word says: which
/// words occur, wherever they are in the buffer, whatever its length.
@Suite("Pair search agrees with the search per word")
struct PairSearchTests {
    static let triggerWords = ["resolve", "numberOf", "indexPath"].map { Array($0.utf8) }

    /// Bit `k` set when `words[k]` occurs, found by `WordSearch` one word at a time.
    static func simple(_ words: [[UInt8]], in bytes: [UInt8]) -> UInt64 {
        let search = WordSearch(words)
        return bytes.withUnsafeBufferPointer { buffer in
            var found: UInt64 = 0
            for index in words.indices where search.containsAny(index..<(index + 1), in: buffer) { found |= 1 << UInt64(index) }
            return found
        }
    }

    static func pairs(_ words: [[UInt8]], in bytes: [UInt8]) -> UInt64? {
        guard let search = PairSearch(words) else { return nil }
        return bytes.withUnsafeBufferPointer { search.occurring(in: $0) }
    }

    static func expectAgreement(_ words: [[UInt8]], _ bytes: [UInt8], _ label: @autoclosure () -> String) {
        #expect(pairs(words, in: bytes) == simple(words, in: bytes), "\(label())")
    }

    @Test func eachWordAtEveryOffsetAndLength() {
        let filler = Array("var x = private(set) let v = lv rO xP ".utf8)
        for word in Self.triggerWords {
            for before in 0..<20 {
                for after in 0..<20 {
                    let bytes = Array(filler.prefix(before)) + word + Array(filler.suffix(after))
                    Self.expectAgreement(Self.triggerWords, bytes, "\(before) \(after) \(String(decoding: bytes, as: UTF8.self))")
                    // The word cut short by one byte at either end is no occurrence.
                    let cut = Array(bytes.prefix(before + word.count - 1))
                    Self.expectAgreement(Self.triggerWords, cut, "cut \(String(decoding: cut, as: UTF8.self))")
                    let front = Array(bytes.suffix(word.count - 1 + after))
                    Self.expectAgreement(Self.triggerWords, front, "front \(String(decoding: front, as: UTF8.self))")
                }
            }
        }
    }

    @Test func findsTheWordsThatAreThere() {
        let text = Array("x.resolve(A.self); func numberOfSections() { indexPath.row }".utf8)
        #expect(Self.pairs(Self.triggerWords, in: text) == 0b111)
        #expect(Self.pairs(Self.triggerWords, in: Array("resolv numberO ndexPath lv rO xP".utf8)) == 0)
        #expect(Self.pairs(Self.triggerWords, in: []) == 0)
    }

    /// Random text made of the words' own bytes, so that pairs and near misses are frequent.
    @Test func randomText() {
        var random = SplitMix64(seed: 0x9A12_5EA2)
        let alphabets = [Array("resolvnumbOfindxPath ".utf8), Array("lvrOxP".utf8), Array("resolve numberOf indexPath\n".utf8)]
        let wordSets: [[[UInt8]]] = [
            Self.triggerWords, [Self.triggerWords[0]], Array(Self.triggerWords.prefix(2)),
            ["make", "inject", "numberOf", "indexPath"].map { Array($0.utf8) }, ["ab", "ba"].map { Array($0.utf8) },
        ]
        for iteration in 0..<6_000 {
            let alphabet = alphabets[iteration % alphabets.count]
            let length = Int(random.next() % 90)
            let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            for words in wordSets {
                Self.expectAgreement(words, bytes, "\(iteration): \(String(decoding: bytes, as: UTF8.self))")
            }
        }
    }

    /// Every fixture, and every fixture with the three words put at random places.
    @Test func fixtureSources() throws {
        let files = RepositoryPaths.swiftFiles(under: RepositoryPaths.fixtures)
        try #require(!files.isEmpty)
        var random = SplitMix64(seed: 0xF1C5_7E55)
        for file in files {
            var bytes = [UInt8](try Data(contentsOf: file))
            Self.expectAgreement(Self.triggerWords, bytes, file.path)
            for word in Self.triggerWords where !bytes.isEmpty {
                bytes.insert(contentsOf: word, at: Int(random.next() % UInt64(bytes.count + 1)))
                Self.expectAgreement(Self.triggerWords, bytes, "\(file.path) with \(String(decoding: word, as: UTF8.self))")
            }
        }
    }

    /// Words the pair search cannot take are left to the search per word.
    @Test func declinesWhatItCannotTake() {
        #expect(PairSearch([]) == nil)
        #expect(PairSearch([Array("r".utf8)]) == nil)
        #expect(PairSearch(["a", "b", "c", "d", "e"].map { Array(($0 + $0).utf8) }) == nil)
    }
}
