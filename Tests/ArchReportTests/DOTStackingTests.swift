import ArchViews
import ArchReport
import ArchTestSupport
import Foundation
import Testing

/// Where Graphviz puts the nodes of archkit's DOT output, read back from `dot -Tjson`: bands
/// stacked node by node (modules of no layer by dependency rank), wide bands wrapped, a
/// composition root's edges folded into one trunk per band.
@Suite("DOT stacking and folding")
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

    // MARK: - Composition roots

    private func dot(_ document: GraphDocument, _ options: GraphViewOptions = GraphViewOptions()) throws -> String {
        try GraphFormat.dot.renderer(RenderSettings(view: options)).render(document)
    }

    @Test(.requires(.graphviz))
    func theRootsEdgesRunInOneTrunkPerBand() throws {
        // App, in a layer that allows `*`, depends on the three modules of each of five layers.
        let view = try GraphViewBuilder.build(DOTLayoutTests.stack(), options: GraphViewOptions())
        let bandOf = Dictionary(uniqueKeysWithValues: view.nodes.map { ($0.id, $0.band) })
        let folded = try layOut(try dot(DOTLayoutTests.stack()), "folded")
        let visible = folded.edges.filter { !$0.isInvisible }
        let junctions = Set(visible.filter { $0.tail == "App" }.map(\.head))
        #expect(junctions.count == 5)
        #expect(junctions.allSatisfy { $0.hasPrefix("fold ") })
        let height = Dictionary(folded.nodes.map { ($0.name, $0.position.y) }, uniquingKeysWith: { first, _ in first })
        for junction in junctions {
            let targets = visible.filter { $0.tail == junction }.map(\.head)
            #expect(targets.count == 3, "\(junction): \(targets)")
            // Below the root, above the modules it fans out to, which share one band.
            let y = try #require(height[junction])
            #expect(y < (try #require(height["App"])))
            #expect(targets.allSatisfy { (height[$0] ?? .infinity) < y })
            #expect(Set(targets.map { bandOf[$0] }).count == 1, "\(targets)")
        }
        // Each of App's 15 edges is still drawn, from its trunk's junction.
        #expect(visible.filter { junctions.contains($0.tail) }.count == 15)

        // A view drawn without the document's layers knows no root, and folds nothing.
        let plain = try layOut(DOTRenderer().render(view), "plain")
        #expect(plain.edges.filter { !$0.isInvisible && $0.tail == "App" }.count == 15)
        #expect(!plain.nodes.contains { $0.name.hasPrefix("fold ") })
    }

    @Test func edgesThatMustStayInSightAreNotFolded() throws {
        // Root's edges into Lower: two plain ones, one that breaks a rule, one of a cycle; into
        // Single only one, which is no trunk; Peer is in the root's own band.
        let nodes = [("Root", "Top"), ("Peer", "Top"), ("A", "Lower"), ("B", "Lower"), ("Bad", "Lower"), ("Loop", "Lower"), ("Only", "Single")]
        let view = GraphView(
            level: .module, title: "roots",
            bands: ["Top", "Lower", "Single"].map { band in
                GraphView.Band(name: band, color: "#1f77b4", nodes: nodes.filter { $0.1 == band }.map(\.0).sorted())
            },
            nodes: nodes.map { GraphView.Node(id: $0.0, label: $0.0, band: $0.1, kind: .module(.regular)) }.sorted { $0.id < $1.id },
            edges: [
                GraphView.Edge(from: "Loop", to: "Root", isCycle: true),
                GraphView.Edge(from: "Root", to: "A"), GraphView.Edge(from: "Root", to: "B"),
                GraphView.Edge(from: "Root", to: "Bad", violations: ["forbidden-import"]),
                GraphView.Edge(from: "Root", to: "Loop", isCycle: true),
                GraphView.Edge(from: "Root", to: "Only"), GraphView.Edge(from: "Root", to: "Peer"),
            ])
        let dot = DOTRenderer().render(view, caption: nil, compositionRoots: ["Root"])
        #expect(dot.contains(#""fold 0" -> "A" ["#) && dot.contains(#""fold 0" -> "B" ["#))
        #expect(dot.contains(#""Root" -> "fold 0" [arrowhead=none"#))
        for target in ["Bad", "Loop", "Only", "Peer"] {
            #expect(dot.contains("\"Root\" -> \"\(target)\" ["), "\(target)")
        }
        #expect(!dot.contains(#""fold 1""#))
        // Without roots, every edge leaves from its own tail.
        #expect(!DOTRenderer().render(view, caption: nil, compositionRoots: []).contains("fold 0"))
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
