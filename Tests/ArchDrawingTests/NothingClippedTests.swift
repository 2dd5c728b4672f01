import ArchCore
@testable import ArchViews
import ArchModuleGraph
import ArchTestSupport
import Testing

/// Every box and every curve of a drawing lies inside its SVG viewBox (`0 0 width height`),
/// so nothing is cut off at an edge of the picture, and no curve passes through a box.
@Suite("Nothing clipped")
struct NothingClippedTests {
    /// The 500 modules' whole module drawing, layered and unlayered, is laid out in the slow
    /// suites only, with the other scale cases; every run lays out their layer drawing and
    /// ranks 90 unlayered modules.
    static func views() throws -> [(String, GraphView)] {
        [
            ("shop", try GraphViewBuilder.build(TestGraphs.shop, options: GraphViewOptions(includeTests: true, includeExternal: true))),
            ("crossed", TestGraphs.crossedBands),
            ("synthetic 500, layers", try GraphViewBuilder.build(TestGraphs.synthetic500, options: GraphViewOptions(level: .layer))),
        ] + (SlowSuites.areRequested
            ? [("synthetic 500", try GraphViewBuilder.build(TestGraphs.synthetic500, options: GraphViewOptions(includeExternal: true))),
               ("unlayered 500", try GraphViewBuilder.build(RankedBandsTests.unlayered(count: 500, seed: 11), options: GraphViewOptions()))]
            : [])
    }

    /// Laid out once for both tests; the ranked-band tests lay out the 90 unlayered modules.
    static let layouts = Result {
        try views().map { name, view in (name, LayeredLayout.layout(view)) } + [("unlayered 90", try RankedBandsTests.unlayered90.get().layout)]
    }

    @Test func everyBoxAndCurveLiesInsideTheDrawing() throws {
        for (name, layout) in try Self.layouts.get() {
            let problems = layout.partsOutsideTheDrawing()
            #expect(problems.isEmpty, "\(name): \(problems.prefix(5)) (\(problems.count) in all)")
        }
    }

    /// Curves run down corridors between columns, so none passes through a box that is not
    /// one of its ends, however many bands it crosses and however many rows a band wraps into.
    @Test func noCurveRunsThroughABoxThatIsNotOneOfItsEnds() throws {
        for (name, layout) in try Self.layouts.get() {
            let through = layout.edgesThroughBoxes()
            #expect(through.isEmpty, "\(name): \(through.count) curves through boxes: \(through.prefix(5))")
        }
    }
}
