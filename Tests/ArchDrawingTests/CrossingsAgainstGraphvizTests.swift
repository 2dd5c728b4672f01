import ArchCore
@testable import ArchViews
import ArchModuleGraph
import ArchReport
import ArchTestSupport
import Foundation
import Testing

/// The order archkit gives the nodes of each band crosses no more edges than the order
/// Graphviz's `dot` gives them, on graphs where both can be counted the same way: layered
/// graphs whose edges join neighbouring bands, each band one row in both drawings.
@Suite("Crossings against Graphviz")
struct CrossingsAgainstGraphvizTests {
    /// `bands` bands of 5 to 9 modules, each module depending on one to three of the band below.
    static func layered(seed: UInt64, bands: Int) -> GraphView {
        var random = SplitMix64(seed: seed)
        let members = (0..<bands).map { band in (0..<(5 + Int(random.next() % 5))).map { "B\(band)M\($0)" } }
        var edges: [GraphView.Edge] = []
        for band in 0..<(bands - 1) {
            for from in members[band] {
                var targets: Set<String> = []
                for _ in 0...(random.next() % 3) { targets.insert(members[band + 1][Int(random.next() % UInt64(members[band + 1].count))]) }
                edges += targets.sorted().map { GraphView.Edge(from: from, to: $0) }
            }
        }
        return GraphView(
            level: .module, title: "layered \(seed)",
            bands: members.enumerated().map { GraphView.Band(name: "Layer\($0.offset)", color: "#4e79a7", nodes: $0.element) },
            nodes: members.enumerated().flatMap { band, names in
                names.map { GraphView.Node(id: $0, label: $0, band: "Layer\(band)", kind: .module(.regular)) }
            },
            edges: edges.sorted { ($0.from, $0.to) < ($1.from, $1.to) })
    }

    /// Crossings between neighbouring bands when each band's nodes stand in the order of `x`.
    static func crossings(_ view: GraphView, x: [String: Double]) -> Int {
        let band = Dictionary(uniqueKeysWithValues: view.bands.enumerated().flatMap { index, band in band.nodes.map { ($0, index) } })
        var count = 0
        let edges = view.edges
        for i in edges.indices {
            for j in edges.indices where j > i && band[edges[i].from] == band[edges[j].from] {
                let (a, b) = (edges[i], edges[j])
                let upper = x[a.from]! - x[b.from]!, lower = x[a.to]! - x[b.to]!
                if upper * lower < 0 { count += 1 }
            }
        }
        return count
    }

    @Test(.requires(.graphviz),
          arguments: UInt64(1)...UInt64(12))
    func noMoreCrossingsThanDot(seed: UInt64) throws {
        let view = Self.layered(seed: seed, bands: 4)
        let ours = LayeredLayout.layout(view)
        #expect(ours.bands.allSatisfy { $0.rows == 1 })
        let ourCrossings = Self.crossings(view, x: Dictionary(uniqueKeysWithValues: ours.nodes.map { ($0.id, $0.frame.midX) }))
        #expect(ourCrossings == ours.crossings)

        let (graphviz, stderr, status) = try GraphvizLayout.lay(out: DOTRenderer().render(view), name: "layered\(seed)")
        try #require(status == 0, "\(stderr)")
        let placed = graphviz.nodes.filter { !$0.isInvisible }
        #expect(placed.count == view.nodes.count)
        // Each band is one row in dot's drawing too, so the two counts measure the same thing.
        let rows = Dictionary(grouping: placed, by: { $0.name.prefix { $0 != "M" } }).mapValues { Set($0.map(\.position.y)).count }
        #expect(rows.values.allSatisfy { $0 == 1 })
        let dotCrossings = Self.crossings(view, x: Dictionary(uniqueKeysWithValues: placed.map { ($0.name, $0.position.x) }))
        #expect(ourCrossings <= dotCrossings, "seed \(seed): archkit \(ourCrossings), dot \(dotCrossings)")
        print("seed \(seed): archkit \(ourCrossings), dot \(dotCrossings)")
    }
}
