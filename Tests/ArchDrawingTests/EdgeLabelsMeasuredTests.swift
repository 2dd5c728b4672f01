import ArchCore
import ArchViews
import ArchModuleGraph
import ArchTestSupport
import Testing
@testable import ArchReport

/// Edge labels measured on the drawn SVG: on their own edge, inside the viewBox, and never
/// over a box, a band's name or another label, however many violating edges crowd a drawing.
@Suite("Edge labels measured")
struct EdgeLabelsMeasuredTests {
    /// `count` modules in five layers with three dependencies each, one in four of them upward
    /// against the layer order: a `layer-dependency` violation, labelled on its edge.
    static func crowded(count: Int, seed: UInt64) -> GraphDocument {
        var random = SplitMix64(seed: seed)
        let layerNames = ["App", "Features", "Domain", "Data", "Core"]
        let names = (0..<count).map { "Module\($0)Kit" }
        let layerOf = (0..<count).map { $0 * layerNames.count / count }
        var edges: [Edge] = []
        var findings: [Diagnostic] = []
        var pairs: Set<Int> = []
        for module in 0..<count {
            for _ in 0..<3 {
                let other = Int(random.next() % UInt64(count))
                guard layerOf[module] != layerOf[other] else { continue }
                // Upward (from the lower layer) one time in four, downward otherwise.
                let upward = random.next() % 4 == 0
                let (from, to) = (layerOf[module] < layerOf[other]) != upward ? (module, other) : (other, module)
                guard pairs.insert(from * count + to).inserted else { continue }
                let location = TestGraphs.at("Sources/\(names[from])/A.swift", 1 + edges.count % 30)
                edges.append(Sample.edge(names[from], names[to], [location]))
                if upward { findings += Sample.violation("layer-dependency", .error, names[from], names[to], at: [location]) }
            }
        }
        let layers = layerNames.enumerated().map { index, name in
            GraphDocument.Layer(name: name, allowed: Array(layerNames.dropFirst(index + 1)), isIndependent: false)
        }
        return GraphDocument(root: "Crowded", modules: names.indices.map { TestGraphs.module(names[$0], nil, .regular, layerNames[layerOf[$0]]) },
                             edges: edges, layers: layers, diagnostics: findings.sorted())
    }

    static let sizes = [15, 80, 100, 180] + (SlowSuites.areRequested ? [500] : [])

    @Test(arguments: sizes)
    func labelsOverlapNothingAndStayInsideTheDrawing(modules: Int) throws {
        let view = try GraphViewBuilder.build(Self.crowded(count: modules, seed: UInt64(modules)), options: GraphViewOptions())
        let violating = view.edges.filter(\.isViolation).count
        let drawing = try SVGDrawingMeasure(svg: SVGRenderer().render(view))
        #expect(violating >= modules / 5, "\(violating) violating edges")
        #expect(drawing.labelsOverBoxes.isEmpty, "\(drawing.labelsOverBoxes.prefix(3))")
        #expect(drawing.labelsOverLabels.isEmpty, "\(drawing.labelsOverLabels.prefix(3))")
        #expect(drawing.labelsOverOtherText.isEmpty, "\(drawing.labelsOverOtherText.prefix(3))")
        #expect(drawing.partsOutside.isEmpty, "\(drawing.partsOutside.prefix(3))")
        #expect(drawing.labelsAwayFromTheirEdge().isEmpty, "\(drawing.labelsAwayFromTheirEdge().prefix(3))")
        // Crowding leaves some out, but most edges keep their label.
        #expect(drawing.edgeLabels.count * 2 >= violating, "\(drawing.edgeLabels.count) of \(violating) labelled")
    }

    /// The labels of an HTML page's drawings too, where folded bundles take room as well.
    @Test func pageDrawingsKeepTheirLabelsClear() throws {
        let document = Self.crowded(count: 80, seed: 3)
        let view = try GraphViewBuilder.build(document, options: GraphViewOptions())
        let scene = SVGScene(view: view, layout: LayeredLayout.layout(view), folding: Set(view.nodes.prefix(10).map(\.id)))
        let drawing = try SVGDrawingMeasure(svg: scene.svgElement(namespace: false, stylesheet: false))
        #expect(!drawing.edgeLabels.isEmpty && !drawing.otherLabels.isEmpty)
        #expect(drawing.labelsOverBoxes.isEmpty && drawing.labelsOverLabels.isEmpty && drawing.labelsOverOtherText.isEmpty && drawing.partsOutside.isEmpty,
                "\(drawing)")
    }

    /// The measure itself finds what it is meant to: a label over a box, over another label,
    /// over a band's name, cut off at the edge, and away from its edge.
    @Test func theMeasureFindsEachKindOfProblem() throws {
        let svg = """
            <svg viewBox="0 0 300 200"><g class="band"><rect x="0" y="0" width="300" height="80"/>\
            <text class="band-label" x="10" y="18" font-size="13">Features</text></g>\
            <g class="edge violation" data-from="A" data-to="B"><path d="M50,40 C50,100 250,100 250,150"/>\
            <text class="edge-label" x="50" y="40" text-anchor="middle" font-size="10">over-box</text>\
            <text class="edge-label" x="52" y="42" text-anchor="middle" font-size="10">over-label</text>\
            <text class="edge-label" x="40" y="20" text-anchor="middle" font-size="10">band</text>\
            <text class="edge-label" x="270" y="150" text-anchor="middle" font-size="10">clipped-label</text>\
            <text class="edge-label" x="150" y="190" text-anchor="middle" font-size="10">far</text></g>\
            <g class="node" data-node="A"><rect x="30" y="30" width="40" height="20"/></g></svg>
            """
        let drawing = try SVGDrawingMeasure(svg: svg)
        #expect(drawing.boxes.count == 1 && drawing.edgeLabels.count == 5 && drawing.bandLabels.count == 1)
        #expect(drawing.labelsOverBoxes.count == 2)
        #expect(drawing.labelsOverLabels.count == 1)
        #expect(drawing.labelsOverOtherText.count == 1)
        #expect(drawing.partsOutside.count == 1 && drawing.partsOutside[0].contains("clipped"))
        // The one under the band's name is away from the curve too.
        let away = drawing.labelsAwayFromTheirEdge()
        #expect(away.count == 2 && away[0].contains("\"band\"") && away[1].contains("\"far\""), "\(away)")
    }
}
