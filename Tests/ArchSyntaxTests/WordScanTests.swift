import Testing
@testable import ArchSyntax

/// The lexer skips names, indentation and comments eight bytes at a time. Each word-wide test
/// must answer, for every byte, what the byte table answers.
@Suite("Word-wide byte tests")
struct WordScanTests {
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
