import ArchViews
import ArchReport
import ArchTestSupport
import Foundation
import Testing

/// Where Graphviz puts what archkit's DOT output describes: layers stacked in `.archrules`
/// order, clusters apart, rule labels beside their edges. Read back from `dot -Tjson`.
@Suite("DOT layout")
struct DOTLayoutTests {
    /// How far, in points, a rule label may sit from its edge's curve.
    static let labelReach = 12.0

    /// Every view the rendering tests draw, and the stack below at each level.
    static let cases = DOTRendererTests.cases + [
        DOTRendererTests.Case(name: "stack-modules", document: stack(), options: DOTRendererTests.everything),
        DOTRendererTests.Case(name: "stack-packages", document: stack(), options: DOTRendererTests.at(.package)),
        DOTRendererTests.Case(name: "stack-layers", document: stack(), options: DOTRendererTests.at(.layer)),
    ]

    /// Six layers that mostly do not depend on one another, as in an app where the composition
    /// root reaches every layer: ranked by their edges alone they would share a row. Within
    /// layers modules depend on each other; Data breaks a rule by importing a Feature module (an
    /// edge up the stack), Domain and Data depend on each other (a cycle between layers), and
    /// Domain imports an external framework. Without `layered`, the same modules and edges in
    /// no layer at all.
    static func stack(layered: Bool = true) -> GraphDocument {
        let layers = ["App", "Features", "Domain", "Data", "Networking", "Utilities"]
        let layer = { (name: String) in layered ? name : nil }
        var modules = [Sample.module("App", "App", .regular, layer("App")), Sample.module("UIKit", nil, .external, nil),
                       Sample.module("StackTests", "App", .test, nil)]
        var edges = [Sample.edge("StackTests", "App"), Sample.edge("CatalogDomain", "UIKit", [Sample.at("Domain/Catalog.swift", 1)])]
        for level in layers.dropFirst() {
            let names = ["Catalog", "Cart", "Profile"].map { $0 + level }
            modules += names.map { Sample.module($0, level, .regular, layer(level)) }
            edges += names.map { Sample.edge("App", $0) }
            edges.append(Sample.edge(names[0], names[1]))
        }
        edges.append(Sample.edge("CartData", "CatalogFeatures", [Sample.at("Data/Cart.swift", 3)]))
        edges.append(Sample.edge("ProfileDomain", "ProfileData", [Sample.at("Domain/Profile.swift", 2)]))
        edges.append(Sample.edge("ProfileData", "ProfileDomain", [Sample.at("Data/Profile.swift", 4)]))
        let findings = Sample.violation("layer-dependency", .error, "CartData", "CatalogFeatures", message: "up", at: [Sample.at("Data/Cart.swift", 3)])
            + Sample.violation("forbidden-import", .error, "CatalogDomain", "UIKit", message: "framework", at: [Sample.at("Domain/Catalog.swift", 1)])
            + [Sample.cycle(.module, ["ProfileData", "ProfileDomain", "ProfileData"], at: Sample.at("Data/Profile.swift", 4))]
        return GraphDocument(root: "Stack", modules: modules, edges: edges,
                             layers: layered ? [Sample.layer("App", allowed: ["*"])] + layers.dropFirst().map { Sample.layer($0) } : [],
                             diagnostics: findings.sorted())
    }

    private func layOut(_ view: GraphView, _ name: String) throws -> GraphvizLayout {
        let result = try GraphvizLayout.lay(out: DOTRenderer().render(view), name: name)
        #expect(result.status == 0, "\(name): dot failed: \(result.stderr)")
        #expect(result.stderr.isEmpty, "\(name): dot warned: \(result.stderr)")
        return result.layout
    }

    @Test(.requires(.graphviz), arguments: cases)
    func layersAreStackedInOrderAndApart(_ example: DOTRendererTests.Case) throws {
        let view = try GraphViewBuilder.build(example.document, options: example.options)
        let layout = try layOut(view, example.name)

        #expect(layout.clusters.count == view.bands.count)
        // Bands are listed top to bottom: layers in `.archrules` order, then modules of no layer, then external ones.
        #expect(layout.clustersOutOfOrder(view.bands.map(\.name)).isEmpty, "\(example.name): \(layout.clusters.map { ($0.label, $0.box) })")
        let overlaps = layout.overlappingClusters
        #expect(overlaps.isEmpty, "\(example.name): \(overlaps)")
        let away = layout.labelsAway(from: Self.labelReach)
        #expect(away.isEmpty, "\(example.name): \(away)")
        // Every edge with a caption has its label placed.
        let labelled = layout.edges.filter { $0.label != nil }
        #expect(labelled.allSatisfy { $0.labelBox != nil })
        // At module level only edges that break rules have a caption; above it every edge shows its weight.
        #expect(labelled.count == view.edges.filter { view.level != .module || $0.isViolation }.count)
    }

    @Test(.requires(.graphviz))
    func theStackedFixtureIsTallerThanWide() throws {
        let view = try GraphViewBuilder.build(Self.stack(), options: GraphViewOptions())
        let layout = try layOut(view, "stack")
        let boxes = layout.clusters.map(\.box)
        let width = (boxes.map(\.maxX).max() ?? 0) - (boxes.map(\.minX).min() ?? 0)
        let height = (boxes.map(\.maxY).max() ?? 0) - (boxes.map(\.minY).min() ?? 0)
        // Six layers of three modules: stacked, not in one strip.
        #expect(height > width, "\(width)×\(height)")
        // The rule label is next to the edge that breaks the rule.
        let upward = try #require(layout.edges.first { $0.tail == "CartData" && $0.head == "CatalogFeatures" })
        #expect(upward.label == "layer-dependency")
        #expect(try #require(upward.labelDistance) <= Self.labelReach)
    }

    @Test func edgesUpTheStackDoNotRankAndGatesHaveNamesOfTheirOwn() throws {
        let view = try GraphViewBuilder.build(Self.stack(), options: GraphViewOptions(includeTests: true))
        let dot = DOTRenderer().render(view)
        #expect(dot.contains(##""CartData" -> "CatalogFeatures" [xlabel="layer-dependency", color="#d62728", fontcolor="#d62728", penwidth=2, constraint=false, tooltip="##))
        #expect(dot.contains(#""StackTests" -> "App" [constraint=false, tooltip="#))
        #expect(!dot.contains(#""App" -> "CartData" [constraint"#))
        // One gate between each band and the next.
        #expect(dot.components(separatedBy: "[shape=point, style=invis").count - 1 == view.bands.count - 1)
        #expect(dot.contains(#""layer gate 0" [shape=point"#))

        // A module that happens to be named like a gate does not become one.
        var named = Self.stack()
        named.modules.append(Sample.module("layer gate 0", "Utilities", .regular, "Utilities"))
        let namedView = try GraphViewBuilder.build(named, options: GraphViewOptions())
        let renamed = DOTRenderer().render(namedView)
        #expect(renamed.contains(#""layer gate 0" [label="layer gate 0""#))
        #expect(!renamed.contains(#""layer gate 0" [shape=point"#))
        #expect(renamed.components(separatedBy: "[shape=point, style=invis").count - 1 == namedView.bands.count - 1)
    }
}
