@testable import ArchViews
import ArchTestSupport
import Testing

/// A band too wide for one row wraps into rows, each ordered and routed as a band of its own;
/// modules go to rows by how they link.
@Suite("Band rows")
struct BandRowsTests {
    /// A drawing whose edges span too many rows in all is ordered band by band, its rows cut
    /// from each band's order, and its curves run direct: the same boxes in the same bands, at
    /// a cost that does not grow with rows × edges.
    @Test func aDrawingTooDenseForRowsAsBandsCutsRowsFromItsBandsAndDrawsDirect() throws {
        let view = try GraphViewBuilder.build(TestGraphs.synthetic500, options: GraphViewOptions(includeExternal: true))
        let rowsAsBands = LayeredLayout.layout(view, ordering: .fewestCrossings)
        let dense = LayeredLayout.layout(view, ordering: .fewestCrossings, maximumRowSpans: 0)
        #expect(dense.bands.map(\.rows) == rowsAsBands.bands.map(\.rows))
        #expect(dense.bands.contains { $0.rows > 1 })
        #expect(Set(dense.nodes.map { "\($0.id) \($0.band)" }) == Set(rowsAsBands.nodes.map { "\($0.id) \($0.band)" }))
        let bands = Dictionary(uniqueKeysWithValues: dense.bands.map { ($0.name, $0.frame) })
        #expect(dense.nodes.allSatisfy { bands[$0.band]!.contains($0.frame) })
        // Direct: a curve is its two ends' stubs and one swing, however many rows it spans.
        #expect(dense.edges.allSatisfy { $0.segments.count <= 3 })
        #expect(rowsAsBands.edges.contains { $0.segments.count > 3 })
        #expect(dense == LayeredLayout.layout(view, ordering: .fewestCrossings, maximumRowSpans: 0))
    }

    @Test func aModuleLinkingDownGoesLowerAndOneLinkingUpHigher() {
        // Module 0 is used from above twice, 3 once; 2 uses three modules below, 4 one.
        let balance = [-2, 0, 3, -1, 1, 0]
        let rows = BandRows.rows(of: [0, 1, 2, 3, 4, 5], count: 2, balance: balance, groupOf: nil)
        #expect(rows == [[0, 1, 3], [2, 4, 5]])
        // Five into two rows: three and two, each row in the band's order.
        #expect(BandRows.rows(of: [4, 3, 2, 1, 0], count: 2, balance: Array(repeating: 0, count: 5), groupOf: nil) == [[4, 3, 2], [1, 0]])
        #expect(BandRows.rows(of: [0, 1], count: 1, balance: [0, 0], groupOf: nil) == [[0, 1]])
        // More rows than members: one each.
        #expect(BandRows.rows(of: [0, 1], count: 3, balance: [0, 0], groupOf: nil) == [[0], [1]])
    }

    @Test func theMembersOfAGroupStayInOneRow() {
        let groups: [String?] = ["P", "Q", "P", "Q", nil, nil]
        // P links up on the whole, Q down.
        let rows = BandRows.rows(of: [0, 1, 2, 3, 4, 5], count: 2, balance: [-3, 2, 1, 2, 0, 0], groupOf: groups)
        #expect(rows.count == 2)
        for group in ["P", "Q"] {
            let holding = rows.filter { row in row.contains { groups[$0] == group } }
            #expect(holding.count == 1, "\(group) is split over \(holding.count) rows")
        }
        #expect(rows[0].contains(0) && rows[1].contains(1))
    }

    @Test func balanceCountsLinksDownLessLinksUp() {
        // Bands: 0 above 1. A (band 0) → B (band 1); B → C within band 1; D (band 1) → A, upwards.
        // A's links both run down from it, whichever way they point; B has one up and one down.
        let balance = BandRows.balance(links: [(0, 1), (1, 2), (3, 0)], bandOf: [0, 1, 1, 1], count: 4)
        #expect(balance == [2, 0, -1, -1])
    }

    /// In a wrapped band of a drawing, the modules the band above uses stand in its top row,
    /// and the curves to them come straight down.
    @Test func aWrappedBandPutsWhatTheBandAboveUsesOnTop() throws {
        let users = (0..<3).map { "User\($0)" }
        let used = (0..<4).map { "UsedByTheBandAboveWithAVeryLongName\($0)" }
        let idle = (0..<40).map { "ModuleThatNothingUsesWithAVeryLongName\($0)" }
        let view = GraphView(
            level: .module, title: "wrapped",
            bands: [GraphView.Band(name: "Top", color: "#4e79a7", nodes: users),
                    GraphView.Band(name: "Bottom", color: "#f28e2b", nodes: used + idle)],
            nodes: users.map { GraphView.Node(id: $0, label: $0, band: "Top", kind: .module(.regular)) }
                + (used + idle).map { GraphView.Node(id: $0, label: $0, band: "Bottom", kind: .module(.regular)) },
            edges: zip(users + ["User0"], used).map { GraphView.Edge(from: $0, to: $1) })
        let layout = LayeredLayout.layout(view)
        let bottom = try #require(layout.bands.first { $0.name == "Bottom" })
        #expect(bottom.rows > 2)
        let topRow = layout.nodes.filter { $0.band == "Bottom" }.map(\.frame.minY).min()!
        for name in used {
            #expect(layout.nodes.first { $0.id == name }?.frame.minY == topRow, "\(name) is not in the top row")
        }
        #expect(CurveCrossings.count(layout) == 0)
    }
}
