import ArchCore
import ArchModuleGraph
import ArchTestSupport
import Testing
@testable import ArchViews
@testable import ArchReport

@Suite("Layer drill-down")
struct LayerDrillDownTests {
    /// The edges grouped by band give every band the view that looking through all edges gives.
    @Test func groupedEdgesGiveTheSameViews() {
        let moduleView = LayeredModuleViews.view(modules: 300)
        let drillDown = LayerDrillDown(moduleView: moduleView)
        let grouped = drillDown.edgesByBand()
        #expect(grouped.count == moduleView.bands.count)
        for index in moduleView.bands.indices {
            #expect(drillDown.view(forBandAt: index, edges: grouped[index]) == drillDown.view(forBandAt: index))
        }
    }

    /// The places of a folded edge are the sorted distinct places of its members, as a set gives them.
    @Test func mergedPlacesAreSortedAndDistinct() {
        var random = SplitMix64(seed: 0x5E7)
        for _ in 0..<300 {
            let places = (0..<random.int(0...12)).map { _ in
                EdgeLocation(Sample.at(random.pick(["a", "b"]), random.int(1...3)), condition: random.pick([nil, "DEBUG", ""]),
                             symbol: random.pick([nil, "T", ""]))
            }
            let merged = places.sortedDistinct()
            #expect(Set(merged) == Set(places) && merged.count == Set(places).count)
            #expect(zip(merged, merged.dropFirst()).allSatisfy { !($1.location < $0.location) })
            // Without empty conditions and symbols the order is total, and exactly the set's.
            if !places.contains(where: { $0.condition == "" || $0.symbol == "" }) { #expect(merged == Set(places).sorted()) }
        }
    }
}
