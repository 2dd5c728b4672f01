import ArchTestSupport
import Testing
@testable import ArchSyntax

/// Inputs that once made the lexer rescan the rest of a line or file from every position. Each
/// is scanned at two sizes, and only the ratio of the times is judged.
@Suite("Lexer growth", .serialized, .slow)
struct LexerGrowthTests {
    /// Scans `unit` repeated `count` times, with `prefix` and `suffix` around it.
    private func growth(of unit: String, prefix: String = "", suffix: String = "", startingAt count: Int = 20_000) -> Growth {
        // Five timings at each size, keeping the best, since suites run side by side.
        Growth.measure(startingAt: count, repeats: 5, make: { count in
            Array((prefix + String(repeating: unit, count: count) + suffix).utf8)
        }, work: { bytes in
            _ = SourceScanner.scan(bytes)
        })
    }

    /// `lexPound` measured the run of `#` again from each of its bytes.
    @Test func aLineOfPoundSigns() {
        let growth = growth(of: "#", startingAt: 100_000)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    /// Each `/` searched the rest of the line for the end of a regex literal.
    @Test func aLineOfSlashesAndBrackets() {
        let growth = growth(of: "/[")
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    /// Escaped slashes inside a class, where a search outside the class must look past each.
    @Test func aLineOfEscapedSlashesInAClass() {
        let growth = growth(of: #"\/"#, prefix: "x = /[ ")
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    /// Each unclosed `#/` searched to the end of the file.
    @Test func unclosedExtendedRegexLiterals() {
        let growth = growth(of: "#/a")
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    /// Unclosed `#/` on lines of their own.
    @Test func unclosedExtendedRegexLiteralsOnManyLines() {
        let growth = growth(of: "#/a\n")
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    /// A run of `#` before a `/` tried the search once per `#`, with one pound fewer each time.
    @Test func aRunOfPoundSignsBeforeAnUnclosedSlash() {
        let growth = growth(of: "#", suffix: "/" + String(repeating: "a/#", count: 1_000))
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    /// Raw strings that never close end at their line break.
    @Test func unclosedRawStrings() {
        let growth = growth(of: ##"#"a"##)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func unclosedRawStringsOnManyLines() {
        let growth = growth(of: "##\"a\n")
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    /// An unterminated multi-line string reads to the end of the file, once.
    @Test func unterminatedMultiLineStrings() {
        let growth = growth(of: "a\n", prefix: "let s = \"\"\"\n")
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func longRunsOfBackslashes() {
        let inCode = growth(of: #"\"#, startingAt: 100_000)
        #expect(inCode.isRoughlyLinear(), "\(inCode)")
        let inRawString = growth(of: #"\"#, prefix: ###"let s = ##""###, startingAt: 100_000)
        #expect(inRawString.isRoughlyLinear(), "\(inRawString)")
    }

    /// Unclosed backticks, block comments and attribute arguments.
    @Test func otherUnclosedDelimiters() {
        for unit in ["`a", "/*", "@a(", "\"\\("] {
            let growth = growth(of: unit)
            #expect(growth.isRoughlyLinear(), "\(unit): \(growth)")
        }
    }

    /// Nested interpolations are scanned once, however deep.
    @Test func deeplyNestedInterpolations() {
        let growth = growth(of: #""\("#)
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }
}
