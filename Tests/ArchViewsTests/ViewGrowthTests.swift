import ArchCore
import ArchModuleGraph
import ArchTestSupport
import Testing
@testable import ArchViews

/// A dense layered graph: `count` modules in five layers, each depending on about 20 others,
/// half in its own layer (drawn as arcs within the band) and half in layers below.
enum DenseGraphs {
    static let layerCount = 5

    static func document(modules count: Int, degree: Int = 20, seed: UInt64 = 0xDE45E) -> GraphDocument {
        var random = SplitMix64(seed: seed)
        let perLayer = max(count / layerCount, 1)
        let names = (0..<layerCount).map { layer in (0..<perLayer).map { "L\(layer)M\($0)" } }
        var edges: [Edge] = []
        for layer in 0..<layerCount {
            for (index, name) in names[layer].enumerated() {
                var targets = Set<String>()
                for _ in 0..<degree {
                    let sameLayer = Bool.random(using: &random) || layer == layerCount - 1
                    if sameLayer {
                        guard index + 1 < perLayer else { continue }
                        targets.insert(names[layer][Int.random(in: (index + 1)..<perLayer, using: &random)])
                    } else {
                        let below = Int.random(in: (layer + 1)..<layerCount, using: &random)
                        targets.insert(names[below][Int.random(in: 0..<perLayer, using: &random)])
                    }
                }
                for (line, target) in targets.sorted().enumerated() {
                    edges.append(Sample.edge(name, target, [Sample.at("\(name)/A.swift", line + 1)]))
                    edges.append(Sample.edge(name, target, [Sample.at("L\(layer)/Package.swift", index + 1)], kind: .manifest))
                }
            }
        }
        let modules = names.enumerated().flatMap { layer, members in
            members.map { Sample.module($0, "L\(layer)", .regular, "L\(layer)") }
        }
        let layers = (0..<layerCount).map { layer in
            Sample.layer("L\(layer)", allowed: ((layer + 1)..<layerCount).map { "L\($0)" })
        }
        return GraphDocument(root: "Dense", modules: modules, edges: edges, layers: layers, diagnostics: [])
    }
}

/// Building and laying out the views of a dense graph grows with its edges, not their square.
@Suite("View growth", .serialized, .slow)
struct ViewGrowthTests {
    @Test func buildingEveryLevelOfADenseGraph() {
        let growth = Growth.measure(startingAt: 500, factor: 5, repeats: 2, maximumSize: 2_500,
                                    make: { DenseGraphs.document(modules: $0) },
                                    work: { document in
            for level in GraphView.Level.allCases { _ = try? GraphViewBuilder.build(document, options: GraphViewOptions(level: level)) }
        })
        #expect(growth.ratio <= 6 * 2, "\(growth)")
    }

    /// The barycentre sweeps count crossings once per sweep; routing the curves around boxes
    /// is left out, as it samples every row a curve crosses.
    @Test func orderingTheBandsOfADenseModuleView() throws {
        let growth = Growth.measure(startingAt: 500, factor: 5, repeats: 2, maximumSize: 2_500,
                                    make: { try! GraphViewBuilder.build(DenseGraphs.document(modules: $0), options: GraphViewOptions()) },
                                    work: { view in _ = LayeredLayout.layout(view, ordering: .fewestCrossings, routing: false) })
        #expect(growth.ratio <= 6 * 2, "\(growth)")
    }

    @Test func countingCrossingsOfManyArcsInOneBand() {
        let growth = Growth.measure(startingAt: 1_000, factor: 5, repeats: 3, make: { count -> [(low: Int, high: Int)] in
            var random = SplitMix64(seed: 0xA4C5)
            return (0..<count).map { _ in
                let a = Int.random(in: 0..<1_000, using: &random), b = Int.random(in: 0..<1_000, using: &random)
                return (min(a, b), max(a, b) + 1)
            }
        }, work: { arcs in _ = CrossingCount.interleavings(arcs) })
        #expect(growth.ratio <= 6 * 2, "\(growth)")
    }
}
