import ArchCore
import ArchViews
import ArchModuleGraph
import ArchReport
import ArchTestSupport
import Foundation
import Testing

@Suite("HTML report")
struct HTMLReportTests {
    static let shopHTML = try! HTMLReport().render(TestGraphs.shop)
    static let syntheticHTML = try! HTMLReport().render(TestGraphs.synthetic500)

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

    @Test func headerStatesTheCountsOfTheAnalysis() {
        // The counts of the analysis, as `archkit check` states them: every module and edge, errors and warnings apart.
        #expect(Self.shopHTML.contains("<li class=\"bad\"><strong>4</strong> errors</li>"))
        #expect(Self.shopHTML.contains("<li class=\"warn\"><strong>1</strong> warning</li>"))
        #expect(Self.shopHTML.contains("<strong>2</strong> cycles"))
        #expect(Self.shopHTML.contains("<strong>8</strong> modules"))
        #expect(Self.shopHTML.contains("<strong>8</strong> edges"))
        #expect(Self.shopHTML.contains("title=\"archkit: 4 errors, 1 warning in 0 files, 8 modules, 8 edges\""))
        #expect(Self.shopHTML.contains("Architecture of <code>Shop</code>"))
        #expect(!Self.shopHTML.contains("id=\"incomplete\""))
    }

    @Test func typeReferencesAreCountedAndExplained() throws {
        let html = try HTMLReport().render(TestGraphs.folders)
        #expect(html.contains("<li><strong>4</strong> edges</li><li class=\"references\"><strong>3</strong> of them type references</li>"))
        #expect(html.contains("title=\"archkit: 1 error, 0 warnings in 0 files, 4 modules, 4 edges (3 references)\""))
        #expect(html.contains("dashed edges are type references between folder modules"))
        #expect(html.contains("stroke-dasharray=\"6 4\""))
        #expect(!Self.shopHTML.contains("type reference"))
        #expect(!Self.shopHTML.contains("class=\"references\""))
    }

    @Test func listsEveryFindingErrorsFirstWithEveryPlace() throws {
        #expect(Self.shopHTML.contains("<span class=\"rule\">layer-dependency</span> <strong>CartDomain</strong> → <strong>CartData</strong>"))
        #expect(Self.shopHTML.contains("<code>Domain/Cart/D.swift:3:1</code>"))
        #expect(Self.shopHTML.contains("<code>Domain/Package.swift:12:1</code>"))
        #expect(Self.shopHTML.contains("<span class=\"rule\">unused-dependency</span>"))
        #expect(Self.shopHTML.contains("<code>Features/Package.swift:9:1</code>"))
        #expect(Self.shopHTML.contains("Modules: <strong>CartData</strong> → <strong>CartDomain</strong> → <strong>CartData</strong>"))
        let findings = try #require(Self.shopHTML.components(separatedBy: "<ol class=\"findings\">").last?.components(separatedBy: "</ol>").first)
        let classes = findings.components(separatedBy: "\n").filter { $0.hasPrefix("<li class=") }.map { $0.dropFirst(11).prefix { $0 != "\"" } }
        #expect(classes == ["error", "error", "error", "error", "warning"])
    }

    @Test func bannedNamesInputProblemsAndUnreadFilesAreReported() throws {
        let shop = TestGraphs.shop
        let banned = Diagnostic(ruleID: "banned-name", severity: .error, message: "class 'CheckoutManager' ends in 'Manager'",
                                location: Sample.at("Features/Cart/Checkout.swift", 3), symbol: "CheckoutManager")
        let broken = InputProblem.manifestError.diagnostic("expected ')' in argument list", at: Sample.at("Data/Package.swift", 7))
        let conditional = Edge(from: "CartFeature", to: "CartDomain", kind: .import,
                               locations: [EdgeLocation(Sample.at("Features/Cart/F.swift", 1), condition: "canImport(UIKit)")])
        let warned = Diagnostic(ruleID: "implicit-dependency", severity: .warning, message: "imports without declaring",
                                location: Sample.at("Features/Cart/F.swift", 1), dependency: .init(from: "CartFeature", to: "CartDomain"))
        let document = GraphDocument(root: "Shop", modules: shop.modules, edges: shop.edges.filter { $0.from != "CartFeature" } + [conditional],
                                     layers: shop.layers, diagnostics: (shop.diagnostics + [banned, broken, warned]).sorted(),
                                     unread: [UnreadInput(file: "Data/Package.swift", problem: "manifest-error", message: "expected ')' in argument list")])
        let html = try HTMLReport().render(document)
        let top = try #require(html.components(separatedBy: "<section id=\"graph\">").first)
        #expect(top.contains("<h2>This graph is incomplete</h2>"))
        #expect(top.contains("<code>Data/Package.swift</code> <span class=\"rule\">manifest-error</span>"))
        #expect(html.contains("<li class=\"error\"><span class=\"severity\">error</span> <span class=\"rule\">banned-name</span> <p class=\"message\">class &#39;CheckoutManager&#39; ends in &#39;Manager&#39;</p>"))
        #expect(html.contains("<span class=\"rule\">manifest-error</span> <p class=\"message\">expected &#39;)&#39; in argument list</p>"))
        #expect(html.contains("<code>Features/Cart/F.swift:1:1</code> <span class=\"condition\">#if canImport(UIKit)</span>"))
        #expect(html.contains("<li class=\"warning\" data-from=\"CartFeature\" data-to=\"CartDomain\"><span class=\"severity\">warning</span>"))
        #expect(html.contains("<li class=\"bad\"><strong>6</strong> errors</li><li class=\"warn\"><strong>2</strong> warnings</li>"))
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
        #expect(lonely.hasSuffix("<td class=\"number\" data-value=\"\">–</td><td class=\"number\" data-value=\"0\">0</td></tr>"))
        // The blast radius: CartData and CartDomain are a cycle, so each has the other, the three
        // features and the domain's tests behind it; they lead the table, by name on a tie.
        #expect(cartDomain.hasSuffix("<td class=\"number\" data-value=\"5\">5</td></tr>"))
        #expect(rows.prefix(2).map { $0.split(separator: "\"")[1] } == ["CartData", "CartDomain"])
        #expect(Self.shopHTML.contains("<tr data-node=\"Odd&lt;&amp;&quot;&#39;&gt;Name\""))
    }

    @Test func smallGraphsAreDrawnWholeAndAreDeterministic() throws {
        #expect(Self.shopHTML.components(separatedBy: "<svg ").count == 2)
        #expect(!Self.shopHTML.contains("<details"))
        #expect(!Self.shopHTML.contains("xmlns"))
        #expect(Self.shopHTML.contains("data-node=\"CartFeature\""))
        #expect(try HTMLReport().render(TestGraphs.shop) == Self.shopHTML)
    }

    @Test func theMainDrawingFollowsTheOptions() throws {
        let focused = try HTMLReport(options: GraphViewOptions(focus: "CartFeature", direction: .out)).render(TestGraphs.shop)
        let drawing = try #require(focused.components(separatedBy: "<section id=\"findings\">").first)
        #expect(drawing.contains("data-node=\"CartDomain\""))
        #expect(!drawing.contains("data-node=\"LoginFeature\""))
        #expect(drawing.contains("class=\"node focus\" data-node=\"CartFeature\""))
        // The table still lists every module.
        #expect(focused.contains("<tr data-node=\"LoginFeature\""))

        let layers = try HTMLReport(options: GraphViewOptions(level: .layer)).render(TestGraphs.shop)
        #expect(layers.contains("data-node=\"Presentation\""))
        let withExternals = try HTMLReport(options: GraphViewOptions(includeExternal: true)).render(TestGraphs.shop)
        #expect(withExternals.contains("data-node=\"RxSwift\""))
        #expect(!Self.shopHTML.contains("data-node=\"RxSwift\""))

        #expect(throws: GraphViewError.unknownFocus("CartDomian", suggestion: "CartDomain")) {
            try HTMLReport(options: GraphViewOptions(focus: "CartDomian")).render(TestGraphs.shop)
        }
    }

    @Test func largeGraphsOpenOnTheLayersWithASectionPerLayer() throws {
        let html = Self.syntheticHTML
        #expect(html.utf8.count < 5_000_000, "\(html.utf8.count) bytes")
        #expect(html.contains("<svg class=\"graph overview\""))
        // Each layer's box in the overview lists its modules.
        let overview = try #require(html.components(separatedBy: "<svg class=\"graph overview\"").dropFirst().first?
            .components(separatedBy: "</svg>").first)
        #expect(overview.contains("<text class=\"listing\""))
        for (index, layer) in TestGraphs.syntheticLayers.enumerated() {
            #expect(html.contains("<details class=\"layer\" id=\"layer-\(index)\" data-band=\"\(layer.name)\">"))
            #expect(html.contains("<a href=\"#layer-\(index)\">"))
        }
        let rows = html.components(separatedBy: "\n").filter { $0.hasPrefix("<tr data-node=") }
        #expect(rows.count == 500)
        // Every module is drawn in its own layer's section. The page is read once into the
        // pairs of module and band it places, since each search of megabytes costs a debug build
        // milliseconds.
        let placed = Set(html.components(separatedBy: "data-node=\"").dropFirst().compactMap { piece -> String? in
            let parts = piece.split(separator: "\"", maxSplits: 3, omittingEmptySubsequences: false)
            return parts.count == 4 && parts[1] == " data-band=" ? "\(parts[0]) in \(parts[2])" : nil
        })
        for module in TestGraphs.synthetic500.modules where !module.isExternal {
            #expect(placed.contains("\(module.name) in \(module.layer!)"))
        }
        // A second render of 500 modules is slow-suite work; the determinism tests compare
        // two runs of a fixture in every run.
        if SlowSuites.areRequested {
            #expect(try HTMLReport().render(TestGraphs.synthetic500) == html)
        }
    }

    /// An overview is a sketch, however few its boxes: a layer's edge that a path through
    /// other layers implies is hidden, and the page says so.
    @Test func theOverviewHidesEdgesOtherLayersImply() throws {
        let counts = [("Top", 30), ("Middle", 20), ("Bottom", 20)]
        let modules = counts.flatMap { layer, count in (0..<count).map { TestGraphs.module("\(layer)\($0)", nil, .regular, layer) } }
        var edges = (0..<30).map { Sample.edge("Top\($0)", "Middle\($0 % 20)") } + (0..<20).map { Sample.edge("Middle\($0)", "Bottom\($0)") }
        edges.append(Sample.edge("Top0", "Bottom5"))
        let document = GraphDocument(root: "Stack", modules: modules.sorted { $0.name < $1.name },
                                     edges: edges.sorted { ($0.from, $0.to) < ($1.from, $1.to) },
                                     layers: [GraphDocument.Layer(name: "Top", allowed: ["Middle", "Bottom"], isIndependent: false),
                                              GraphDocument.Layer(name: "Middle", allowed: ["Bottom"], isIndependent: false),
                                              GraphDocument.Layer(name: "Bottom", allowed: [], isIndependent: false)])
        let html = try HTMLReport().render(document)
        let overview = try #require(html.components(separatedBy: "<svg class=\"graph overview\"").dropFirst().first?
            .components(separatedBy: "</svg>").first)
        #expect(overview.contains("<g class=\"edge implied\" display=\"none\" data-from=\"Top\" data-to=\"Bottom\">"))
        #expect(overview.components(separatedBy: "<g class=\"edge\"").count - 1 == 2)
        #expect(html.contains("1 edge that a path through other layers implies is hidden (click a layer to see all its edges)"))
        // With --all-edges it is drawn like the others.
        let all = try HTMLReport(options: GraphViewOptions(allEdges: true)).render(document)
        #expect(!all.contains("edge implied"))
    }

    @Test func aLargeGraphWithoutLayersOpensOnItsPackages() throws {
        var unlayered = TestGraphs.synthetic500
        unlayered.layers = []
        unlayered.modules = unlayered.modules.map { module in
            var plain = module
            plain.layer = nil
            return plain
        }
        let html = try HTMLReport().render(unlayered)
        // One band would make a one-box overview of layers; the packages outline the graph instead,
        // and every module is still drawn in a closed section.
        #expect(html.contains("this is the graph of their packages"))
        #expect(html.contains("<summary>All 500 modules</summary>"))
        let firstPackage = try #require(unlayered.modules.first { !$0.isExternal }?.package)
        #expect(html.contains("data-node=\"\(firstPackage)\""))
        #expect(html.contains("data-node=\"\(unlayered.modules[0].name)\""))
        #expect(html.utf8.count < 5_000_000)
    }

    /// A package per module (or one package holding them all, or none) is no outline a package
    /// overview could draw: the page draws every module, implied edges hidden.
    @Test func aLargeGraphThatPackagesDoNotOutlineIsDrawnWhole() throws {
        let document = RankedBandsTests.unlayered(count: 90, seed: 7)
        #expect(document.modules.allSatisfy { $0.package == $0.name })
        let html = try HTMLReport().render(document)
        #expect(!html.contains("graph of their packages"))
        #expect(!html.contains("<details"))
        for module in document.modules { #expect(html.contains("data-node=\"\(module.name)\"")) }
        let hidden = html.components(separatedBy: "<g class=\"edge implied\" display=\"none\"").count - 1
        #expect(hidden > 0)
        #expect(html.contains("\(hidden) edges that a path through other modules implies are hidden"))
    }

    @Test func theChoiceOfOutlineFollowsThePackages() {
        let many = (0..<90).map { (id: "M\($0)", package: String?("P\($0 / 3)")) }
        #expect(!HTMLReport.drawsWhole(many))
        #expect(HTMLReport.drawsWhole(many.map { ($0.id, String?("One")) }))
        #expect(HTMLReport.drawsWhole(many.map { ($0.id, nil) }))
        // One package holding most modules outlines nothing.
        #expect(HTMLReport.drawsWhole(many.enumerated().map { ($1.id, $0 < 60 ? "Big" : $1.package) }))
        // Too many to draw whole: the packages are drawn, whatever they are.
        #expect(!HTMLReport.drawsWhole((0..<700).map { ("M\($0)", nil) }))
    }

    @Test func focusingALargeGraphDrawsTheNeighbourhoodDirectly() throws {
        let html = try HTMLReport(options: GraphViewOptions(focus: "Basket21Feature")).render(TestGraphs.synthetic500)
        #expect(!html.contains("<details"))
        #expect(html.contains("class=\"node focus\" data-node=\"Basket21Feature\""))
    }

    @Test func adjacencyForTheScriptCannotCloseItsElement() throws {
        let document = GraphDocument(
            root: "x", modules: [TestGraphs.module("A</script>", nil, .regular, nil), TestGraphs.module("B", nil, .regular, nil)],
            edges: [Sample.edge("A</script>", "B")])
        let html = try HTMLReport().render(document)
        #expect(html.contains("{\"A\\u003c/script>\":[\"B\"]}"))
        #expect(html.components(separatedBy: "</script>").count == 3)
    }
}
