import ArchTestSupport
import Testing
@testable import ArchSyntax

private func conditions(_ source: String) -> [String?] {
    SourceScanner.scan(Array(source.utf8)).imports.map(\.condition)
}

/// Each import once rendered the condition of every enclosing `#if` again: 10,000 nested
/// levels with 4,000 imports inside took 52 s and 506 MB. Each level's condition is now
/// rendered once and shared, and a rendering stops growing at a bounded length.
@Suite("Condition stack", .serialized)
struct ConditionStackTests {
    /// The `#else` of a negated flag or call is that flag or call, not its double negation.
    @Test func theElseOfANegationIsWhatWasNegated() {
        #expect(conditions("""
        #if !DEBUG
        import One
        #else
        import Two
        #endif
        #if !canImport(UIKit)
        #elseif os(macOS)
        import Three
        #else
        import Four
        #endif
        #if !(A || B)
        #else
        import Five
        #endif
        #if !(A) || !(B)
        #else
        import Six
        #endif
        """) == ["!DEBUG", "DEBUG", "canImport(UIKit) && os(macOS)", "canImport(UIKit) && !os(macOS)", "(A || B)", "!(!(A) || !(B))"])
    }

    @Test func ordinaryConditionsRenderAsBefore() {
        #expect(conditions("""
        #if A && B
        import One
        #endif
        #if C || D
        #else
        import Two
          #if A && B
          import Three
          #endif
        #endif
        #if A
        #elseif B || C
          #if D
          #else
          import Four
          #endif
        #elseif E
        import Five
        #endif
        """) == ["A && B", "!(C || D)", "!(C || D) && A && B", "!A && (B || C) && !D", "!A && !(B || C) && E"])
    }

    @Test func aDeeplyNestedConditionIsCutWithAnEllipsis() throws {
        let found = SourceScanner.scan(Array(SampleSources.nestedConditions(depth: 10_000, imports: 4_000).utf8)).imports
        #expect(found.count == 4_000)
        let condition = try #require(found.last?.condition)
        #expect(condition.hasPrefix("F0 && F1 && F2 && "))
        #expect(condition.hasSuffix("…"))
        #expect(condition.utf8.count <= CappedText.limit + "…".utf8.count)
    }

    /// A condition line of a megabyte reaches every import under it, cut to a bounded length.
    @Test func aVeryLongConditionIsCut() throws {
        let long = (0..<100_000).map { "F\($0)" }.joined(separator: " || ")
        let found = conditions("#if \(long)\nimport A\n#if B\nimport C\n#endif\n#else\nimport D\n#endif\n")
        #expect(found.count == 3)
        for condition in found {
            let condition = try #require(condition)
            #expect(condition.hasSuffix("…"))
            #expect(condition.utf8.count <= CappedText.limit + "…".utf8.count)
        }
        #expect(found[0]?.hasPrefix("F0 || F1 || ") == true)
        #expect(found[1]?.hasPrefix("(F0 || F1 || ") == true)
        #expect(found[2]?.hasPrefix("!(F0 || F1 || ") == true)
    }

    @Test func cuttingKeepsWholeScalars() {
        var text = CappedText(String(repeating: "a", count: CappedText.limit - 1))
        text.append("é")
        #expect(text.isCut)
        #expect(text.text == String(repeating: "a", count: CappedText.limit - 1) + "…")
    }
}
