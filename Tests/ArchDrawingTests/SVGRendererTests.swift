import ArchModuleGraph
import ArchViews
import ArchReport
import ArchTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite("SVG drawing")
struct SVGRendererTests {
    static let view = try! GraphViewBuilder.build(TestGraphs.shop, options: GraphViewOptions(includeTests: true, includeExternal: true))
    static let svg = SVGRenderer().render(view)

    @Test func isAWellFormedStandaloneDocument() throws {
        let document = try XMLElements.parse(Self.svg)
        let root = try #require(document.first)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["viewBox"]?.hasPrefix("0 0 ") == true)
        #expect(document.contains { $0.name == "style" })
        #expect(document.filter { $0.name == "marker" }.count == 3)
        #expect(SVGRenderer().render(Self.view) == Self.svg)
    }

    /// A node's tooltip names its kind as graph JSON does (`regular`, `external`, `test`),
    /// never as a Swift value with its module's name.
    @Test func nodeTooltipsNameTheKindPlainly() throws {
        let elements = try XMLElements.parse(Self.svg)
        let titles = elements.filter { $0.name == "title" && $0.parentClass?.hasPrefix("node") == true }.map(\.text)
        try #require(!titles.isEmpty)
        for title in titles {
            let kind = try #require(title.split(separator: "\n").last?.split(separator: ",").first.map(String.init), "\(title)")
            #expect(ModuleKind(rawValue: kind) != nil, "\(title)")
        }
    }

    @Test func anEmptyViewIsStillADocument() throws {
        let svg = SVGRenderer().render(GraphView(level: .module, title: "Nothing & <nobody>", bands: [], nodes: [], edges: []))
        let elements = try XMLElements.parse(svg)
        #expect(elements.first { $0.name == "title" }?.text == "Nothing & <nobody>")
        #expect(!elements.contains { $0.attributes["data-node"] != nil })
    }

    @Test func everyLabelIsEscapedAndReadsBackUnchanged() throws {
        #expect(Self.svg.contains("Odd&lt;&amp;&quot;&#39;&gt;Name"))
        #expect(!Self.svg.contains("Odd<&"))
        let elements = try XMLElements.parse(Self.svg)
        let nodes = elements.filter { $0.attributes["data-node"] != nil }
        #expect(Set(nodes.compactMap { $0.attributes["data-node"] }) == Set(Self.view.nodes.map(\.id)))
        let labels = elements.filter { $0.name == "text" && $0.parentClass?.hasPrefix("node") == true }.map(\.text)
        #expect(Set(labels) == Set(Self.view.nodes.map(\.label)))
        #expect(labels.contains("Odd<&\"'>Name"))
        let bandLabels = elements.filter { $0.attributes["class"] == "band-label" }.map(\.text)
        #expect(bandLabels == Self.view.bands.map(\.name))
    }

    @Test func violatingEdgesAreRedAndNameTheirRule() throws {
        let edges = try XMLElements.parse(Self.svg).filter { $0.name == "path" && $0.parentClass?.hasPrefix("edge") == true }
        #expect(edges.count == Self.view.edges.count)
        let red = edges.filter { $0.attributes["stroke"] == BandColors.violation }
        #expect(red.map(\.parentKey) == ["CartDomain→CartData"])
        #expect(red.first?.parentClass == "edge violation cycle")
        #expect(red.first?.attributes["marker-end"] == "url(#arrow-violation)")
        let titles = try XMLElements.parse(Self.svg).filter { $0.name == "title" && $0.parentKey == "CartDomain→CartData" }
        #expect(titles.first?.text.contains("breaks: layer-dependency") == true)
        let labels = try XMLElements.parse(Self.svg).filter { $0.attributes["class"] == "edge-label" }
        #expect(labels.map(\.text) == ["layer-dependency"])
    }

    @Test func cycleEdgesAreBoldAndOthersAreNot() throws {
        let edges = try XMLElements.parse(Self.svg).filter { $0.name == "path" && $0.parentClass?.hasPrefix("edge") == true }
        let bold = edges.filter { $0.attributes["stroke-width"] == "3" }
        #expect(Set(bold.map(\.parentKey)) == ["CartDomain→CartData", "CartData→CartDomain"])
        #expect(edges.filter { $0.attributes["stroke-width"] != "3" }.allSatisfy { $0.attributes["stroke-width"] == "1.3" })
    }

    @Test func typeReferencesAreDashedAndNameTheirTypes() throws {
        let view = try GraphViewBuilder.build(TestGraphs.folders, options: GraphViewOptions(includeExternal: true))
        let elements = try XMLElements.parse(SVGRenderer().render(view))
        let paths = elements.filter { $0.name == "path" && $0.parentClass?.hasPrefix("edge") == true }
        let dashed = paths.filter { $0.attributes["stroke-dasharray"] != nil }
        #expect(Set(dashed.map(\.parentKey)) == ["App→Cart", "App→Catalog", "Cart→Catalog"])
        #expect(paths.first { $0.parentKey == "App→UIKit" }?.attributes["stroke-dasharray"] == nil)
        #expect(dashed.first { $0.parentKey == "Cart→Catalog" }?.parentClass == "edge violation reference")
        let title = elements.first { $0.name == "title" && $0.parentKey == "App→Cart" }?.text
        #expect(title == "App → Cart\ntype references: CartDi, CartService")
        // The shop has no folder modules: nothing is dashed.
        #expect(!SVGRenderer().render(Self.view).contains("class=\"edge reference"))
    }

    @Test func externalAndFocusNodesStandOut() throws {
        let focused = try GraphViewBuilder.build(TestGraphs.shop, options: GraphViewOptions(includeExternal: true, focus: "CartDomain"))
        let elements = try XMLElements.parse(SVGRenderer().render(focused))
        let groups = Dictionary(uniqueKeysWithValues: elements.filter { $0.attributes["data-node"] != nil }.map { ($0.attributes["data-node"]!, $0) })
        #expect(groups["RxSwift"]?.attributes["class"] == "node external")
        #expect(groups["CartDomain"]?.attributes["class"] == "node focus")
        #expect(groups["CartFeature"]?.attributes["class"] == "node")
        let rects = elements.filter { $0.name == "rect" && $0.parentClass?.hasPrefix("node") == true }
        #expect(rects.first { $0.parentKey == "CartDomain" }?.attributes["stroke-width"] == "3.5")
        #expect(rects.first { $0.parentKey == "RxSwift" }?.attributes["stroke-dasharray"] == "4 3")
    }
}
