import ArchCore
import ArchTestSupport
import Testing
@testable import ArchSyntax

/// Every token's line and column name its first byte, counting `\n`, `\r\n` and a lone `\r` as
/// line breaks: a token the lexer lets run over a line break it does not count puts every later
/// place on the wrong line, and past the end of its line.
@Suite("Token places")
struct TokenPlaceTests {
    /// The offset where each line starts.
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == .newline || bytes[index] == .carriageReturn {
                if bytes[index] == .carriageReturn, index + 1 < bytes.count, bytes[index + 1] == .newline { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    static func expectPlaces(_ bytes: [UInt8], _ label: String) {
        let starts = lineStarts(bytes)
        GuardedBytes.with(bytes) { buffer in
            var lexer = SwiftLexer(buffer)
            while true {
                let token = lexer.next()
                // The line the first byte is on: the last line that starts at or before it.
                let line = starts.lastIndex { $0 <= token.start }.map { $0 + 1 } ?? 1
                let column = token.start - starts[line - 1] + 1
                let right = token.line == line && token.column == column
                #expect(right, "\(token.kind) at \(token.start) named \(token.line):\(token.column), not \(line):\(column), in \(label)")
                if !right || token.kind == .endOfFile { break }
            }
        }
    }

    /// A backslash escapes the next byte in a bare `/…/` regex, but a line break after it still
    /// ends the line: the literal may not span it.
    @Test func anEscapedLineBreakEndsABareRegex() {
        for lineBreak in ["\n", "\r", "\r\n"] {
            let source = "let a = /x\\" + lineBreak + "/ + b"
            Self.expectPlaces(Array(source.utf8), source.debugDescription)
            let kinds = SwiftLexer.tokenize(Array(source.utf8)).map(\.kind)
            #expect(!kinds.contains(.regex), "\(source.debugDescription)")
        }
        Self.expectPlaces(Array("let a = /x\\/y/ + b\nc".utf8), "an escaped slash")
        #expect(SwiftLexer.tokenize(Array("let a = /x\\/y/".utf8)).contains { $0.kind == .regex })
    }

    @Test func randomSources() {
        let pieces = ["/", "/", "\\", "\n", "\r", "\r\n", "[", "]", "a", "b1", " ", "(", ")", "=", "#", "\"", "\"\"\"",
                      "//", "/*", "*/", "'", "`", "x.y", "é", "\t", "0x1F", "@a", "#if", "#/", "/#", "{", "}"]
        var random = SplitMix64(seed: 0x71AC_E5)
        for iteration in 0..<3_000 {
            var text = ""
            for _ in 0..<random.int(1...60) { text += random.pick(pieces) }
            Self.expectPlaces(Array(text.utf8), "random source \(iteration): \(text.debugDescription)")
        }
    }
}
