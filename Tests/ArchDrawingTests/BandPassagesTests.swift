import ArchTestSupport
@testable import ArchViews
import Testing

/// Long links pass the bands between their ends through virtual nodes, which the ordering
/// places like modules and the router follows.
@Suite("Band passages")
struct BandPassagesTests {
    /// Four bands of two modules: A0 A1 / B0 B1 / C0 C1 / D0 D1.
    static let ids = ["A0", "A1", "B0", "B1", "C0", "C1", "D0", "D1"]
    static let bandOf = [0, 0, 1, 1, 2, 2, 3, 3]

    @Test func aLinkSpanningThreeGapsPassesTwoBandsThroughVirtualNodes() {
        let passing = BandPassages(ids: Self.ids, bandOf: Self.bandOf, links: [(0, 6), (2, 4)], bundles: [])
        #expect(passing.ids.count == 10)
        #expect(passing.passages[0].map { passing.bandOf[$0] } == [1, 2])
        #expect(passing.passages[1].isEmpty)
        // A0 → v1 → v2 → D0, then B0 → C0: every link joins neighbouring bands.
        #expect(passing.links.count == 4)
        #expect(passing.links.allSatisfy { abs(passing.bandOf[$0.from] - passing.bandOf[$0.to]) == 1 })
        #expect(passing.weights == [1, 1, 1, 1])
    }

    @Test func anUpwardLinkRunsFromItsUpperEndDown() {
        let passing = BandPassages(ids: Self.ids, bandOf: Self.bandOf, links: [(7, 1)], bundles: [])
        #expect(passing.passages[0].map { passing.bandOf[$0] } == [1, 2])
        #expect(passing.links.first.map { ($0.from, passing.bandOf[$0.to]) } ?? (0, 0) == (1, 1))
    }

    @Test func bundledLinksToOneTargetShareTheirVirtualNodesAndWeighTheirSharedCourse() {
        let passing = BandPassages(ids: Self.ids, bandOf: Self.bandOf, links: [(0, 6), (1, 6), (2, 6), (0, 7)], bundles: [true, true, true, false])
        // A0 → D0 and A1 → D0 share the nodes in bands 1 and 2; B0 → D0 joins them in band 2.
        #expect(passing.passages[0] == passing.passages[1])
        #expect(passing.passages[2] == [passing.passages[0][1]])
        // A0 → D1 breaks a rule or lies in a cycle: a course of its own.
        #expect(Set(passing.passages[3]).isDisjoint(with: passing.passages[0]))
        #expect(passing.ids.count == 8 + 2 + 2)
        let shared = passing.passages[0][1]
        let intoTarget = passing.links.firstIndex { $0.from == shared && $0.to == 6 }
        #expect(intoTarget.map { passing.weights[$0] } == 3)
    }

    @Test func aboveTheLimitLinksRunStraight() {
        let passing = BandPassages(ids: Self.ids, bandOf: Self.bandOf, links: [(0, 6), (1, 7)], bundles: [], limit: 3)
        #expect(passing.ids.count == 8)
        #expect(passing.passages.allSatisfy { $0.isEmpty })
        #expect(passing.links.count == 2)
        let within = BandPassages(ids: Self.ids, bandOf: Self.bandOf, links: [(0, 6), (1, 7)], bundles: [], limit: 4)
        #expect(within.ids.count == 12)
    }

    @Test func aVirtualNodeStandsInTheCorridorBetweenTheModulesAroundIt() {
        // Band 1 holds B0, B1 and the passage of A0 → C1, ordered B0, passage, B1.
        var ordering = BandOrdering(ids: ["A0", "B0", "B1", "C1"], bandOf: [0, 1, 1, 2], links: [(0, 3)], order: [[0], [1, 2], [3]])
        #expect(ordering.order[1] == [1, 2, 4])
        ordering.reduceCrossings()
        let slot = ordering.slots(band: 1).first { $0.node == 4 }?.slot
        let position = ordering.order[1].firstIndex(of: 4)!
        let modulesBefore = ordering.order[1][..<position].filter { $0 < ordering.moduleCount }.count
        #expect(slot == BandOrdering.Slot(corridor: modulesBefore, index: 0, count: 1))
        #expect(ordering.moduleOrder[1].sorted() == [1, 2])
    }

    /// On generated repositories of real sizes, drawn curves cross less often when long edges
    /// bend band by band than when they run straight.
    @Test(arguments: [60, 120])
    func passagesCrossLessThanStraightLongEdges(size: Int) throws {
        let view = try GraphViewBuilder.build(RankedBandsTests.unlayered(count: size, seed: UInt64(size) + 7), options: GraphViewOptions())
            .markingImpliedEdges()
        let passing = CurveCrossings.count(LayeredLayout.layout(view, ordering: .fewestCrossings), includingImplied: false)
        let straight = CurveCrossings.count(LayeredLayout.layout(view, ordering: .fewestCrossings, passingBands: false), includingImplied: false)
        #expect(passing < straight, "\(size) modules: \(passing) crossing pairs with passages, \(straight) straight")
        print("\(size) modules: \(passing) crossing pairs with passages, \(straight) straight")
    }
}
