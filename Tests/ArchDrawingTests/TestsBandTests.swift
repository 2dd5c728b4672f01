import ArchCore
@testable import ArchViews
import ArchTestSupport
import Testing

/// With `--include-tests`, test targets sit in a band of their own at the bottom, whatever
/// their folder's layer, and add nothing to the product's part of the drawing.
@Suite("Tests band")
struct TestsBandTests {
    /// The shop with a second test target that sits in the Data layer's folder.
    static let shop: GraphDocument = {
        var document = TestGraphs.shop
        document.modules.append(TestGraphs.module("CartDataTests", "Data", .test, "Data"))
        document.edges.append(Sample.edge("CartDataTests", "CartData", [TestGraphs.at("Data/Tests/T.swift", 1)]))
        document.edges.sort { ($0.from, $0.to) < ($1.from, $1.to) }
        return document
    }()

    @Test func testsSitBelowTheExternalsInAGreyBandOfTheirOwn() throws {
        let view = try GraphViewBuilder.build(Self.shop, options: GraphViewOptions(includeTests: true, includeExternal: true))
        #expect(view.bands.map(\.name) == ["Presentation", "Domain", "Data", GraphViewBuilder.externalBand, GraphViewBuilder.testsBand])
        #expect(view.bands.last?.nodes == ["CartDataTests", "CartDomainTests"])
        #expect(view.bands.last?.color == BandColors.tests)
        // The Data layer keeps only its product modules.
        #expect(view.bands[2].nodes == ["CartData", "Lonely"])
        #expect(view.node("CartDataTests")?.band == GraphViewBuilder.testsBand)
        // Without tests there is no such band.
        let product = try GraphViewBuilder.build(Self.shop, options: GraphViewOptions(includeExternal: true))
        #expect(!product.bands.contains { $0.name == GraphViewBuilder.testsBand })
        // Folded into layers, the tests are one node.
        let layers = try GraphViewBuilder.build(Self.shop, options: GraphViewOptions(level: .layer, includeTests: true))
        #expect(layers.nodes.map(\.id) == ["(tests)", "Data", "Domain", "Presentation"])
        #expect(layers.edges.filter { $0.from == GraphViewBuilder.testsBand }.map(\.to) == ["Data", "Domain"])
    }

    /// Tests of the top and the bottom module of an unlayered graph: in the ranks, the first
    /// would add a rank above every module.
    @Test func testsAddNoRankToModulesOfNoLayer() throws {
        var document = RankedBandsTests.unlayered(count: 30, seed: 3)
        document.modules += ["Module0Tests", "Module29Tests"].map { TestGraphs.module($0, nil, .test, nil) }
        document.edges += [Sample.edge("Module0Tests", "Module0"), Sample.edge("Module29Tests", "Module29")]
        document.edges.sort { ($0.from, $0.to) < ($1.from, $1.to) }
        let product = LayeredLayout.layout(try GraphViewBuilder.build(document, options: GraphViewOptions()))
        let withTests = LayeredLayout.layout(try GraphViewBuilder.build(document, options: GraphViewOptions(includeTests: true)))
        #expect(product.bands.count > 3)
        #expect(withTests.bands.map(\.name) == product.bands.map(\.name) + [GraphViewBuilder.testsBand])
        let bandOf = Dictionary(uniqueKeysWithValues: withTests.nodes.map { ($0.id, $0.band) })
        let productBandOf = Dictionary(uniqueKeysWithValues: product.nodes.map { ($0.id, $0.band) })
        #expect(productBandOf.allSatisfy { bandOf[$0.key] == $0.value })
        #expect(bandOf["Module0Tests"] == GraphViewBuilder.testsBand && bandOf["Module29Tests"] == GraphViewBuilder.testsBand)
    }
}
