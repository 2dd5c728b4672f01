import ArchViews
import ArchReport
import ArchTestSupport
import Foundation
import Testing

/// Where Graphviz puts the nodes of archkit's DOT output, read back from `dot -Tjson`: bands
/// stacked node by node (modules of no layer by dependency rank), wide bands wrapped.
@Suite("DOT stacking")
struct DOTStackingTests {
    private func layOut(_ dot: String, _ name: String) throws -> GraphvizLayout {
        let result = try GraphvizLayout.lay(out: dot, name: name)
        #expect(result.status == 0, "\(name): dot failed: \(result.stderr)")
        #expect(result.stderr.isEmpty, "\(name): dot warned: \(result.stderr)")
        return result.layout
    }

    /// The bands, each with a band below it, whose nodes are not all above every node of the
    /// band below.
    private func bandsOutOfOrder(_ bands: [GraphView.Band], in layout: GraphvizLayout) -> [String] {
        let height = Dictionary(layout.nodes.map { ($0.name, $0.position.y) }, uniquingKeysWith: { first, _ in first })
        return zip(bands, bands.dropFirst()).compactMap { upper, lower in
            let upperLowest = upper.nodes.compactMap { height[$0] }.min() ?? .infinity
            let lowerHighest = lower.nodes.compactMap { height[$0] }.max() ?? -.infinity
            return upperLowest > lowerHighest ? nil : upper.name
        }
    }

    /// Two chains of different lengths in no layer: `Feature → Service → Store → Base` and
    /// `Widget → Kit`. Ranked by their edges alone, Graphviz puts Widget and Kit at the top,
    /// beside Feature and Service; by dependency rank Widget shares Store's band and Kit Base's.
    static let chains = GraphDocument(
        root: "Chains",
        modules: ["Feature", "Service", "Store", "Base", "Widget", "Kit"].map { Sample.module($0, nil, .regular, nil) },
        edges: [Sample.edge("Feature", "Service"), Sample.edge("Service", "Store"), Sample.edge("Store", "Base"), Sample.edge("Widget", "Kit")],
        layers: [], diagnostics: [])

    @Test(.requires(.graphviz))
    func modulesOfNoLayerAreStackedByDependencyRank() throws {
        let view = try GraphViewBuilder.build(Self.chains, options: GraphViewOptions())
        let bands = RankedBands.split(view).bands
        #expect(bands.map(\.nodes) == [["Feature"], ["Service"], ["Store", "Widget"], ["Base", "Kit"]])
        let layout = try layOut(DOTRenderer().render(view), "chains")
        #expect(bandsOutOfOrder(bands, in: layout).isEmpty, "\(layout.nodes.map { ($0.name, $0.position.y) })")
        // One cluster holds them all, so that their edges run inside it.
        #expect(layout.clusters.map(\.label) == [GraphViewBuilder.unlayeredBand])
        #expect(layout.nodes.filter(\.isInvisible).count == 3)
    }

    @Test(.requires(.graphviz))
    func everyNodeOfALayerIsAboveEveryNodeOfTheNext() throws {
        for layered in [true, false] {
            let view = try GraphViewBuilder.build(DOTLayoutTests.stack(layered: layered), options: GraphViewOptions(includeExternal: true))
            let layout = try layOut(DOTRenderer().render(view), "stack-\(layered)")
            let bands = RankedBands.split(view).bands
            #expect(bands.count > 2)
            #expect(bandsOutOfOrder(bands, in: layout).isEmpty, "\(layered)")
        }
    }

    // MARK: - Wide bands

    /// App over a layer of `count` modules with no edges between them, App using the first five.
    static func wide(_ count: Int, layered: Bool = true) -> GraphDocument {
        let names = (0..<count).map { "Module\($0 < 10 ? "0" : "")\($0)" }
        return GraphDocument(
            root: "Wide",
            modules: [Sample.module("App", nil, .regular, layered ? "App" : nil)]
                + names.map { Sample.module($0, nil, .regular, layered ? "Core" : nil) },
            edges: names.prefix(5).map { Sample.edge("App", $0) },
            layers: layered ? [Sample.layer("App", allowed: ["Core"]), Sample.layer("Core")] : [], diagnostics: [])
    }

    /// How many nodes share each height, highest first; invisible ones left out.
    private func rowSizes(_ layout: GraphvizLayout) -> [Int] {
        let rows = Dictionary(grouping: layout.nodes.filter { !$0.isInvisible && !$0.name.hasPrefix("fold ") }, by: { ($0.position.y * 10).rounded() })
        return rows.keys.sorted(by: >).map { rows[$0]!.count }
    }

    @Test(.requires(.graphviz))
    func aWideBandWrapsIntoRowsOfAtMostTwelve() throws {
        for layered in [true, false] {
            let view = try GraphViewBuilder.build(Self.wide(60, layered: layered), options: GraphViewOptions())
            let layout = try layOut(DOTRenderer().render(view), "wide-\(layered)")
            // App, then 60 modules in five rows of twelve, not one row of 60.
            #expect(rowSizes(layout) == [1, 12, 12, 12, 12, 12], "\(layered)")
            let xs = layout.nodes.map(\.position.x)
            let width = (xs.max() ?? 0) - (xs.min() ?? 0)
            #expect(width < 1_500, "\(layered): \(width)")
        }
        // Twelve modules stay in one row.
        let narrow = try GraphViewBuilder.build(Self.wide(12), options: GraphViewOptions())
        let layout = try layOut(DOTRenderer().render(narrow), "narrow")
        #expect(rowSizes(layout) == [1, 12])
    }

    @Test func aWrappedBandTakesTheModulesThatDependOnOthersFirst() throws {
        // Thirteen modules in one layer, in two rows: the last depends on the first, so it goes
        // in the upper row, and its edge down the stack ranks as any other.
        var document = Self.wide(13)
        document.edges.append(Sample.edge("Module12", "Module00"))
        let view = try GraphViewBuilder.build(document, options: GraphViewOptions())
        let dot = DOTRenderer().render(view)
        #expect(dot.contains(#""Module12" -> "layer gate 1" [style=invis"#))
        #expect(dot.contains(#""layer gate 1" -> "Module11" [style=invis"#))
        #expect(!dot.contains("constraint=false"))
    }
}
