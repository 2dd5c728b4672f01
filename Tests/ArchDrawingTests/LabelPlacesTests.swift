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
        var places = LabelPlaces()
        var taken: [GraphLayout.Rect] = []
        for _ in 0..<200 {
            let centre = GraphLayout.Point(x: Double.random(in: -50...600, using: &random).rounded(),
                                           y: Double.random(in: -50...400, using: &random).rounded())
            let characters = Int.random(in: 0...30, using: &random)
            let width = Double(characters) * 6
            let place = GraphLayout.Rect(x: centre.x - width / 2, y: centre.y - 16, width: width, height: 12)
            let free = !taken.contains { $0.overlaps(place, margin: 1) }
            if free { taken.append(place) }
            #expect(places.claim(centre: centre, characters: characters) == free)
        }
    }
}
