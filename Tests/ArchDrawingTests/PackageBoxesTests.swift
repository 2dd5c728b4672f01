import ArchCore
import ArchViews
import ArchModuleGraph
import ArchReport
import ArchTestSupport
import Foundation
import Testing

/// `--package-boxes`: each package's modules side by side in their band, boxed.
@Suite("Package boxes")
struct PackageBoxesTests {
    /// An unlayered graph of the ranked-band tests (45 modules in the quick run, 90 in the slow
    /// suites), its modules dealt round-robin into six packages, so that every band mixes packages.
    static let document: GraphDocument = {
        var document = RankedBandsTests.unlayered(count: SlowSuites.choose(quick: 45, full: 90), seed: 7)
        for index in document.modules.indices { document.modules[index].package = "Package\(index % 6)" }
        return document
    }()

    static func layout(boxes: Bool) throws -> (GraphView, GraphLayout) {
        let view = try GraphViewBuilder.build(document, options: GraphViewOptions(packageBoxes: boxes))
        return (view, LayeredLayout.layout(view))
    }

    /// Laid out once for the tests that look at the boxes.
    static let boxed = Result { try layout(boxes: true) }

    @Test func eachPackageSitsTogetherInItsBandAndItsBoxHoldsOnlyIt() throws {
        let (view, layout) = try Self.boxed.get()
        let packageOf = Dictionary(uniqueKeysWithValues: view.nodes.map { ($0.id, $0.package!) })
        for band in layout.bands where band.rows == 1 {
            // Left to right, a package's modules are one run: no package comes back once left.
            let row = layout.nodes.filter { $0.band == band.name }.sorted { $0.frame.minX < $1.frame.minX }.map { packageOf[$0.id]! }
            var finished: Set<String> = []
            for (index, package) in row.enumerated() where index > 0 && row[index - 1] != package {
                #expect(finished.insert(row[index - 1]).inserted, "\(band.name): \(row)")
                #expect(!finished.contains(package), "\(band.name): \(row)")
            }
        }
        #expect(!layout.groups.isEmpty)
        for group in layout.groups {
            let inside = layout.nodes.filter { group.frame.overlaps($0.frame) }
            #expect(Set(inside.map(\.id)) == Set(group.nodes), "\(group.package) in \(group.band)")
            #expect(inside.allSatisfy { group.frame.contains($0.frame) })
            #expect(group.nodes.allSatisfy { packageOf[$0] == group.package })
            #expect(layout.bands.first { $0.name == group.band }!.frame.contains(group.frame), "\(group.package) leaves its band")
        }
        // Every package with two modules in a one-row band has its box there.
        for band in layout.bands where band.rows == 1 {
            let counts = Dictionary(grouping: layout.nodes.filter { $0.band == band.name }, by: { packageOf[$0.id]! }).filter { $0.value.count > 1 }
            #expect(Set(layout.groups.filter { $0.band == band.name }.map(\.package)) == Set(counts.keys), "\(band.name)")
        }
        #expect(layout.partsOutsideTheDrawing().isEmpty)
        #expect(layout.edgesThroughBoxes().isEmpty)
    }

    /// A page of many layered modules opens on the layers, and a layer's drawing boxes its
    /// packages as the single drawing of a small graph does (in a band of one row: a band
    /// wrapped into rows column by column splits packages, and their boxes are left out). A
    /// scale case: the slow suites render the 500 modules; the quick run boxes 45 above.
    @Test(.slow) func theLayersOfALargePageBoxTheirPackages() throws {
        var document = TestGraphs.synthetic500
        for index in document.modules.indices where document.modules[index].kind != .external {
            document.modules[index].package = "Package\(index / 5)"
        }
        /// The drawing of each layer's section, by layer name.
        func layerDrawings(boxes: Bool) throws -> [String: String] {
            let html = try HTMLReport(options: GraphViewOptions(packageBoxes: boxes)).render(document)
            let sections: [String] = html.components(separatedBy: "<details class=\"layer\" id=\"layer-")
            return Dictionary(uniqueKeysWithValues: sections.dropFirst().map { section in
                let band = section.components(separatedBy: "data-band=\"")[1].prefix { $0 != "\"" }
                return (String(band), section.components(separatedBy: "</details>")[0])
            })
        }
        let boxed = try layerDrawings(boxes: true)
        #expect(boxed.count == TestGraphs.syntheticLayers.count)
        // The App layer's ten modules fit one row: two packages of five, each boxed.
        #expect(boxed["App"]?.components(separatedBy: "<g class=\"package\"").count == 3)
        // Without the option, no boxes.
        #expect(try layerDrawings(boxes: false).values.allSatisfy { !$0.contains("<g class=\"package\"") })
    }

    @Test func withoutTheOptionNothingChanges() throws {
        let (_, plain) = try Self.layout(boxes: false)
        var stripped = Self.document
        for index in stripped.modules.indices { stripped.modules[index].package = nil }
        let unpackaged = LayeredLayout.layout(try GraphViewBuilder.build(stripped, options: GraphViewOptions()))
        #expect(plain.groups.isEmpty)
        #expect(plain == unpackaged)
    }

    @Test func theSVGDrawsEachBoxWithItsName() throws {
        let (view, layout) = try Self.boxed.get()
        let elements = try XMLElements.parse(SVGRenderer().render(view))
        let boxes = elements.filter { $0.name == "g" && $0.attributes["class"] == "package" }
        #expect(boxes.count == layout.groups.count)
        let labels = elements.filter { $0.attributes["class"] == "package-label" }.map(\.text)
        #expect(labels.sorted() == layout.groups.map(\.package).sorted())
    }

    @Test(.requires(.graphviz))
    func dotNestsEachPackageInsideItsLayer() throws {
        let view = try GraphViewBuilder.build(TestGraphs.shop, options: GraphViewOptions(includeExternal: true, packageBoxes: true))
        let result = try GraphvizLayout.lay(out: DOTRenderer().render(view), name: "packages")
        try #require(result.status == 0, "\(result.stderr)")
        let clusters = Dictionary(result.layout.clusters.map { ($0.label, $0.box) }, uniquingKeysWith: { first, _ in first })
        // Features has three modules in Presentation; Data's two modules sit in the Data layer.
        let features = try #require(clusters["Features"]), presentation = try #require(clusters["Presentation"])
        #expect(presentation.minX <= features.minX && features.maxX <= presentation.maxX
            && presentation.minY <= features.minY && features.maxY <= presentation.maxY)
        let data = try #require(clusters["Data"]), dataLayer = result.layout.clusters.filter { $0.label == "Data" }
        #expect(dataLayer.count == 2, "the Data layer and the Data package: \(dataLayer.map(\.box))")
        #expect(data.maxX > data.minX)
    }
}
