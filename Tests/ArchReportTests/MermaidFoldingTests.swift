import ArchCore
import ArchModuleGraph
import ArchViews
import ArchReport
import ArchTestSupport
import Testing

@Suite("Mermaid within GitHub's limits")
struct MermaidFoldingTests {
    /// 10 layers of 30 modules, each using 2 of the next layer's: 540 edges, none implied by
    /// others; packages of 5 modules have 108.
    static let packagesFit = FormatFixtures.tiers(10, width: 30, fanOut: 2, packageSize: 5)
    /// 10 layers of 40 modules, each using 4 of the next layer's: 1,440 edges; packages of 2
    /// modules have 540, layers 9.
    static let packagesTooMany = FormatFixtures.tiers(10, width: 40, fanOut: 4, packageSize: 2)

    /// The chart, read strictly, and its leading `%%` comments.
    private func read(_ text: String) throws -> (chart: MermaidChart, comments: [String]) {
        let chart = try MermaidChart(text)
        return (chart, chart.comments)
    }

    /// The drawing `graph --format mermaid` printed before it knew GitHub's limits.
    private func unbounded(_ document: GraphDocument, _ options: GraphViewOptions = GraphViewOptions()) throws -> String {
        let view = try GraphViewBuilder.build(document, options: options).markingImpliedEdges(unless: options)
        return MermaidRenderer().render(view, caption: ViewCaption(document))
    }

    private func drawnEdges(_ document: GraphDocument, _ options: GraphViewOptions) throws -> Int {
        try GraphViewBuilder.build(document, options: options).markingImpliedEdges(unless: options).droppingImpliedEdges().view.edges.count
    }

    private func withinLimits(_ text: String, _ chart: MermaidChart) -> Bool {
        chart.edges.count <= MermaidLimits.github.edges && MermaidLimits.characters(text) <= MermaidLimits.github.characters
    }

    private static let limitsClause = "Mermaid draws at most 500 edges (maxEdges) and 50000 characters (maxTextSize)"

    @Test(arguments: DOTRendererTests.cases)
    func aDrawingWithinTheLimitsIsUntouched(_ example: DOTRendererTests.Case) throws {
        let text = try MermaidReport(options: example.options).render(example.document)
        #expect(text == (try unbounded(example.document, example.options)))
        #expect(!text.contains("for GitHub"))
    }

    @Test func tooManyEdgesFoldToPackages() throws {
        let document = Self.packagesFit
        #expect(try drawnEdges(document, GraphViewOptions()) == 540)
        let before = try unbounded(document)
        #expect(try read(before).chart.edges.count == 540)

        let text = try MermaidReport().render(document)
        let (chart, comments) = try read(text)
        #expect(withinLimits(text, chart))
        #expect(chart.edges.count == 108)
        #expect(chart.labels.count == 60 && chart.labels.values.allSatisfy { $0.hasSuffix("\n5 modules") })
        #expect(comments.first == "archkit: 0 errors, 0 warnings in 0 files, 300 modules, 540 edges")
        #expect(comments.last == "folded to packages for GitHub: the module view has 540 edges and "
            + "\(MermaidLimits.characters(before)) characters; \(Self.limitsClause)")
        // The format `graph --format mermaid` uses.
        #expect(try GraphFormat.mermaid.renderer(RenderSettings()).render(document) == text)
    }

    @Test func packagesWithTooManyEdgesFoldToLayers() throws {
        let document = Self.packagesTooMany
        #expect(try drawnEdges(document, GraphViewOptions(level: .package)) == 540)
        let text = try MermaidReport().render(document)
        let (chart, comments) = try read(text)
        #expect(withinLimits(text, chart))
        #expect(Set(chart.labels.values) == Set((0..<10).map { "Tier\($0)\n40 modules" }))
        #expect(chart.edges.count == 9)
        let note = try #require(comments.last)
        #expect(note.hasPrefix("folded to layers for GitHub: the module view has 1440 edges and "))
        #expect(note.contains(" characters, the package view 540 edges and "))
        #expect(note.hasSuffix(" characters; \(Self.limitsClause)"))
    }

    /// Modules all of one package, or of none: the packages would draw one box, or the modules again.
    @Test(arguments: ["All", nil])
    func packagesThatFoldNothingAreSkipped(_ onlyPackage: String?) throws {
        let document = FormatFixtures.tiers(10, width: 30, fanOut: 2) { _, _ in onlyPackage }
        let chart = try MermaidChart(try MermaidReport().render(document))
        #expect(chart.labels.count == 10)
        let note = try #require(chart.comments.last)
        #expect(note.hasPrefix("folded to layers for GitHub: the module view has 540 edges and "))
        #expect(!note.contains("package view"))
    }

    @Test func onePackageBesideModulesOfNoneIsAFold() throws {
        // The first layer's modules are in no package (app targets), the others in one.
        let document = FormatFixtures.tiers(10, width: 30, fanOut: 2) { tier, _ in tier == 0 ? nil : "All" }
        let chart = try MermaidChart(try MermaidReport().render(document))
        #expect(chart.labels.count == 31 && chart.edges.count == 30)
        #expect(chart.comments.last?.hasPrefix("folded to packages for GitHub: the module view has 540 edges and ") == true)
    }

    @Test func tooManyCharactersFoldToo() throws {
        // 270 edges, but names of 120 characters make the module chart too long.
        let document = FormatFixtures.tiers(10, width: 30, fanOut: 1, packageSize: 5, nameLength: 120)
        let before = try unbounded(document)
        #expect(try read(before).chart.edges.count == 270)
        #expect(MermaidLimits.characters(before) > 50_000)
        let text = try MermaidReport().render(document)
        let (chart, comments) = try read(text)
        #expect(withinLimits(text, chart))
        #expect(chart.labels.count == 60)
        #expect(comments.last == "folded to packages for GitHub: the module view has 270 edges and "
            + "\(MermaidLimits.characters(before)) characters; \(Self.limitsClause)")
    }

    @Test func aLevelAskedForIsKeptWhenItFits() throws {
        let packages = GraphViewOptions(level: .package)
        let text = try MermaidReport(options: packages).render(Self.packagesFit)
        #expect(text == (try unbounded(Self.packagesFit, packages)))
        #expect(!text.contains("for GitHub"))
        // Asked for packages that do not fit: the layers.
        let (chart, comments) = try read(try MermaidReport(options: packages).render(Self.packagesTooMany))
        #expect(chart.labels.count == 10)
        #expect(comments.last?.hasPrefix("folded to layers for GitHub: the package view has 540 edges and ") == true)
    }

    @Test func everyEdgeAskedForFoldsWhenThereAreTooMany() throws {
        // Each module uses the next two: the edge past the next is implied, so 299 are drawn.
        let document = FormatFixtures.large(modules: 300, findings: 0)
        let hidden = try read(try MermaidReport().render(document))
        #expect(hidden.chart.edges.count == 299)
        #expect(!hidden.comments.contains { $0.contains("for GitHub") })

        let allEdges = GraphViewOptions(allEdges: true)
        let text = try MermaidReport(options: allEdges).render(document)
        let (chart, comments) = try read(text)
        #expect(withinLimits(text, chart))
        #expect(chart.labels.count == 60)
        #expect(comments.last?.hasPrefix("with --all-edges, folded to packages for GitHub: the module view has 597 edges and ") == true)
    }

    @Test func aFocusedViewIsBoundedToo() throws {
        // The edges on paths into a module of the bottom tier of a stack where each module uses six.
        let stack = FormatFixtures.tiers(10, width: 40, fanOut: 6, packageSize: 5)
        let wide = GraphViewOptions(focus: "T9M0", depth: 30, direction: .in)
        #expect(try drawnEdges(stack, wide) > 500)
        let text = try MermaidReport(options: wide).render(stack)
        let (chart, comments) = try read(text)
        #expect(withinLimits(text, chart))
        #expect(comments.last?.hasPrefix("folded to packages for GitHub: the module view has ") == true)
        // A small neighbourhood is drawn as it is.
        let near = GraphViewOptions(focus: "T5M0")
        #expect(try MermaidReport(options: near).render(Self.packagesFit) == (try unbounded(Self.packagesFit, near)))
    }

    @Test func layersTooLargeAreDrawnAnywayAndSaySo() throws {
        let tight = MermaidLimits(edges: 5, characters: 50_000)
        let (chart, comments) = try read(try MermaidReport(limits: tight).render(Self.packagesFit))
        #expect(chart.labels.count == 10 && chart.edges.count == 9)
        let note = try #require(comments.last)
        #expect(note.hasPrefix("too large for GitHub, and layers fold no further: the module view has 540 edges and "))
        #expect(note.contains(", the package view 108 edges and ") && note.contains(", the layer view 9 edges and "))
        #expect(note.hasSuffix("; Mermaid draws at most 5 edges (maxEdges) and 50000 characters (maxTextSize); "
            + "GitHub shows an error instead of this drawing"))
        // Layers asked for, too large: nothing to fold to.
        let layers = try read(try MermaidReport(options: GraphViewOptions(level: .layer), limits: tight).render(Self.packagesFit))
        #expect(layers.comments.last?.hasPrefix("too large for GitHub, and layers fold no further: the layer view has 9 edges and ") == true)
    }

    @Test func foldedDrawingsAreTheSameBytesEveryTime() throws {
        for document in [Self.packagesFit, Self.packagesTooMany] {
            let first = try MermaidReport().render(document)
            var shuffled = document
            shuffled.modules.reverse()
            shuffled.edges.reverse()
            #expect(first == (try MermaidReport().render(shuffled)))
        }
    }
}

extension FormatFixtures {
    /// `count` layers (`Tier0`…) of `width` modules (`T0M0`…, padded to `nameLength` more
    /// characters), each module using `fanOut` modules of the next layer: every path between two
    /// modules has one length, so no edge is implied by others. A package holds `packageSize`
    /// modules of one layer (`T0P0`…), unless `package` names each module's.
    static func tiers(_ count: Int, width: Int, fanOut: Int, packageSize: Int = 1, nameLength: Int = 0,
                      package: ((_ tier: Int, _ index: Int) -> String?)? = nil) -> GraphDocument {
        let layers = (0..<count).map { "Tier\($0)" }
        let padding = String(repeating: "x", count: nameLength)
        func name(_ tier: Int, _ index: Int) -> String { "T\(tier)M\(index)" + padding }
        var modules: [Module] = []
        var edges: [Edge] = []
        for tier in 0..<count {
            for index in 0..<width {
                let packageName = package.map { $0(tier, index) } ?? "T\(tier)P\(index / packageSize)"
                modules.append(Sample.module(name(tier, index), packageName, .regular, layers[tier]))
                guard tier + 1 < count else { continue }
                for step in 0..<fanOut { edges.append(Sample.edge(name(tier, index), name(tier + 1, (index + step) % width))) }
            }
        }
        return GraphDocument(root: "Tiers", modules: modules, edges: edges, layers: layers.map { Sample.layer($0) })
    }
}
