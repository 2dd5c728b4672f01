import ArchCore
import ArchReport
import ArchSamples
import ArchViews

/// Building, ordering and writing the views of dense graphs: the cost grows with the edges,
/// not with their square or with bands × edges.
enum ViewScenarios {
    static let all: [GrowthScenario] = [
        // A dense graph's edges grow a little faster than its modules, hence the looser limit.
        GrowthScenario("Views", "every level of a dense graph", startingAt: 500, factor: 5, repeats: 2, maximumSize: 2_500, limit: .ratio(12),
                       make: { DenseGraphs.document(modules: $0) }, work: { document in
            GraphView.Level.allCases.allSatisfy { level in (try? GraphViewBuilder.build(document, options: GraphViewOptions(level: level))) != nil }
        }),
        // The barycentre sweeps count crossings once per sweep; routing the curves around boxes
        // is left out, as it samples every row a curve crosses.
        GrowthScenario("Views", "ordering the bands of a dense module view", startingAt: 500, factor: 5, repeats: 2, maximumSize: 2_500,
                       limit: .ratio(12), make: { try! GraphViewBuilder.build(DenseGraphs.document(modules: $0), options: GraphViewOptions()) },
                       work: { view in !LayeredLayout.layout(view, ordering: .fewestCrossings, routing: false).nodes.isEmpty }),
        GrowthScenario("Views", "counting crossings of many arcs in one band", startingAt: 1_000, factor: 5, limit: .ratio(12),
                       make: { count -> [(low: Int, high: Int)] in
            var random = SplitMix64(seed: 0xA4C5)
            return (0..<count).map { _ in
                let a = Int.random(in: 0..<1_000, using: &random), b = Int.random(in: 0..<1_000, using: &random)
                return (min(a, b), max(a, b) + 1)
            }
        }, work: { arcs in CrossingCount.interleavings(arcs) >= 0 }),
        // Every band is drawn from the edges that touch it.
        GrowthScenario("Report", "every band of a layered module view", startingAt: 250, factor: 4, repeats: 2, maximumSize: 4_000,
                       make: { LayeredModuleViews.view(modules: $0) }, work: { view in
            let drillDown = LayerDrillDown(moduleView: view)
            let grouped = drillDown.edgesByBand()
            return view.bands.indices.allSatisfy { !drillDown.view(forBandAt: $0, edges: grouped[$0]).nodes.isEmpty }
        }),
        GrowthScenario("Views", "writing graph JSON", startingAt: 200, repeats: 2, maximumSize: 40_000,
                       make: { RandomDocuments.document(seed: 0x11, iteration: 1, size: $0) }, work: { document in
            var bytes = 0
            document.writeJSON { bytes += $0.count }
            return bytes > 0
        }),
    ]
}
