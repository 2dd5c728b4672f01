import ArchCore
@testable import ArchViews
import ArchTestSupport
import Testing
import ArchReport

/// A drawing fills about a page's width when its boxes need a good part of it, spreading its
/// columns over it, without pulling a handful of boxes far apart; measured on the SVG.
@Suite("Drawing width")
struct DrawingWidthTests {
    /// One band of `count` modules with 12-character names, each above one module of a second band.
    static func twoBands(count: Int) -> GraphView {
        let tops = (0..<count).map { "FeatureKit\(10 + $0)" }, bottoms = (0..<count).map { "DomainKit\(10 + $0)" }
        return GraphView(
            level: .module, title: "two bands",
            bands: [GraphView.Band(name: "Features", color: "#4e79a7", nodes: tops), GraphView.Band(name: "Domain", color: "#f28e2b", nodes: bottoms)],
            nodes: tops.map { GraphView.Node(id: $0, label: $0, band: "Features", kind: .module(.regular)) }
                + bottoms.map { GraphView.Node(id: $0, label: $0, band: "Domain", kind: .module(.regular)) },
            edges: (0..<count).map { GraphView.Edge(from: tops[$0], to: bottoms[$0]) })
    }

    /// Six boxes need about 800 units: the drawing is a page wide, and its boxes span it.
    @Test func aDrawingThatNeedsMostOfAPageFillsIt() throws {
        let drawing = try SVGDrawingMeasure(svg: SVGRenderer().render(Self.twoBands(count: 6)))
        #expect(drawing.width == LayeredLayout.pageWidth)
        let left = try #require(drawing.boxes.map(\.box.minX).min()), right = try #require(drawing.boxes.map(\.box.maxX).max())
        #expect(left < drawing.width * 0.1 && right > drawing.width * 0.9, "boxes from \(left) to \(right)")
        #expect(drawing.partsOutside.isEmpty)
    }

    /// Two boxes spread a little, not over a whole page.
    @Test func aSmallDrawingSpreadsOnlyALittle() throws {
        let view = Self.twoBands(count: 2)
        let drawing = try SVGDrawingMeasure(svg: SVGRenderer().render(view))
        let boxes = drawing.boxes.map(\.box.maxX).max()! - drawing.boxes.map(\.box.minX).min()!
        let needed = boxes + 2 * LayeredLayout.bandPaddingX
        #expect(drawing.width > needed && drawing.width <= needed * LayeredLayout.widestSpread + LayeredLayout.boxGap * 2,
                "\(drawing.width) wide for boxes spanning \(boxes)")
        #expect(drawing.width < LayeredLayout.pageWidth / 2)
    }

    /// A drawing wider than a page keeps the width its boxes need.
    @Test func aWideDrawingIsNotWidened() {
        let layout = LayeredLayout.layout(Self.twoBands(count: 11))
        let needed = 11 * LayeredLayout.nodeWidth(forLabel: "FeatureKit10") + 10 * LayeredLayout.boxGap + 2 * LayeredLayout.bandPaddingX
        #expect(layout.width == needed && needed > LayeredLayout.pageWidth)
    }
}
