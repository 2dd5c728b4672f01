import ArchCore
import Testing
@testable import ArchSyntax

/// Strings nested in interpolations once recursed through the lexer, one call chain per level,
/// and 30,000 levels crashed archkit. The lexer now keeps them on a stack of its own, reports
/// the place where they pass the limit, and reads the rest of the file exactly.
@Suite("Nesting limit")
struct NestingLimitTests {
    /// The reproduction: `let s = "\("\("\(…` with 30,000 levels, never closed.
    @Test func thirtyThousandNestedInterpolationsAreReportedWhereTheyPassTheLimit() {
        let source = "import Foundation\nimport Cart\nlet s = " + String(repeating: #""\("#, count: 30_000) + "\n"
        let summary = SourceScanner.scan(Array(source.utf8))
        // `let s = ` takes 8 columns and each level 3: string 257 opens at column 9 + 256 × 3.
        #expect(summary.nestingTooDeep == TextPosition(line: 3, column: 9 + 256 * 3))
        #expect(summary.imports.map(\.module) == ["Foundation", "Cart"])
    }

    @Test func theFileIsStillReadExactlyPastTheLimit() {
        let depth = 300
        let source = "import Before\nlet s = " + String(repeating: #""\("#, count: depth) + "1"
            + String(repeating: #")""#, count: depth) + "\nimport After\nstruct Shown {}\n"
        let summary = SourceScanner.scan(Array(source.utf8))
        #expect(summary.nestingTooDeep == TextPosition(line: 2, column: 9 + 256 * 3))
        #expect(summary.imports.map(\.module) == ["Before", "After"])
        #expect(summary.imports.map(\.line) == [1, 3])
        #expect(summary.declarations.map(\.name) == ["Shown"])
    }

    @Test func nestingUpToTheLimitIsAccepted() {
        let depth = SwiftLexer.maximumStringNesting
        let source = "let s = " + String(repeating: #""\("#, count: depth) + "1"
            + String(repeating: #")""#, count: depth) + "\nimport After\n"
        let summary = SourceScanner.scan(Array(source.utf8))
        #expect(summary.nestingTooDeep == nil)
        #expect(summary.imports.map(\.module) == ["After"])
    }

    @Test func rawAndMultiLineStringsCountAsLevelsToo() {
        // Each level is `#"\#(` (5 columns) or `"""` with its interpolation on the next line.
        let raw = "let s = " + String(repeating: ##"#"\#("##, count: 1_000) + "\n"
        #expect(SourceScanner.scan(Array(raw.utf8)).nestingTooDeep == TextPosition(line: 1, column: 9 + 256 * 5))
        let multiLine = String(repeating: "\"\"\"\n\\(", count: 1_000)
        #expect(SourceScanner.scan(Array(multiLine.utf8)).nestingTooDeep == TextPosition(line: 257, column: 3))
    }

    @Test func tokensAroundADeepStringKeepTheirPositions() {
        let depth = 500
        let source = "a = " + String(repeating: #""\("#, count: depth) + "x / 2"
            + String(repeating: #")""#, count: depth) + " / 3\nb"
        let tokens = SwiftLexer.tokenize(Array(source.utf8))
        #expect(tokens.map(\.kind) == [.identifier, .operatorSymbol, .string, .operatorSymbol, .number, .identifier, .endOfFile])
        #expect(tokens[2].hasInterpolation)
        #expect(tokens[5].line == 2 && tokens[5].column == 1 && tokens[5].startsLine)
    }
}
