import ArchTestSupport
import Foundation
import Testing

/// ARCHITECTURE.md draws archkit's pipeline with archkit itself: the Mermaid block there is
/// what `archkit graph . --format mermaid` prints for this repository, without the summary
/// line, so the drawing cannot fall behind the targets.
@Suite("Architecture drawing")
struct ArchitectureDrawingTests {
    static let regenerate = "swift run archkit graph . --format mermaid | tail -n +2"

    @Test func theMaintainersDrawingIsArchkitsOwn() throws {
        let page = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let opening = "<!-- \(Self.regenerate) -->\n```mermaid\n"
        let start = try #require(page.range(of: opening), "ARCHITECTURE.md has no drawing under `<!-- \(Self.regenerate) -->`")
        let end = try #require(page.range(of: "```\n", range: start.upperBound..<page.endIndex))
        let drawn = String(page[start.upperBound..<end.lowerBound])

        let result = CLI.run(["graph", ".", "--format", "mermaid"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let printed = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        #expect(drawn == printed, "ARCHITECTURE.md's drawing is stale; replace it with the output of: \(Self.regenerate)")
    }
}
