import ArchViews
import ArchReport
import ArchTestSupport
import Foundation
import Testing

/// Graphviz keeps the "(tests)" band at the bottom, below modules of no layer and externals too.
@Suite("DOT tests band")
struct DOTTestsBandTests {
    @Test(.requires(.graphviz))
    func testsAreStackedBelowAnUnlayeredGraph() throws {
        let view = try GraphViewBuilder.build(DOTLayoutTests.stack(layered: false), options: GraphViewOptions(includeTests: true))
        #expect(view.bands.map(\.name) == [GraphViewBuilder.unlayeredBand, GraphViewBuilder.externalBand, GraphViewBuilder.testsBand])
        let dot = DOTRenderer().render(view)
        // StackTests depends on App, at the top: the edge points up and does not rank.
        #expect(dot.contains(#""StackTests" -> "App" [constraint=false"#))
        let result = try GraphvizLayout.lay(out: dot, name: "unlayered-tests")
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let layout = result.layout
        #expect(layout.clustersOutOfOrder(view.bands.map(\.name)).isEmpty, "\(layout.clusters.map { ($0.label, $0.box) })")
        let tests = try #require(layout.nodes.first { $0.name == "StackTests" })
        // Graphviz's y grows upwards: every module is above the test target.
        #expect(layout.nodes.filter { !$0.isInvisible && $0.name != "StackTests" }.allSatisfy { $0.position.y > tests.position.y })
    }
}
