import ArchCore
import ArchViews
import ArchTestSupport
import Testing
@testable import ArchReport

/// The grid of taken label places answers as checking every taken place would.
@Suite("Label places")
struct LabelPlacesTests {
    @Test(arguments: 0..<50)
    func claimsMatchCheckingEveryTakenPlace(iteration: Int) {
        var random = SplitMix64(seed: 0x1ABE1, iteration: iteration)
        var places = LabelPlaces(bounds: GraphLayout.Rect(x: -1000, y: -1000, width: 3000, height: 3000), bandSpans: [])
        var taken: [GraphLayout.Rect] = []
        for _ in 0..<200 {
            let centre = GraphLayout.Point(x: Double.random(in: -50...600, using: &random).rounded(),
                                           y: Double.random(in: -50...400, using: &random).rounded())
            let characters = Int.random(in: 0...30, using: &random)
            let width = Double(characters) * 6
            let place = GraphLayout.Rect(x: centre.x - width / 2, y: centre.y - 10, width: width, height: 13)
            let free = !taken.contains { $0.overlaps(place, margin: 1) }
            if free { taken.append(place) }
            #expect(places.claim(LabelPlaces.box(centreX: centre.x, baseline: centre.y, characters: characters)) == free)
        }
    }

    /// A label goes on a free point of its own edge, in a gap between bands before a point in
    /// a band, shifted inside the drawing; with no free place it is left out.
    @Test func labelsTakeAFreePointOfTheirEdgeInsideTheDrawing() throws {
        // A straight edge from (20, 0) down to (20, 200) across a band from y 80 to 120.
        let straight = GraphLayout.Edge(
            from: "A", to: "B", route: .down,
            segments: [GraphLayout.Edge.Segment(start: GraphLayout.Point(x: 20, y: 0), control1: GraphLayout.Point(x: 20, y: 200 / 3),
                                                control2: GraphLayout.Point(x: 20, y: 400 / 3), end: GraphLayout.Point(x: 20, y: 200))],
            weight: 1, violations: ["layer-dependency"], isCycle: false)
        var places = LabelPlaces(bounds: GraphLayout.Rect(x: 0, y: 0, width: 300, height: 200), bandSpans: [(top: 80, bottom: 120)])
        // The middle (y 100) is in the band: the first label goes into a gap, shifted right, clear of the page's edge.
        let placedFirst = places.place(characters: 16, along: straight, baselineOffset: -4)
        let first = try #require(placedFirst)
        #expect(first.y + LabelPlaces.descent <= 80 || first.y - LabelPlaces.ascent >= 120)
        #expect(first.x == 1 + 48)
        let placedSecond = places.place(characters: 16, along: straight, baselineOffset: -4)
        let second = try #require(placedSecond)
        #expect(second.y + LabelPlaces.descent <= 80 || second.y - LabelPlaces.ascent >= 120)
        #expect(abs(second.y - first.y) >= LabelPlaces.ascent + LabelPlaces.descent)
        // A box over the whole edge leaves no free place.
        var covered = LabelPlaces(bounds: GraphLayout.Rect(x: 0, y: 0, width: 300, height: 200), bandSpans: [])
        covered.reserve(GraphLayout.Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(covered.place(characters: 16, along: straight, baselineOffset: -4) == nil)
        // Nor does a drawing narrower than the label.
        var narrow = LabelPlaces(bounds: GraphLayout.Rect(x: 0, y: 0, width: 40, height: 200), bandSpans: [])
        #expect(narrow.place(characters: 16, along: straight, baselineOffset: -4) == nil)
    }
}
