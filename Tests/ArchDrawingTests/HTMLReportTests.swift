import ArchGraph
import ArchReport
import Foundation
import Testing

@Suite("HTML report")
struct HTMLReportTests {
    static let shopHTML = try! HTMLReport().render(document: TestGraphs.shop, options: GraphViewOptions())
    static let syntheticHTML = try! HTMLReport().render(document: TestGraphs.synthetic500, options: GraphViewOptions())

    @Test(arguments: ["shop", "synthetic"])
    func needsNoNetwork(_ name: String) {
        let html = name == "shop" ? Self.shopHTML : Self.syntheticHTML
        #expect(!html.contains("http://"))
        #expect(!html.contains("https://"))
        #expect(!html.contains(" src="))
        #expect(!html.contains("<link"))
        #expect(!html.contains("@import"))
        // Only in-document references such as arrowhead markers.
        #expect(html.components(separatedBy: "url(").dropFirst().allSatisfy { $0.hasPrefix("#") })
    }

    @Test func headerCountsModulesEdgesViolationsAndCycles() {
        // Tests and external modules are left out by default: 6 modules, CartDomain → RxSwift and the test edge are not drawn.
        #expect(Self.shopHTML.contains("<strong>6</strong> modules"))
        #expect(Self.shopHTML.contains("<strong>5</strong> edges"))
        #expect(Self.shopHTML.contains("<strong>2</strong> violations"))
        #expect(Self.shopHTML.contains("<strong>2</strong> cycles"))
        #expect(Self.shopHTML.contains("Architecture of <code>Shop</code>"))
    }

    @Test func listsEveryViolationWithEveryPlace() {
        #expect(Self.shopHTML.contains("<span class=\"rule\">layer-dependency</span> <strong>CartDomain</strong> → <strong>CartData</strong>"))
        #expect(Self.shopHTML.contains("<code>Domain/Cart/D.swift:3</code>"))
        #expect(Self.shopHTML.contains("<code>Domain/Package.swift:12</code>"))
        #expect(Self.shopHTML.contains("<span class=\"rule\">unused-dependency</span>"))
        #expect(Self.shopHTML.contains("<code>Features/Package.swift:9</code>"))
        #expect(Self.shopHTML.contains("Modules: <strong>CartData</strong> → <strong>CartDomain</strong> → <strong>CartData</strong>"))
    }

    @Test func tableHasARowPerModuleWithItsCoupling() throws {
        let rows = Self.shopHTML.components(separatedBy: "\n").filter { $0.hasPrefix("<tr data-node=") }
        #expect(rows.count == 6)
        let cartDomain = try #require(rows.first { $0.hasPrefix("<tr data-node=\"CartDomain\"") })
        // Fan-in 4 (three features and the data module), fan-out 1: I = 1 / 5.
        #expect(cartDomain.contains("<td>Domain</td><td class=\"number\" data-value=\"4\">4</td><td class=\"number\" data-value=\"1\">1</td>"
            + "<td class=\"number\" data-value=\"0.20\">0.20</td>"))
        let feature = try #require(rows.first { $0.hasPrefix("<tr data-node=\"CartFeature\"") })
        #expect(feature.contains(">1.00</td>"))
        let lonely = try #require(rows.first { $0.hasPrefix("<tr data-node=\"Lonely\"") })
        #expect(lonely.hasSuffix("<td class=\"number\" data-value=\"\">–</td></tr>"))
        #expect(Self.shopHTML.contains("<tr data-node=\"Odd&lt;&amp;&quot;&#39;&gt;Name\""))
    }

    @Test func smallGraphsAreDrawnWholeAndAreDeterministic() throws {
        #expect(Self.shopHTML.components(separatedBy: "<svg ").count == 2)
        #expect(!Self.shopHTML.contains("<details"))
        #expect(!Self.shopHTML.contains("xmlns"))
        #expect(Self.shopHTML.contains("data-node=\"CartFeature\""))
        #expect(try HTMLReport().render(document: TestGraphs.shop, options: GraphViewOptions()) == Self.shopHTML)
    }

    @Test func theMainDrawingFollowsTheOptions() throws {
        let focused = try HTMLReport().render(document: TestGraphs.shop, options: GraphViewOptions(focus: "CartFeature", direction: .out))
        let drawing = try #require(focused.components(separatedBy: "<section id=\"violations\">").first)
        #expect(drawing.contains("data-node=\"CartDomain\""))
        #expect(!drawing.contains("data-node=\"LoginFeature\""))
        #expect(drawing.contains("class=\"node focus\" data-node=\"CartFeature\""))
        // The table still lists every module.
        #expect(focused.contains("<tr data-node=\"LoginFeature\""))

        let layers = try HTMLReport().render(document: TestGraphs.shop, options: GraphViewOptions(level: .layer))
        #expect(layers.contains("data-node=\"Presentation\""))
        let withExternals = try HTMLReport().render(document: TestGraphs.shop, options: GraphViewOptions(includeExternal: true))
        #expect(withExternals.contains("data-node=\"RxSwift\""))
        #expect(!Self.shopHTML.contains("data-node=\"RxSwift\""))

        #expect(throws: GraphViewError.unknownFocus("CartDomian", suggestion: "CartDomain")) {
            try HTMLReport().render(document: TestGraphs.shop, options: GraphViewOptions(focus: "CartDomian"))
        }
    }

    @Test func largeGraphsOpenOnTheLayersWithASectionPerLayer() throws {
        let html = Self.syntheticHTML
        #expect(html.utf8.count < 5_000_000, "\(html.utf8.count) bytes")
        #expect(html.contains("<svg class=\"graph overview\""))
        for (index, layer) in TestGraphs.syntheticLayers.enumerated() {
            #expect(html.contains("<details class=\"layer\" id=\"layer-\(index)\" data-band=\"\(layer.name)\">"))
            #expect(html.contains("<a href=\"#layer-\(index)\">"))
        }
        let rows = html.components(separatedBy: "\n").filter { $0.hasPrefix("<tr data-node=") }
        #expect(rows.count == 500)
        // Every module is drawn in its own layer's section.
        for module in TestGraphs.synthetic500.modules where !module.isExternal {
            #expect(html.contains("data-node=\"\(module.name)\" data-band=\"\(module.layer!)\""))
        }
        #expect(try HTMLReport().render(document: TestGraphs.synthetic500, options: GraphViewOptions()) == html)
    }

    @Test func aLargeGraphWithoutLayersOpensOnItsPackages() throws {
        var unlayered = TestGraphs.synthetic500
        unlayered.layers = []
        unlayered.modules = unlayered.modules.map { module in
            var plain = module
            plain.layer = nil
            return plain
        }
        let html = try HTMLReport().render(document: unlayered, options: GraphViewOptions())
        // One band would make a one-box overview of layers; the packages outline the graph instead,
        // and every module is still drawn in a closed section.
        #expect(html.contains("this is the graph of their packages"))
        #expect(html.contains("<summary>All 500 modules</summary>"))
        let firstPackage = try #require(unlayered.modules.first { !$0.isExternal }?.package)
        #expect(html.contains("data-node=\"\(firstPackage)\""))
        #expect(html.contains("data-node=\"\(unlayered.modules[0].name)\""))
        #expect(html.utf8.count < 5_000_000)
    }

    @Test func focusingALargeGraphDrawsTheNeighbourhoodDirectly() throws {
        let html = try HTMLReport().render(document: TestGraphs.synthetic500, options: GraphViewOptions(focus: "Basket21Feature"))
        #expect(!html.contains("<details"))
        #expect(html.contains("class=\"node focus\" data-node=\"Basket21Feature\""))
    }

    @Test func adjacencyForTheScriptCannotCloseItsElement() throws {
        let document = GraphDocument(
            root: "x", modules: [TestGraphs.module("A</script>", nil, "regular", nil), TestGraphs.module("B", nil, "regular", nil)],
            edges: [GraphDocument.Edge(from: "A</script>", to: "B", kind: "import", locations: [])], layers: [], violations: [], cycles: [])
        let html = try HTMLReport().render(document: document, options: GraphViewOptions())
        #expect(html.contains("{\"A\\u003c/script>\":[\"B\"]}"))
        #expect(html.components(separatedBy: "</script>").count == 3)
    }
}
