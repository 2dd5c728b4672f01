import ArchCore
import Testing
@testable import ArchSyntax
import ArchTestSupport

/// `#if` conditions are read as one slice of the source when they are ASCII with at most one
/// space between tokens, and token by token otherwise; either way the text must be what
/// joining the tokens with one space per gap gives.
@Suite("Condition text is the same by slice and by token")
struct ScanConditionTextTests {
    /// The condition after the first `#if` of `source`, read the plain way: every token up to
    /// the end of the line (outside parentheses), then `TokenCursor.normalizedText(of:in:)`.
    static func reference(_ source: [UInt8]) -> String? {
        source.withUnsafeBufferPointer { buffer in
            var cursor = TokenCursor(buffer)
            while true {
                let token = cursor.advance()
                if token.kind == .endOfFile { return nil }
                guard token.kind == .pound, cursor.text(token) == "#if" else { continue }
                var tokens: [Token] = []
                var depth = 0
                while true {
                    let next = cursor.peek()
                    if next.kind == .endOfFile || (next.startsLine && depth == 0) { break }
                    if cursor.isPunctuation(next, .openParen) { depth += 1 }
                    if cursor.isPunctuation(next, .closeParen) { depth -= 1 }
                    tokens.append(cursor.advance())
                }
                return TokenCursor.normalizedText(of: tokens, in: cursor.bytes)
            }
        }
    }

    static let pieces = ["DEBUG", "canImport(UIKit)", "os(iOS)", " ", "  ", "\t", "/* c */", "||", "&&", "!", "é",
                         "(", ")", "\n", "(\n", "FLAG_2", "swift(>=5.9)", "\u{FF}", "\u{C3}", "// tail"]

    static func expectAgreement(_ condition: [UInt8], _ label: String) {
        let source = Array("#if ".utf8) + condition + Array("\nimport A\n#endif\n".utf8)
        let scanned = SourceScanner.scan(source, options: ScanOptions(facts: []))
        let expected = reference(source)
        guard let imported = scanned.imports.first else { return }
        let condition = imported.condition
        // An empty condition leaves the import unconditional only if the stack renders it so;
        // compare with what the stack makes of the reference text.
        var stack = ConditionStack()
        stack.open(expected ?? "")
        #expect(condition == stack.current, "\(label)")
    }

    @Test func randomConditions() {
        var random = SplitMix64(seed: 0xC0_0D17)
        for iteration in 0..<3_000 {
            var condition: [UInt8] = []
            for _ in 0..<random.int(0...8) {
                let piece = random.pick(Self.pieces)
                condition += piece == "\u{FF}" ? [0xFF] : piece == "\u{C3}" ? [0xC3] : Array(piece.utf8)
            }
            Self.expectAgreement(condition, "condition \(iteration): \(condition)")
        }
    }

    @Test func writtenConditions() {
        for text in ["DEBUG", "DEBUG || os(iOS)", "canImport(UIKit) && !DEBUG", "A  &&\tB", "A /* x */ B", "é && A",
                     "A && é", "(A ||\n B)", "A&&B", "swift(>=5.9)", ""] {
            Self.expectAgreement(Array(text.utf8), text)
        }
    }
}
