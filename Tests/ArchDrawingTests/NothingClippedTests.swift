import ArchCore
@testable import ArchViews
import ArchModuleGraph
import ArchTestSupport
import Testing

/// Every box and every curve of a drawing lies inside its SVG viewBox (`0 0 width height`),
/// so nothing is cut off at an edge of the picture, and no curve passes through a box.
@Suite("Nothing clipped")
struct NothingClippedTests {
    /// The unlayered 500 modules are laid out in the slow suites only, with the other scale
    /// cases; `RankedBandsTests` ranks 90 in every run.
    static func views() throws -> [(String, GraphView)] {
        [
            ("shop", try GraphViewBuilder.build(TestGraphs.shop, options: GraphViewOptions(includeTests: true, includeExternal: true))),
            ("crossed", TestGraphs.crossedBands),
            ("synthetic 500", try GraphViewBuilder.build(TestGraphs.synthetic500, options: GraphViewOptions(includeExternal: true))),
            ("synthetic 500, layers", try GraphViewBuilder.build(TestGraphs.synthetic500, options: GraphViewOptions(level: .layer))),
            ("unlayered 90", try GraphViewBuilder.build(RankedBandsTests.unlayered(count: 90, seed: 7), options: GraphViewOptions())),
        ] + (SlowSuites.areRequested
            ? [("unlayered 500", try GraphViewBuilder.build(RankedBandsTests.unlayered(count: 500, seed: 11), options: GraphViewOptions()))]
            : [])
    }

    /// Laid out once for both tests.
    static let layouts = Result { try views().map { name, view in (name, LayeredLayout.layout(view)) } }

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
