import ArchCore
import ArchTestSupport
import Foundation
import Testing
@testable import ArchSyntax

/// `SwiftLexer.next()` lexes the common tokens on fast paths and skips names, indentation and
/// comments eight bytes at a time. These tests hold both to the general path and to the byte
/// table: every token, with its position and flags, must be the same.
@Suite("Lexer fast paths")
struct LexerFastPathTests {
    private func tokens(_ bytes: [UInt8], general: Bool) -> [Token] {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = SwiftLexer(buffer)
            var tokens: [Token] = []
            while true {
                let token = general ? lexer.nextByGeneralPath() : lexer.next()
                tokens.append(token)
                if token.kind == .endOfFile { return tokens }
            }
        }
    }

    private func expectAgreement(_ bytes: [UInt8], _ label: @autoclosure () -> String) {
        let fast = tokens(bytes, general: false)
        let general = tokens(bytes, general: true)
        guard fast != general else { return }
        let index = (0..<min(fast.count, general.count)).first { fast[$0] != general[$0] } ?? min(fast.count, general.count)
        Issue.record("\(label()): token \(index) differs: fast \(index < fast.count ? "\(fast[index])" : "none"), general \(index < general.count ? "\(general[index])" : "none")")
    }

    @Test func everyFixtureFile() throws {
        let files = RepositoryPaths.swiftFiles(under: RepositoryPaths.fixtures)
        try #require(!files.isEmpty)
        for file in files {
            expectAgreement([UInt8](try Data(contentsOf: file)), file.path)
        }
    }

    /// Fixture files with bytes replaced, inserted and deleted, so that names, runs of spaces
    /// and comments end at every offset of an eight-byte word and next to every kind of byte.
    @Test func mutatedFixtureFiles() throws {
        let files = RepositoryPaths.swiftFiles(under: RepositoryPaths.fixtures)
        try #require(!files.isEmpty)
        let sources = try files.map { [UInt8](try Data(contentsOf: $0)) }
        let inserts: [[UInt8]] = ["        ", " ", "\n", "\r\n", "\r", "//", "/*", "*/", ".", "..", "/", "#", "\"", "`", "@", "$",
                                  "_", "é", "\u{0}", "\t", "0x1F", "1.5e-3", "->", "...", "a", "Z"].map { Array($0.utf8) }
        var random = SplitMix64(seed: 0xFA57_9A7E)
        for iteration in 0..<300 {
            var bytes = sources[random.next(below: sources.count)]
            for _ in 0..<random.int(1...8) where !bytes.isEmpty {
                let offset = random.next(below: bytes.count)
                switch random.next(below: 3) {
                case 0: bytes[offset] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.insert(contentsOf: random.pick(inserts), at: offset)
                default: bytes.removeSubrange(offset..<min(bytes.count, offset + random.int(1...16)))
                }
            }
            if random.oneIn(4) { bytes.removeSubrange(random.next(below: bytes.count + 1)...) }
            expectAgreement(bytes, "mutated source \(iteration)")
        }
    }

    /// Every byte value at every offset, short inputs included, where the word-wide scans fall
    /// back to single bytes near the end.
    @Test func everyByteAtEveryOffset() {
        for byte in UInt8.min...UInt8.max {
            for prefix in ["", "a", "abcdefg", "abcdefgh", "       ", "        ", "// comment", "x.y", "x ", "1"] {
                for suffix in ["", "z", "bcdefghijklmnop", "        x", "\n"] {
                    expectAgreement(Array(prefix.utf8) + [byte] + Array(suffix.utf8), "byte \(byte) after \(prefix), before \(suffix)")
                }
            }
        }
    }

    /// Each word-wide test against the byte-at-a-time test it replaces, for every pair of
    /// neighbouring bytes, so that no carry from one byte can change the next one's answer.
    @Test func wordTestsMatchByteTests() {
        for first in UInt8.min...UInt8.max {
            for second in UInt8.min...UInt8.max {
                let bytes: [UInt8] = [first, second, first, second, second, first, second, first]
                let word = bytes.withUnsafeBufferPointer { WordScan.load($0, at: 0) }
                let stops = WordScan.identifierStops(word)
                let breaks = WordScan.lineBreaks(word)
                let zeros = WordScan.zeroBytes(word)
                for (index, byte) in bytes.enumerated() {
                    let bit = UInt64(0x80) << (8 * index)
                    let isName = ByteClass.table[Int(byte)] & ByteClass.identifierBody != 0
                    if (stops & bit == 0) != isName { Issue.record("identifierStops wrong for \(byte) next to \(bytes)") }
                    if (breaks & bit != 0) != (byte == 0x0A || byte == 0x0D) { Issue.record("lineBreaks wrong for \(byte)") }
                    if (zeros & bit != 0) != (byte == 0) { Issue.record("zeroBytes wrong for \(byte)") }
                }
            }
        }
    }
}
