import ArchCore
import ArchTestSupport
import Testing
@testable import ArchSyntax

/// The lexer finds the end of a line comment, and the bytes a block comment or a string's body
/// acts on, sixteen bytes at a time. Each must stop where a plain loop over the bytes stops,
/// wherever the byte lies in its block and however close to the end of the buffer, with lines
/// counted the same. Each buffer ends at a page that may not be read, so a load past it crashes.
@Suite("Comment and string skipping agree with a byte loop")
struct CommentSkipTests {
    /// The end of the line from `start`, one byte at a time.
    static func plainEndOfLine(_ bytes: [UInt8], from start: Int) -> Int {
        var p = start
        while p < bytes.count, bytes[p] != .newline, bytes[p] != .carriageReturn { p += 1 }
        return p
    }

    /// Where a nested block comment from `start` ends, and the line breaks inside it (`\r\n`
    /// counts once), one byte at a time.
    static func plainBlockComment(_ bytes: [UInt8], from start: Int) -> (end: Int, lines: Int, lineStart: Int?) {
        var depth = 0
        var p = start
        var lines = 0
        var lineStart: Int?
        while p < bytes.count {
            if bytes[p] == .slash, p + 1 < bytes.count, bytes[p + 1] == .star {
                depth += 1
                p += 2
            } else if bytes[p] == .star, p + 1 < bytes.count, bytes[p + 1] == .slash {
                depth -= 1
                p += 2
                if depth == 0 { break }
            } else if bytes[p] == .newline || bytes[p] == .carriageReturn {
                p += bytes[p] == .carriageReturn && p + 1 < bytes.count && bytes[p + 1] == .newline ? 2 : 1
                lines += 1
                lineStart = p
            } else {
                p += 1
            }
        }
        return (p, lines, lineStart)
    }

    static let pieces: [[UInt8]] = ["a", "b", " ", "*", "/", "/*", "*/", "\n", "\r", "\r\n", "**", "//", "é", "\t"]
        .map { Array($0.utf8) }

    @Test func randomBuffersOfEveryLength() {
        var random = SplitMix64(seed: 0xC0_44E7)
        for iteration in 0..<4_000 {
            var bytes: [UInt8] = Array("/*".utf8)
            // Lengths around one, two and three blocks of sixteen.
            let target = random.int(0...70)
            while bytes.count < target { bytes += random.pick(Self.pieces) }
            let block = Self.plainBlockComment(bytes, from: 0)
            GuardedBytes.with(bytes) { buffer in
                var lexer = SwiftLexer(buffer)
                lexer.position = 0
                lexer.skipBlockComment()
                #expect(lexer.position == block.end, "block comment \(iteration): \(bytes)")
                #expect(lexer.line == 1 + block.lines, "lines of block comment \(iteration): \(bytes)")
                if let lineStart = block.lineStart { #expect(lexer.lineStart == lineStart, "line start \(iteration)") }
                for start in stride(from: 0, through: bytes.count, by: 3) {
                    #expect(lexer.endOfLine(from: start) == Self.plainEndOfLine(bytes, from: start),
                            "end of line from \(start) in \(iteration): \(bytes)")
                }
            }
        }
    }

    /// `firstOfFour` stops at the first of its bytes, or earlier where fewer than sixteen bytes
    /// are left; the loops that call it go on byte by byte from there.
    @Test func firstOfFourStopsAtTheFirstStopByte() {
        var random = SplitMix64(seed: 0xF1_4570)
        let alphabet = Array("ab \\\"\n\r*/#(".utf8)
        for iteration in 0..<3_000 {
            let bytes = (0..<random.int(0...70)).map { _ in random.pick(alphabet) }
            GuardedBytes.with(bytes) { buffer in
                let lexer = SwiftLexer(buffer)
                for start in 0...bytes.count {
                    let stop = lexer.firstOfFour(from: start, .backslash, .quote, .newline, .carriageReturn)
                    let plain = bytes[start...].firstIndex { [.backslash, .quote, .newline, .carriageReturn].contains($0) } ?? bytes.count
                    let exact = stop == plain
                    let handedBack = stop <= plain && bytes.count - stop < 16
                    #expect(stop >= start && (exact || handedBack), "from \(start) in \(iteration): \(bytes), stopped at \(stop)")
                }
            }
        }
    }

    /// A line break or a comment's closing at each place of a long comment, the last blocks
    /// included.
    @Test func eachStopAtEachPlace() {
        for length in [15, 16, 17, 31, 32, 33, 48, 64, 65] {
            for place in 2..<(length - 1) {
                for stop in ["\n", "\r", "*/", "/*"] {
                    var bytes = Array("/*".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: length - 2)
                    bytes.replaceSubrange(place..<min(bytes.count, place + stop.utf8.count), with: Array(stop.utf8))
                    let block = Self.plainBlockComment(bytes, from: 0)
                    GuardedBytes.with(bytes) { buffer in
                        var lexer = SwiftLexer(buffer)
                        lexer.position = 0
                        lexer.skipBlockComment()
                        #expect(lexer.position == block.end && lexer.line == 1 + block.lines, "\(stop) at \(place) of \(length)")
                        #expect(lexer.endOfLine(from: 2) == Self.plainEndOfLine(bytes, from: 2), "\(stop) at \(place) of \(length)")
                    }
                }
            }
        }
    }
}
