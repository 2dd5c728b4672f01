@testable import ArchViews
import ArchTestSupport
import Testing

@Suite("Layered layout")
struct LayeredLayoutTests {
    static let shopView = try! GraphViewBuilder.build(TestGraphs.shop, options: GraphViewOptions(includeTests: true, includeExternal: true))
    static let syntheticView = try! GraphViewBuilder.build(TestGraphs.synthetic500, options: GraphViewOptions(includeExternal: true))

    @Test(arguments: ["shop", "crossed", "synthetic"])
    func nodesSitInsideTheirBandsWithoutOverlapping(_ name: String) throws {
        let view = name == "shop" ? Self.shopView : name == "crossed" ? TestGraphs.crossedBands : Self.syntheticView
        let layout = LayeredLayout.layout(view)
        #expect(layout.nodes.count == view.nodes.count)
        #expect(layout.bands.map(\.name) == view.bands.map(\.name))
        let bands = Dictionary(uniqueKeysWithValues: layout.bands.map { ($0.name, $0) })
        for node in layout.nodes {
            let band = try #require(bands[node.band])
            #expect(band.name == view.node(node.id)?.band)
            #expect(band.frame.contains(node.frame), "\(node.id) lies outside band \(band.name)")
            #expect(band.frame.x == 0 && band.frame.width == layout.width)
        }
        // Sorted by x, so that only neighbours within reach need comparing.
        let frames = layout.nodes.map(\.frame).sorted { $0.minX < $1.minX }
        for (index, frame) in frames.enumerated() {
            for other in frames[(index + 1)...] {
                if other.minX > frame.maxX + 8 { break }
                #expect(!frame.overlaps(other, margin: 4), "\(frame) overlaps \(other)")
            }
        }
        // Bands are stacked top to bottom without overlapping, and the drawing holds them all.
        for (upper, lower) in zip(layout.bands, layout.bands.dropFirst()) {
            #expect(upper.frame.maxY < lower.frame.minY)
        }
        #expect(layout.bands.last!.frame.maxY <= layout.height)
    }

    @Test func layoutIsDeterministic() {
        #expect(LayeredLayout.layout(Self.syntheticView) == LayeredLayout.layout(Self.syntheticView))
        #expect(LayeredLayout.layout(Self.shopView) == LayeredLayout.layout(Self.shopView))
    }

    /// A page that folds a composition root's edges into one arrow lays the rest out as if
    /// those edges were not there: they neither shape the order nor take room, and are still
    /// routed, for when they are unfolded.
    @Test func foldedRootEdgesShapeNothing() throws {
        // Layers fix every module's band, so leaving the root's edges out moves no module to another band.
        var view = CrossingsAgainstGraphvizTests.layered(seed: 5, bands: 4)
        let root = "Root"
        view.bands[0].nodes.append(root)
        view.nodes.append(GraphView.Node(id: root, label: root, band: "Layer0", kind: .module(.regular)))
        view.edges += (view.bands[2].nodes + view.bands[3].nodes).map { GraphView.Edge(from: root, to: $0) }
        let folds = { (edge: GraphView.Edge) in edge.from == root }
        let folding = LayeredLayout.layout(view, foldingRoots: [root])
        var without = view
        without.edges.removeAll(where: folds)
        let bare = LayeredLayout.layout(without)
        #expect(folding.edges.count == view.edges.count)
        let nodesAgree = folding.nodes == bare.nodes
        #expect(nodesAgree)
        // The curves in sight are the same; hidden ones (implied or folded) are routed among themselves.
        let inSight = { (edge: GraphLayout.Edge) in
            !edge.isImplied && !(edge.from == root && GraphLayout.foldsIntoRootBundle(isViolation: edge.isViolation, isCycle: edge.isCycle, isImplied: edge.isImplied))
        }
        let curvesAgree = folding.edges.filter(inSight) == bare.edges.filter(inSight)
        #expect(curvesAgree)
        // Without folding, the root's edges do shape the drawing.
        let shaped = LayeredLayout.layout(view).edges.filter(inSight) != bare.edges.filter(inSight)
        #expect(shaped)
    }

    @Test func sweepsUndoAnOrderThatCrossesEveryEdge() {
        let alphabetical = LayeredLayout.layout(TestGraphs.crossedBands, ordering: .alphabetical)
        let reduced = LayeredLayout.layout(TestGraphs.crossedBands)
        #expect(alphabetical.crossings == 10)
        #expect(reduced.crossings == 0)
        // Counted again on the curves themselves, independently of the layout's own measure.
        #expect(CurveCrossings.count(alphabetical) == 10)
        #expect(CurveCrossings.count(reduced) == 0)
        // The top band keeps its alphabetical order; the bottom one is reversed to match it.
        let bottom = reduced.nodes.filter { $0.band == "Bottom" }.sorted { $0.frame.minX < $1.frame.minX }.map(\.id)
        #expect(bottom == ["B5", "B4", "B3", "B2", "B1"])
    }

    @Test func sweepsNeverDoWorseThanAlphabeticalOrderOnALargeGraph() {
        let alphabetical = LayeredLayout.layout(Self.syntheticView, ordering: .alphabetical)
        let reduced = LayeredLayout.layout(Self.syntheticView)
        #expect(reduced.crossings <= alphabetical.crossings)
        // On a random graph the sweeps find a clearly better order.
        #expect(Double(reduced.crossings) < Double(alphabetical.crossings) * 0.9,
                "alphabetical \(alphabetical.crossings), after sweeps \(reduced.crossings)")
    }

    @Test func largeBandsWrapIntoRowsAndStayWithinTheRowWidth() throws {
        let layout = LayeredLayout.layout(Self.syntheticView)
        let presentation = try #require(layout.bands.first { $0.name == "Presentation" })
        #expect(presentation.rows > 1)
        #expect(layout.width <= LayeredLayout.maximumRowWidth + 2 * LayeredLayout.bandPaddingX)
        let rowTops = Set(layout.nodes.filter { $0.band == "Presentation" }.map(\.frame.minY))
        #expect(rowTops.count == presentation.rows)
        let app = try #require(layout.bands.first { $0.name == "App" })
        #expect(app.rows == 1)
        #expect(presentation.frame.height > app.frame.height)
    }

    @Test func nodeWidthsFollowTheirLabels() {
        #expect(LayeredLayout.nodeWidth(forLabel: "A") == LayeredLayout.minimumNodeWidth)
        #expect(LayeredLayout.nodeWidth(forLabel: "ProductsFeature") == 15 * LayeredLayout.characterWidth + 2 * LayeredLayout.labelPadding)
        let layout = LayeredLayout.layout(Self.shopView)
        #expect(layout.node("CartDomainTests")!.frame.width > layout.node("CartData")!.frame.width)
        #expect(Set(layout.nodes.map(\.frame.height)) == [LayeredLayout.nodeHeight])
    }

    @Test func edgesLeaveAndEnterOnTheSidesTheirDirectionCallsFor() throws {
        let layout = LayeredLayout.layout(Self.shopView)
        func edge(_ from: String, _ to: String) throws -> GraphLayout.Edge {
            try #require(layout.edges.first { $0.from == from && $0.to == to })
        }
        let down = try edge("CartFeature", "CartDomain")
        #expect(down.route == .down)
        #expect(down.start.y == layout.node("CartFeature")!.frame.maxY)
        #expect(down.end.y == layout.node("CartDomain")!.frame.minY)
        let up = try edge("CartData", "CartDomain")
        #expect(up.route == .up)
        #expect(up.start.y == layout.node("CartData")!.frame.minY)
        #expect(up.end.y == layout.node("CartDomain")!.frame.maxY)
        #expect(up.isCycle && !up.isViolation)
        let violating = try edge("CartDomain", "CartData")
        #expect(violating.violations == ["layer-dependency"])
        // Both ends on their boxes' edges, within the boxes' width.
        for placed in layout.edges {
            let from = layout.node(placed.from)!.frame, to = layout.node(placed.to)!.frame
            #expect((from.minX...from.maxX).contains(placed.start.x))
            #expect((to.minX...to.maxX).contains(placed.end.x))
        }
    }

    @Test func curvesSteerAroundBoxesOfTheBandsTheyCross() throws {
        // Three single boxes, each centred in its band: a straight curve from top to bottom would run through the middle one.
        let names = ["Top", "Middle", "Bottom"]
        let view = GraphView(
            level: .module, title: "through",
            bands: names.map { GraphView.Band(name: $0, color: "#4e79a7", nodes: [$0]) },
            nodes: names.map { GraphView.Node(id: $0, label: $0, band: $0, kind: .module(.regular)) },
            edges: [GraphView.Edge(from: "Top", to: "Bottom"), GraphView.Edge(from: "Top", to: "Middle")])
        let layout = LayeredLayout.layout(view)
        let middle = try #require(layout.node("Middle"))
        let long = try #require(layout.edges.first { $0.to == "Bottom" })
        let straightX = long.start.x + (long.end.x - long.start.x) * (middle.frame.midY - long.start.y) / (long.end.y - long.start.y)
        #expect(middle.frame.minX < straightX && straightX < middle.frame.maxX)
        let samples = (0...200).map { long.point(at: Double($0) / 200) }
        #expect(!samples.contains { middle.frame.overlaps(GraphLayout.Rect(x: $0.x, y: $0.y, width: 0, height: 0)) })
        #expect(samples.allSatisfy { (0...layout.width).contains($0.x) })
        // The short edge does not swerve: it stays between the columns of its ends.
        let short = try #require(layout.edges.first { $0.to == "Middle" })
        let span = (min(short.start.x, short.end.x) - 1e-9)...(max(short.start.x, short.end.x) + 1e-9)
        #expect((0...64).allSatisfy { span.contains(short.point(at: Double($0) / 64).x) })

        // And in the small shop, no curve runs through a box it does not join.
        let shop = LayeredLayout.layout(Self.shopView)
        for edge in shop.edges {
            let points = (0...200).map { edge.point(at: Double($0) / 200) }
            for node in shop.nodes where node.id != edge.from && node.id != edge.to {
                #expect(!points.contains { node.frame.overlaps(GraphLayout.Rect(x: $0.x, y: $0.y, width: 0, height: 0)) },
                        "\(edge.from) → \(edge.to) runs through \(node.id)")
            }
        }
    }

    @Test func anEmptyViewHasAnEmptyDrawing() {
        let layout = LayeredLayout.layout(GraphView(level: .module, title: "empty", bands: [], nodes: [], edges: []))
        #expect(layout.nodes.isEmpty && layout.edges.isEmpty && layout.bands.isEmpty && layout.crossings == 0)
        #expect(layout.width == LayeredLayout.minimumWidth)
    }

    @Test func edgesWithinABandArcBelowIt() throws {
        let view = GraphView(
            level: .module, title: "arc",
            bands: [GraphView.Band(name: "Only", color: "#4e79a7", nodes: ["A", "B", "C"])],
            nodes: ["A", "B", "C"].map { GraphView.Node(id: $0, label: $0, band: "Only", kind: .module(.regular)) },
            edges: [GraphView.Edge(from: "A", to: "C")])
        let layout = LayeredLayout.layout(view)
        let arc = try #require(layout.edges.first)
        #expect(arc.route == .withinBand)
        #expect(arc.start.y == layout.node("A")!.frame.maxY && arc.end.y == layout.node("C")!.frame.maxY)
        #expect(arc.point(at: 0.5).y > layout.bands[0].frame.maxY)
        #expect(arc.point(at: 0.5).y < layout.height)
    }
}
