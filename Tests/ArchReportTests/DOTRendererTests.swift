import ArchViews
import ArchReport
import ArchTestSupport
import Foundation
import Testing

@Suite("DOT rendering")
struct DOTRendererTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var document: GraphDocument
        var options: GraphViewOptions
        var testDescription: String { name }
    }

    static let everything = GraphViewOptions(includeTests: true, includeExternal: true)
    static func at(_ level: GraphView.Level) -> GraphViewOptions {
        GraphViewOptions(level: level, includeTests: true, includeExternal: true)
    }

    static let cases = [
        Case(name: "shop-modules", document: FormatFixtures.shop, options: everything),
        Case(name: "shop-packages", document: FormatFixtures.shop, options: at(.package)),
        Case(name: "shop-layers", document: FormatFixtures.shop, options: at(.layer)),
        Case(name: "shop-focus", document: FormatFixtures.shop, options: GraphViewOptions(includeExternal: true, focus: "CartDomain")),
        Case(name: "awkward-modules", document: FormatFixtures.awkward, options: everything),
        Case(name: "awkward-packages", document: FormatFixtures.awkward, options: at(.package)),
        Case(name: "awkward-layers", document: FormatFixtures.awkward, options: at(.layer)),
        Case(name: "awkward-focus", document: FormatFixtures.awkward, options: GraphViewOptions(includeExternal: true, focus: "Quote\"d", depth: 2)),
        Case(name: "folders-modules", document: FormatFixtures.folders, options: everything),
        Case(name: "folders-layers", document: FormatFixtures.folders, options: at(.layer)),
        Case(name: "large-modules", document: FormatFixtures.large(modules: 80, findings: 30), options: GraphViewOptions()),
    ]

    private func draw(_ view: GraphView, _ name: String) throws -> GraphvizSVG {
        let drawing = try GraphvizSVG.draw(DOTRenderer().render(view), name: name)
        #expect(drawing.status == 0, "\(name): dot failed: \(drawing.stderr)")
        #expect(drawing.stderr.isEmpty, "\(name): dot warned: \(drawing.stderr)")
        return drawing.svg
    }

    @Test(.requires(.graphviz), arguments: cases)
    func graphvizDrawsEveryViewWithoutWarnings(_ example: Case) throws {
        let view = try GraphViewBuilder.build(example.document, options: example.options)
        let svg = try draw(view, example.name)

        // One cluster per band, labelled with its name, outlined in its colour.
        #expect(svg.clusters.count == view.bands.count)
        #expect(svg.clusters.map(\.texts) == view.bands.map { [$0.name] })
        #expect(svg.clusters.map { $0.strokes.first } == view.bands.map(\.color))
        // Every node and edge, each node showing its own name exactly, however it is spelled.
        #expect(svg.nodes.count == view.nodes.count)
        #expect(svg.edges.count == view.edges.count)
        let drawnTexts = svg.nodes.map { $0.texts.joined(separator: "\n") }.sorted()
        let expectedTexts = view.nodes.map { node in
            view.level == .module ? node.label : "\(node.label)\n\(node.size == 1 ? "1 module" : "\(node.size) modules")"
        }.sorted()
        #expect(drawnTexts == expectedTexts)
        // Red edges are exactly the violating ones, each labelled with its rules.
        let redEdges = svg.edges.filter { $0.strokes.contains(BandColors.violation) }
        #expect(redEdges.count == view.edges.filter(\.isViolation).count)
        let redLabels = redEdges.flatMap { zip($0.texts, $0.textFills).filter { $0.1 == BandColors.violation }.map(\.0) }.sorted()
        let violating = view.edges.filter(\.isViolation)
        let weights = view.level == .module ? [] : violating.map { String($0.weight) }
        #expect(redLabels == (violating.flatMap(\.violations) + weights).sorted())
        // Dashed edges are exactly the type references.
        #expect(svg.edges.filter(\.dashed).map(\.title).sorted() == view.edges.filter(\.isReferenceOnly).map { "\($0.from)->\($0.to)" }.sorted())
    }

    @Test(.requires(.graphviz))
    func typeReferencesAreDashedAndExplained() throws {
        let view = try GraphViewBuilder.build(FormatFixtures.folders, options: Self.everything)
        let svg = try draw(view, "folders")
        #expect(try #require(svg.edge("App", "Cart")).dashed)
        #expect(try #require(svg.edge("App", "UIKit")).dashed == false)
        // A reference that breaks a rule and closes a cycle is red, bold and still dashed.
        let violating = try #require(svg.edge("Cart", "Catalog"))
        #expect(violating.dashed && violating.strokes.allSatisfy { $0 == BandColors.violation })
        #expect(try #require(violating.strokeWidths.max()) > (try #require(svg.edge("App", "Cart")?.strokeWidths.max())))

        let dot = DOTRenderer().render(view)
        #expect(dot.contains(##""Cart" -> "Catalog" [xlabel="layer-dependency", color="#d62728", fontcolor="#d62728", style="dashed,bold", penwidth=3.5, tooltip="Cart → Catalog; type references; breaks layer-dependency; part of a cycle"];"##))
        #expect(dot.contains("dashed edges: type references between folder modules"))
        let shop = DOTRenderer().render(try GraphViewBuilder.build(FormatFixtures.shop, options: Self.everything))
        #expect(!shop.contains("style=dashed") && !shop.contains("type references"))
    }

    @Test(.requires(.graphviz))
    func violationsAreRedAndCyclesBold() throws {
        let view = try GraphViewBuilder.build(FormatFixtures.shop, options: Self.everything)
        let svg = try draw(view, "shop")
        let forbidden = try #require(svg.edge("CartDomain", "CartData"))
        #expect(forbidden.strokes.allSatisfy { $0 == BandColors.violation })
        #expect(forbidden.texts == ["layer-dependency"])
        #expect(forbidden.textFills == [BandColors.violation])

        let plain = try #require(svg.edge("LoginFeature", "CartDomain"))
        #expect(!plain.strokes.contains(BandColors.violation))
        #expect(plain.texts.isEmpty)
        let plainWidth = try #require(plain.strokeWidths.max())

        // The other step of the cycle breaks no rule, but is drawn bolder than a plain edge.
        let cycleStep = try #require(svg.edge("CartData", "CartDomain"))
        #expect(!cycleStep.strokes.contains(BandColors.violation))
        #expect(try #require(cycleStep.strokeWidths.max()) > plainWidth)
        #expect(try #require(forbidden.strokeWidths.max()) > plainWidth)
    }

    @Test(.requires(.graphviz))
    func kindsAndFocusAreStyled() throws {
        let options = GraphViewOptions(includeTests: true, includeExternal: true, focus: "CartDomain", depth: 2)
        let svg = try draw(try GraphViewBuilder.build(FormatFixtures.shop, options: options), "focus")
        let nodes = Dictionary(uniqueKeysWithValues: svg.nodes.map { ($0.title, $0) })
        #expect(nodes["RxSwift"]?.dashed == true)
        #expect(nodes["CartFeature"]?.dashed == false)
        let focus = try #require(nodes["CartDomain"])
        let plain = try #require(nodes["CartFeature"])
        #expect(try #require(focus.strokeWidths.max()) > (try #require(plain.strokeWidths.max())))
        #expect(focus.fills != plain.fills)
        #expect(try #require(nodes["CartDomainTests"]).fills != plain.fills)
    }

    @Test(.requires(.graphviz))
    func aggregatedEdgesShowTheirWeight() throws {
        let shop = try draw(try GraphViewBuilder.build(FormatFixtures.shop, options: GraphViewOptions(level: .package)), "packages")
        #expect(shop.edge("Features", "Domain")?.texts == ["2"])
        #expect(shop.nodes.first { $0.title == "Features" }?.texts == ["Features", "2 modules"])

        let band = GraphView.Band(name: "Layer", color: "#4e79a7", nodes: ["A", "B", "C"])
        let view = GraphView(level: .package, title: "Weights", bands: [band],
                             nodes: ["A", "B", "C"].map { GraphView.Node(id: $0, label: $0, band: "Layer", kind: .package, size: 3) },
                             edges: [GraphView.Edge(from: "A", to: "B", weight: 1), GraphView.Edge(from: "A", to: "C", weight: 5)])
        let svg = try draw(view, "weights")
        let light = try #require(svg.edge("A", "B"))
        let heavy = try #require(svg.edge("A", "C"))
        #expect(light.texts == ["1"])
        #expect(heavy.texts == ["5"])
        #expect(try #require(heavy.strokeWidths.max()) > (try #require(light.strokeWidths.max())))
    }

    @Test(.requires(.graphviz))
    func anEmptyViewIsStillAGraph() throws {
        let empty = GraphDocument(root: "Empty", modules: [], edges: [])
        let svg = try draw(try GraphViewBuilder.build(empty, options: GraphViewOptions()), "empty")
        #expect(svg.nodes.isEmpty && svg.clusters.isEmpty)
    }

    @Test func idsAndLabelsAreQuotedAndEscaped() throws {
        let view = GraphView(level: .module, title: "T", bands: [GraphView.Band(name: "B\"and", color: "#4e79a7", nodes: ["Trailing\\", "Quote\"d"])],
                             nodes: [GraphView.Node(id: "Quote\"d", label: "Quote\"d", band: "B\"and", kind: .module(.regular)),
                                     GraphView.Node(id: "Trailing\\", label: "Trailing\\", band: "B\"and", kind: .module(.regular))],
                             edges: [GraphView.Edge(from: "Quote\"d", to: "Trailing\\", violations: ["rule"])])
        let dot = DOTRenderer().render(view)
        #expect(dot.contains(#""Quote\"d" -> "Trailing\\" ["#))
        #expect(dot.contains(#"label="B\"and""#))
        #expect(dot.contains("rankdir=TB"))
        #expect(dot.hasPrefix("digraph \"T\" {\n"))
        #expect(dot.hasSuffix("}\n"))
    }

    @Test func sameViewSameBytes() throws {
        for example in Self.cases {
            let first = DOTRenderer().render(try GraphViewBuilder.build(example.document, options: example.options))
            var shuffled = example.document
            shuffled.modules.reverse()
            shuffled.edges.reverse()
            let second = DOTRenderer().render(try GraphViewBuilder.build(shuffled, options: example.options))
            #expect(first == second, "\(example.name)")
        }
    }
}
