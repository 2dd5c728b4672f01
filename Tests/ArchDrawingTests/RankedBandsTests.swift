import ArchCore
@testable import ArchViews
import ArchModuleGraph
import ArchTestSupport
import Testing

/// Without layers, modules are stacked by dependency rank: edges run downwards.
@Suite("Ranked bands")
struct RankedBandsTests {
    /// An unlayered repository of `count` modules whose dependencies mostly point to modules
    /// of higher numbers (a layered shape nobody declared), with a few cycles thrown in.
    static func unlayered(count: Int, seed: UInt64) -> GraphDocument {
        var random = SplitMix64(seed: seed)
        let names = (0..<count).map { "Module\($0)" }
        var edges: [Edge] = []
        var pairs: Set<Int> = []
        func add(_ from: Int, _ to: Int) {
            guard from != to, pairs.insert(from * count + to).inserted else { return }
            edges.append(Sample.edge(names[from], names[to], [TestGraphs.at("Sources/\(names[from])/A.swift", 1 + edges.count % 30)]))
        }
        for from in 0..<count {
            for _ in 0..<4 where from < count - 1 {
                add(from, from + 1 + Int(random.next() % UInt64(min(12, count - from - 1))))
            }
            // One module in ten also points back a little: a cycle.
            if random.next() % 10 == 0, from > 2 { add(from, from - 1 - Int(random.next() % 2)) }
        }
        return GraphDocument(root: "Unlayered", modules: names.map { TestGraphs.module($0, $0, .regular, nil) },
                             edges: edges.sorted { ($0.from, $0.to) < ($1.from, $1.to) }, layers: [], diagnostics: [])
    }

    @Test func ranksCountTheLongestPathDownOnceCyclesAreCondensed() {
        // 0 → 1 → 2, 0 → 2, and 3 ⇄ 4 → 2: the cycle shares one rank.
        let ranks = DependencyRank.ranks(count: 5, successors: [[1, 2], [2], [], [4], [3, 2]])
        #expect(ranks == [2, 1, 0, 1, 1])
        // A long chain is ranked without recursion.
        let chain = DependencyRank.ranks(count: 100_000, successors: (0..<100_000).map { $0 < 99_999 ? [$0 + 1] : [] })
        #expect(chain.first == 99_999 && chain.last == 0)
    }

    /// 90 unlayered modules laid out once, for these tests and the clipping tests.
    static let unlayered90 = Result { () throws -> (view: GraphView, layout: GraphLayout) in
        let view = try GraphViewBuilder.build(unlayered(count: 90, seed: 7), options: GraphViewOptions())
        return (view, LayeredLayout.layout(view))
    }

    /// 500 modules in the slow suites, as in the clipping tests.
    @Test(arguments: SlowSuites.choose(quick: [(90, UInt64(7))], full: [(90, UInt64(7)), (500, UInt64(11))]))
    func atLeastNineteenEdgesInTwentyRunDownwards(count: Int, seed: UInt64) throws {
        let (view, layout) = count == 90 && seed == 7 ? try Self.unlayered90.get() : try {
            let view = try GraphViewBuilder.build(Self.unlayered(count: count, seed: seed), options: GraphViewOptions())
            return (view, LayeredLayout.layout(view))
        }()
        #expect(view.bands.map(\.name) == [GraphViewBuilder.unlayeredBand])
        #expect(layout.bands.count > 3)
        #expect(layout.bands.allSatisfy { $0.name.hasPrefix(GraphViewBuilder.unlayeredBand + ", rank ") })
        let downwards = layout.edges.filter { $0.route == .down }.count
        #expect(Double(downwards) >= 0.95 * Double(layout.edges.count), "\(downwards) of \(layout.edges.count) edges run downwards")
        // The edges that do not run down are those within a cycle.
        let bandOf = Dictionary(uniqueKeysWithValues: layout.nodes.map { ($0.id, $0.band) })
        for edge in layout.edges where edge.route != .down {
            #expect(bandOf[edge.from] == bandOf[edge.to], "\(edge.from) → \(edge.to) runs \(edge.route)")
        }
        // Every node is still drawn once, and the layout does not depend on anything but the view.
        #expect(layout.nodes.map(\.id).sorted() == view.nodes.map(\.id).sorted())
        #expect(LayeredLayout.layout(view) == layout)
    }

    @Test func layeredBandsAreLeftAsTheyAre() throws {
        let view = try GraphViewBuilder.build(TestGraphs.shop, options: GraphViewOptions(includeTests: true, includeExternal: true))
        #expect(LayeredLayout.layout(view).bands.map(\.name) == view.bands.map(\.name))
    }
}
