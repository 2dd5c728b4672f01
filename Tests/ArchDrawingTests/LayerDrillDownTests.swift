import ArchCore
import ArchModuleGraph
import ArchTestSupport
import Testing
@testable import ArchViews
@testable import ArchReport

/// A layered module view of `count` modules in five layers, each with about `degree` edges to
/// its own layer and the layers below, with a few places per edge and some repeats.
enum LayeredModuleViews {
    static func view(modules count: Int, degree: Int = 8, seed: UInt64 = 0xD1) -> GraphView {
        var random = SplitMix64(seed: seed)
        let perLayer = max(count / 5, 1)
        var modules: [Module] = []
        var edges: [Edge] = []
        for layer in 0..<5 {
            for index in 0..<perLayer {
                let name = "L\(layer)M\(index)"
                modules.append(Sample.module(name, "P\(layer)", .regular, "L\(layer)"))
                var targets = Set<String>()
                for _ in 0..<degree {
                    let below = random.int(layer...4)
                    let target = "L\(below)M\(random.int(0...(perLayer - 1)))"
                    if target != name { targets.insert(target) }
                }
                for target in targets.sorted() {
                    let line = random.int(1...3)
                    edges.append(Sample.edge(name, target, [Sample.at("\(name)/A.swift", line), Sample.at("\(name)/B.swift", line)]))
                    edges.append(Sample.edge(name, target, [Sample.at("P\(layer)/Package.swift", index + 1)], kind: .manifest))
                }
            }
        }
        let layers = (0..<5).map { Sample.layer("L\($0)", allowed: ((($0 + 1)..<5).map { "L\($0)" })) }
        let document = GraphDocument(root: "Layered", modules: modules, edges: edges, layers: layers)
        return try! GraphViewBuilder.build(document, options: GraphViewOptions())
    }
}

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

    /// Every band of a layered module view is drawn from the edges that touch it, so
    /// building all of them grows with the edges, not with bands × edges.
    @Test(.slow) func buildingEveryBandGrowsLinearly() {
        let growth = Growth.measure(startingAt: 250, factor: 4, repeats: 2, maximumSize: 4_000,
                                    make: { LayeredModuleViews.view(modules: $0) },
                                    work: { view in
            let drillDown = LayerDrillDown(moduleView: view)
            let grouped = drillDown.edgesByBand()
            for index in view.bands.indices { _ = drillDown.view(forBandAt: index, edges: grouped[index]) }
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }
}
