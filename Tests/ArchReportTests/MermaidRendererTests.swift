import ArchViews
import ArchReport
import Testing

@Suite("Mermaid rendering")
struct MermaidRendererTests {
    static let cases = DOTRendererTests.cases

    /// Reads the chart and checks it against the view it was drawn from.
    @discardableResult
    private func checkedChart(_ view: GraphView) throws -> MermaidChart {
        let text = MermaidRenderer().render(view)
        let chart = try MermaidChart(text)
        // One node per view node, each label decoding to the node's caption, ids unique per name.
        func caption(_ node: GraphView.Node) -> String {
            view.level == .module ? node.label : "\(node.label)\n\(node.size == 1 ? "1 module" : "\(node.size) modules")"
        }
        #expect(chart.nodeOrder.count == view.nodes.count)
        #expect(chart.nodeOrder.map { chart.labels[$0]! }.sorted() == view.nodes.map(caption).sorted())
        #expect(Set(chart.nodeOrder).count == view.nodes.count)
        for id in chart.nodeOrder {
            #expect(id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }, "\(id)")
        }
        let idOf = Dictionary(uniqueKeysWithValues: view.nodes.map { ($0.id, chart.id(labelled: caption($0)) ?? "<no node for \($0.id)>") })
        // A subgraph per band, in band order, titled with the band and holding its nodes.
        #expect(chart.subgraphs.map(\.title) == view.bands.map(\.name))
        for (subgraph, band) in zip(chart.subgraphs, view.bands) {
            #expect(subgraph.members == band.nodes.map { idOf[$0]! })
            #expect(chart.styledSubgraphs[subgraph.id]?.contains("stroke:\(band.color)") == true)
        }
        // The edges in view order, so that link numbers are edge indices.
        #expect(chart.edges.count == view.edges.count)
        for (drawn, edge) in zip(chart.edges, view.edges) {
            #expect(drawn.from == idOf[edge.from]! && drawn.to == idOf[edge.to]!, "\(edge.from) → \(edge.to)")
            #expect(drawn.arrow == (edge.isReferenceOnly ? "-.->" : edge.isCycle ? "==>" : "-->"))
        }
        // Styled links are exactly the violating and cycle edges; the violating ones red.
        let styled = Set(view.edges.indices.filter { view.edges[$0].isViolation || view.edges[$0].isCycle })
        #expect(Set(chart.linkStyles.keys) == styled)
        for index in view.edges.indices where view.edges[index].isViolation {
            #expect(chart.linkStyles[index]?.contains("stroke:\(BandColors.violation)") == true)
            let captionLines = chart.edges[index].label?.split(separator: "\n").map(String.init) ?? []
            #expect(Array(captionLines.prefix(view.edges[index].violations.count)) == view.edges[index].violations)
        }
        for index in view.edges.indices where view.edges[index].isCycle && !view.edges[index].isViolation {
            #expect(chart.linkStyles[index]?.contains("stroke-width") == true)
            #expect(chart.linkStyles[index]?.contains(BandColors.violation) == false)
        }
        return chart
    }

    @Test(arguments: cases)
    func everyViewIsWellFormed(_ example: DOTRendererTests.Case) throws {
        try checkedChart(try GraphViewBuilder.build(example.document, options: example.options))
    }

    @Test func labelsRoundTripWhateverTheName() throws {
        let view = try GraphViewBuilder.build(FormatFixtures.awkward, options: GraphViewOptions(includeTests: true, includeExternal: true))
        let chart = try checkedChart(view)
        #expect(Set(chart.labels.values) == Set(FormatFixtures.awkwardNames))
        let text = MermaidRenderer().render(view)
        #expect(text.contains("#quot;"))
        #expect(text.contains("[\"Hash#35;quot#59;\"]"))
        #expect(text.contains("[\"Back#92;slash\"]"))
        #expect(text.contains("[\"Semi#59;colon\"]"))
    }

    @Test func namesThatSanitiseAlikeGetDistinctIDs() throws {
        let names = ["Cart-Feature", "Cart Feature", "Cart_Feature", "Cart.Feature", "Cart_Feature_2"]
        let view = GraphView(
            level: .module, title: "T",
            bands: [GraphView.Band(name: "Presentation", color: "#4e79a7", nodes: names.sorted())],
            nodes: names.sorted().map { GraphView.Node(id: $0, label: $0, band: "Presentation", kind: .module(.regular)) },
            edges: [GraphView.Edge(from: "Cart-Feature", to: "Cart_Feature_2"),
                    GraphView.Edge(from: "Cart.Feature", to: "Cart Feature", violations: ["rule"])])
        let chart = try checkedChart(view)
        let ids = names.map { chart.id(labelled: $0) }
        #expect(Set(ids.compactMap { $0 }).count == names.count)
        #expect(chart.edges[0].from == chart.id(labelled: "Cart-Feature") && chart.edges[0].to == chart.id(labelled: "Cart_Feature_2"))
        #expect(chart.edges[1].from == chart.id(labelled: "Cart.Feature") && chart.edges[1].to == chart.id(labelled: "Cart Feature"))
    }

    @Test func keywordsNeverBecomeIDs() throws {
        let names = ["end", "subgraph", "class", "style", "graph", "default", "o", "x"]
        let view = GraphView(
            level: .module, title: "T",
            bands: [GraphView.Band(name: "end", color: "#4e79a7", nodes: names.sorted())],
            nodes: names.sorted().map { GraphView.Node(id: $0, label: $0, band: "end", kind: .module(.regular)) },
            edges: [GraphView.Edge(from: "end", to: "o"), GraphView.Edge(from: "x", to: "end", isCycle: true)])
        let chart = try checkedChart(view)
        #expect(chart.subgraphs.map(\.title) == ["end"])
    }

    @Test func kindsAndFocusHaveClasses() throws {
        let options = GraphViewOptions(includeTests: true, includeExternal: true, focus: "CartDomain", depth: 2)
        let view = try GraphViewBuilder.build(FormatFixtures.shop, options: options)
        let chart = try checkedChart(view)
        #expect(chart.classes[chart.id(labelled: "RxSwift")!] == ["external"])
        #expect(chart.classes[chart.id(labelled: "CartDomainTests")!] == ["test"])
        #expect(chart.classes[chart.id(labelled: "CartDomain")!] == ["focus"])
        #expect(chart.classes[chart.id(labelled: "CartFeature")!] == nil)
        #expect(chart.classDefs["external"]?.contains("stroke-dasharray") == true)
    }

    @Test func typeReferencesAreDottedAndExplained() throws {
        let view = try GraphViewBuilder.build(FormatFixtures.folders, options: DOTRendererTests.everything)
        let chart = try checkedChart(view)
        let arrows = Dictionary(uniqueKeysWithValues: chart.edges.map { ("\(chart.labels[$0.from]!) → \(chart.labels[$0.to]!)", $0.arrow) })
        #expect(arrows == ["App → Cart": "-.->", "App → Catalog": "-.->", "App → UIKit": "-->", "Cart → Arch": "-.->",
                           "Cart → Catalog": "-.->", "Catalog → Cart": "-.->"])
        // A reference in a cycle is dotted, and thick by its link style.
        let cycleOnly = try #require(view.edges.firstIndex { $0.from == "Catalog" && $0.to == "Cart" })
        #expect(chart.linkStyles[cycleOnly]?.contains("stroke-width:3px") == true)
        let text = MermaidRenderer().render(view, caption: ViewCaption(FormatFixtures.folders))
        #expect(text.hasPrefix("%% archkit: 2 errors, 0 warnings in 0 files, 5 modules, 6 edges (5 references)\n"
            + "%% dashed edges: type references between folder modules\nflowchart TB\n"))
        #expect(!MermaidRenderer().render(try GraphViewBuilder.build(FormatFixtures.shop, options: DOTRendererTests.everything)).contains("-.->"))
    }

    @Test func theCheckerRejectsWhatMermaidWouldMisread() {
        #expect(throws: (any Error).self) { try MermaidChart("flowchart TB\n    a[\"x\"]\n    a --> b\n") }
        #expect(throws: (any Error).self) { try MermaidChart("flowchart TB\n    a[x]\n") }
        #expect(throws: (any Error).self) { try MermaidChart("flowchart TB\n    a[\"x\"]\n    linkStyle 0 stroke:red\n") }
        #expect(throws: (any Error).self) { try MermaidChart("flowchart TB\n    subgraph s [\"S\"]\n    a[\"x\"]\n") }
        #expect(throws: (any Error).self) { try MermaidChart("flowchart TB\n    a-b[\"x\"]\n") }
        #expect(throws: (any Error).self) { try MermaidChart("flowchart TB\n    a[\"x\"]\n    a[\"y\"]\n") }
        #expect(throws: (any Error).self) { try MermaidChart("flowchart TB\n    end[\"x\"]\n") }
        #expect(throws: (any Error).self) { try MermaidChart("flowchart TB\n    a[\"x|y\"]\n") }
    }

    @Test func sameViewSameBytes() throws {
        for example in Self.cases {
            let first = MermaidRenderer().render(try GraphViewBuilder.build(example.document, options: example.options))
            var shuffled = example.document
            shuffled.modules.reverse()
            shuffled.edges.reverse()
            #expect(first == MermaidRenderer().render(try GraphViewBuilder.build(shuffled, options: example.options)), "\(example.name)")
        }
    }
}
