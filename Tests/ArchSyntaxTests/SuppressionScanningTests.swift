import Testing
@testable import ArchSyntax

private func suppressions(_ source: String) -> [SuppressionComment] {
    SourceScanner.scan(Array(source.utf8)).suppressions
}

@Suite("Suppression comments")
struct SuppressionScanningTests {
    @Test func theThreeScopesWithRulesAndReasons() {
        #expect(suppressions("""
        // archkit:disable-file banned-name -- legacy module, removed in 2027
        let a = 1 // archkit:disable-this-line layer-dependency,feature-isolation -- migration
            //archkit:disable-next-line a, b  c --  spaced reason\u{20}\u{20}
        """) == [
            SuppressionComment(scope: .file, rules: ["banned-name"], reason: "legacy module, removed in 2027", line: 1, column: 1),
            SuppressionComment(scope: .thisLine, rules: ["layer-dependency", "feature-isolation"], reason: "migration", line: 2, column: 11),
            SuppressionComment(scope: .nextLine, rules: ["a", "b", "c"], reason: "spaced reason", line: 3, column: 5),
        ])
    }

    @Test func aMissingOrEmptyReasonIsNil() {
        #expect(suppressions("""
        // archkit:disable-next-line rule-a
        // archkit:disable-next-line rule-b --
        // archkit:disable-next-line rule-c --   \t
        """).map(\.reason) == [nil, nil, nil])
    }

    /// A reason may itself contain `--`; only the first one separates.
    @Test func theReasonIsEverythingAfterTheFirstSeparator() {
        #expect(suppressions("// archkit:disable-next-line r -- keep -- for now").map(\.reason) == ["keep -- for now"])
    }

    @Test func anUnknownScopeIsRecordedWithItsWord() {
        let found = suppressions("""
        // archkit:disable-nextline rule -- typo
        // archkit:
        // archkit: disable-file rule -- spaces after the colon are fine
        """)
        #expect(found.map(\.scope) == [.unknown, .unknown, .file])
        #expect(found.map(\.directive) == ["disable-nextline", "", "disable-file"])
        #expect(found[0].rules == ["rule"])
        #expect(!SuppressionComment.Scope.allCases.contains(.unknown))
    }

    @Test func otherCommentsAndStringsAreNotSuppressions() {
        #expect(suppressions(#"""
        /// archkit:disable-file doc-comment -- not read
        /* archkit:disable-file block -- not read */
        // see archkit:disable-file inside -- not at the start
        // ARCHKIT:disable-file upper -- case matters
        let s = "// archkit:disable-file in-a-string -- no"
        let m = """
        // archkit:disable-file multi-line-string -- no
        """
        """#).isEmpty)
    }

    @Test func aCommentInsideAnInterpolationCounts() {
        #expect(suppressions("let s = \"\\(1 // archkit:disable-this-line r -- odd but a comment\n)\"").map(\.line) == [1])
    }

    @Test func crLineEndingsEndTheReason() {
        #expect(suppressions("// archkit:disable-next-line r -- why\r\nlet a = 1\r\n").map(\.reason) == ["why"])
    }
}
