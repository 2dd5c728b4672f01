import ArchViews
import ArchTestSupport
import Foundation
import Testing
import ArchCommands

/// `archkit graph --format dot` on the fixtures, laid out by Graphviz and read back from
/// `dot -Tjson`: layers stacked in `.archrules` order, clusters apart, rule labels beside
/// their edges.
@Suite("DOT layout of the fixtures", .serialized)
struct DOTFixtureLayoutTests {
    static let fixtures = ["EcommerceApp", "RouteModules", "FeatureLayers"]

    /// How far, in points, a rule label may sit from its edge's curve.
    static let labelReach = 12.0

    @Test(.requires(.graphviz), arguments: fixtures)
    func layersAreStackedInOrderAndApart(fixture: String) throws {
        let path = RepositoryPaths.fixtures.appendingPathComponent(fixture).path
        let document = try GraphDocument(json: Data(CLI.run(["graph", path, "--format", "json"]).stdout.utf8))
        let order = document.layers.map(\.name) + [GraphViewBuilder.unlayeredBand, GraphViewBuilder.externalBand]
        for level in ["module", "package", "layer"] {
            let name = "\(fixture)-\(level)"
            let dot = CLI.run(["graph", path, "--format", "dot", "--level", level, "--include-external"]).stdout
            let result = try GraphvizLayout.lay(out: dot, name: name)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(name): \(result.stderr)")
            let layout = result.layout
            #expect(layout.clusters.count >= 2, "\(name)")
            #expect(layout.clustersOutOfOrder(order).isEmpty, "\(name): \(layout.clusters.map { ($0.label, $0.box) })")
            #expect(layout.overlappingClusters.isEmpty, "\(name): \(layout.overlappingClusters)")
            #expect(layout.labelsAway(from: Self.labelReach).isEmpty, "\(name): \(layout.labelsAway(from: Self.labelReach))")
        }
    }

    /// The layered e-commerce app used to be drawn as one 3,900 × 500 strip, Domain, Data,
    /// Networking and Utilities sharing a row.
    @Test(.requires(.graphviz))
    func theEcommerceLayersAreRowsOfTheirOwn() throws {
        let path = RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp").path
        let layout = try GraphvizLayout.lay(out: CLI.run(["graph", path, "--format", "dot"]).stdout, name: "ecommerce").layout
        let rows = ["Domain", "Data", "Networking", "Utilities"].compactMap { label in layout.clusters.first { $0.label == label }?.box }
        #expect(rows.count == 4)
        for (upper, lower) in zip(rows, rows.dropFirst()) {
            #expect(upper.minY >= lower.maxY)
        }
    }
}
