import ArchTestSupport
import Foundation
import Testing

/// The figures the README states about the reference app are the ones archkit prints for it,
/// so the front page cannot drift from the tool.
@Suite("Figures the README states")
struct DocumentedFiguresTests {
    static let fixture = RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp")

    static func readme() throws -> String {
        try String(contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The first capture group of `pattern` in `text`, or nil.
    static func firstCapture(_ pattern: String, in text: String) throws -> String? {
        let expression = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        guard let match = expression.firstMatch(in: text, range: range),
              let captured = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[captured])
    }

    @Test func theFirstRunSummaryIsTheFixtures() throws {
        let readme = try Self.readme()
        let result = CLI.run(["check", Self.fixture.path])
        let printed = try #require(result.stdout.split(separator: "\n").last { $0.hasPrefix("archkit: ") })
        let stated = try #require(try Self.firstCapture("`(archkit: [^`]*edges)`", in: readme), "README states no summary line")
        #expect(stated == String(printed))

        let warnings = try #require(try Self.firstCapture(#"(\d+) warnings in "#, in: String(printed)))
        #expect(readme.contains("warns about \(warnings) calls"), "README's count of warnings")
        let files = try #require(try Self.firstCapture(#" in (\d+) files"#, in: String(printed)))
        #expect(readme.contains("\(files) Swift files"), "README's count of files")
    }

    @Test func theFoldedEdgesAreTheReportsCount() throws {
        let readme = try Self.readme()
        let stated = try #require(try Self.firstCapture(#"composition\s+root's (\d+) other\s+edges folded"#, in: readme))
        let result = CLI.run(["graph", Self.fixture.path, "--format", "html"])
        #expect(result.stdout.contains(">\(stated) edges</text>"), "the HTML report folds another number of edges")
        let hidden = try #require(try Self.firstCapture(#"the (\d+) edges that\s+a path through other modules implies hidden"#, in: readme))
        #expect(result.stdout.contains("\(hidden) edges that a path through other modules implies are hidden"),
                "the HTML report hides another number of edges")
    }
}
