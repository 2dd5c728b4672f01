import ArchCore
import ArchGraph

/// One self-contained HTML file for people reviewing an architecture: the drawing, every
/// finding (errors first) with its place, and a table of modules with their coupling. A graph
/// drawn from a repository with unreadable files says so at the top.
///
/// The file needs no network (styles and script are inline, drawings are inline SVG) and
/// shows everything without JavaScript; the script adds highlighting of a module's
/// dependencies and dependents, search and sorting.
///
/// The main drawing follows `options` (level, focus, tests, externals). A module-level
/// drawing of more than `overviewThreshold` modules would be unreadable at a glance, so the
/// page then opens on the layers and lets the reader open each layer's modules (when there
/// are layers to open on).
public struct HTMLReport: ReportRenderer {
    public static let overviewThreshold = 60
    let options: GraphViewOptions

    public init(options: GraphViewOptions = GraphViewOptions()) {
        self.options = options
    }

    public func render(_ document: GraphDocument) throws(GraphViewError) -> String {
        String(decoding: try renderBytes(document), as: UTF8.self)
    }

    /// The page as UTF-8 bytes, exactly `render`'s text: written into one buffer, which is far
    /// cheaper than growing a String.
    public func renderBytes(_ document: GraphDocument) throws(GraphViewError) -> [UInt8] {
        // The page shows which conditions and type names an edge has, never its places in
        // order: the views keep them unsorted.
        let mainView = try GraphViewBuilder.build(document, options: options, places: .unsorted)
        // The table and the counts are about every module the filters keep, whatever the drawing focuses on.
        let moduleOptions = GraphViewOptions(level: .module, includeTests: options.includeTests, includeExternal: options.includeExternal)
        // Usually the same options as the drawing's: the view is then built once.
        let moduleView = moduleOptions == options ? mainView : try GraphViewBuilder.build(document, options: moduleOptions, places: .unsorted)
        let tables = HTMLReportTables(document: document, moduleView: moduleView)

        var page = MarkupBytes(capacity: 1 << 20)
        page.raw("""
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="archkit">
            <title>Architecture of \(Markup.escape(document.root))</title>
            <style>
            \(HTMLPageAssets.stylesheet)
            \(SVGScene.stylesheet)
            \(HTMLReportTables.acceptedStylesheet)
            </style>
            </head>
            <body>

            """)
        page.raw(header(document: document, accepted: tables.acceptedCount()))
        page.raw("<main>\n")
        page.raw(tables.unreadSection())
        let isLarge = options.level == .module && options.focus == nil && mainView.nodes.count > Self.overviewThreshold
        if isLarge && mainView.bands.count > 1 {
            try writeOverviewSection(document: document, options: options, moduleView: mainView, to: &page)
        } else if isLarge {
            // Without layers an overview of layers would be one box: packages give the outline.
            try writePackageOverviewSection(document: document, options: options, moduleView: mainView, to: &page)
        } else {
            writeDrawingSection(mainView, to: &page)
        }
        page.raw(tables.findingsSection())
        page.raw(tables.acceptedSection())
        page.raw(tables.cyclesSection())
        tables.writeModulesSection(to: &page)
        page.raw("</main>\n")
        tables.writeAdjacencyScript(to: &page)
        page.raw("<script>\n\(HTMLPageAssets.script)\n</script>\n</body>\n</html>\n")
        return page.bytes
    }

    /// The counts of the analysis, the same as `archkit check` states.
    private func header(document: GraphDocument, accepted: String) -> String {
        func count(_ value: Int, _ noun: String, style: String? = nil) -> String {
            let attribute = value > 0 ? style.map { " class=\"\($0)\"" } ?? "" : ""
            return "<li\(attribute)><strong>\(value)</strong> \(noun)\(value == 1 ? "" : "s")</li>"
        }
        func references(_ value: Int) -> String {
            value == 0 ? "" : "<li class=\"references\"><strong>\(value)</strong> of them type reference\(value == 1 ? "" : "s")</li>"
        }
        let summary = document.summary
        return """
            <header>
            <h1>Architecture of <code>\(Markup.escape(document.root))</code></h1>
            <ul class="counts" title="archkit: \(Markup.escape(summary.sentence))">\(count(summary.errors, "error", style: "bad"))\
            \(count(summary.warnings, "warning", style: "warn"))\(count(document.cycles.count, "cycle", style: "bad"))\
            \(count(summary.modules, "module"))\(count(summary.edges, "edge"))\(references(summary.referenceEdges))\(count(summary.files, "file"))\(accepted)</ul>
            <nav><a href="#graph">Graph</a><a href="#findings">Findings</a>\(accepted.isEmpty ? "" : "<a href=\"#accepted\">Accepted</a>")\
            <a href="#cycles">Cycles</a><a href="#modules">Modules</a></nav>
            </header>

            """
    }

    /// What the drawing's styles mean; dashed edges are explained only where there are some.
    private static func legend(_ view: GraphView) -> String {
        "<p class=\"legend\"><span class=\"red\">Red</span> edges break a rule with an error (hover for details); bold edges belong to a cycle; "
            + (view.hasReferenceEdges ? "dashed edges are type references between folder modules; " : "")
            + "dashed boxes are external modules or tests. Click a module to highlight what it depends on (blue) and what depends "
            + "on it (pink); click it again or press Escape to clear.</p>\n"
    }

    private func writeDrawingSection(_ view: GraphView, to page: inout MarkupBytes) {
        let scene = SVGScene(view: view, layout: LayeredLayout.layout(view), idPrefix: "main-")
        page.raw("<section id=\"graph\">\n<h2>\(Markup.escape(view.title))</h2>\n" + Self.legend(view) + "<div class=\"drawing\">\n")
        scene.write(to: &page, namespace: false, stylesheet: false)
        page.raw("\n</div>\n</section>\n")
    }

    /// The packages, with every module in a closed section below.
    private func writePackageOverviewSection(document: GraphDocument, options: GraphViewOptions, moduleView: GraphView,
                                             to page: inout MarkupBytes) throws(GraphViewError) {
        let packageOptions = GraphViewOptions(level: .package, includeTests: options.includeTests, includeExternal: options.includeExternal)
        let packages = try GraphViewBuilder.build(document, options: packageOptions, places: .unsorted)
        let overview = SVGScene(view: packages, layout: LayeredLayout.layout(packages), idPrefix: "overview-")
        let modules = SVGScene(view: moduleView, layout: LayeredLayout.layout(moduleView), idPrefix: "main-")
        page.raw("<section id=\"graph\">\n<h2>\(Markup.escape(packages.title))</h2>\n"
            + "<p class=\"legend\">\(moduleView.nodes.count) modules in no layer are too many for one drawing: this is the graph of "
            + "their packages. Declare layers in .archrules for a layered overview.</p>\n" + Self.legend(moduleView)
            + "<div class=\"drawing\">\n")
        overview.write(to: &page, namespace: false, stylesheet: false, cssClass: "graph overview")
        page.raw("\n</div>\n<details class=\"layer\"><summary>All \(moduleView.nodes.count) modules</summary>\n<div class=\"drawing\">\n")
        modules.write(to: &page, namespace: false, stylesheet: false)
        page.raw("\n</div>\n</details>\n</section>\n")
    }

    /// The layers, each linking to a closed section that draws its modules.
    private func writeOverviewSection(document: GraphDocument, options: GraphViewOptions, moduleView: GraphView,
                                      to page: inout MarkupBytes) throws(GraphViewError) {
        let overviewOptions = GraphViewOptions(level: .layer, includeTests: options.includeTests, includeExternal: options.includeExternal)
        let overview = try GraphViewBuilder.build(document, options: overviewOptions, places: .unsorted)
        let sectionIDs = Dictionary(moduleView.bands.enumerated().map { ($1.name, "layer-\($0)") }, uniquingKeysWith: { first, _ in first })
        let links = Dictionary(overview.nodes.compactMap { node in sectionIDs[node.id].map { (node.id, "#" + $0) } },
                               uniquingKeysWith: { first, _ in first })
        let scene = SVGScene(view: overview, layout: LayeredLayout.layout(overview), idPrefix: "overview-", layerLinks: links)

        page.raw("<section id=\"graph\">\n<h2>\(Markup.escape(overview.title))</h2>\n")
        page.raw("<p class=\"legend\">\(moduleView.nodes.count) modules are too many for one drawing: this is the graph of layers. "
            + "Open a layer below (or click it) to see its modules; other layers appear there as one box each.</p>\n")
        page.raw(Self.legend(moduleView))
        page.raw("<div class=\"drawing\">\n")
        scene.write(to: &page, namespace: false, stylesheet: false, cssClass: "graph overview")
        page.raw("\n</div>\n")

        let drillDown = LayerDrillDown(moduleView: moduleView, sortsPlaces: false)
        let edgesByBand = drillDown.edgesByBand()
        for (index, band) in moduleView.bands.enumerated() {
            let view = drillDown.view(forBandAt: index, edges: edgesByBand[index])
            let layerLinks = Dictionary(view.nodes.filter { $0.kind == .layer }.compactMap { node in
                sectionIDs[node.band].map { (node.id, "#" + $0) }
            }, uniquingKeysWith: { first, _ in first })
            let layerScene = SVGScene(view: view, layout: LayeredLayout.layout(view), idPrefix: "layer\(index)-", layerLinks: layerLinks)
            let violating = view.edges.filter(\.isViolation).count
            page.raw("<details class=\"layer\"\(Markup.attributes([("id", "layer-\(index)"), ("data-band", band.name)]))>"
                + "<summary><span class=\"swatch\" style=\"background: \(Markup.escape(band.color))\"></span>\(Markup.escape(band.name)) "
                + "<span class=\"muted\">\(band.nodes.count) module\(band.nodes.count == 1 ? "" : "s")"
                + (violating > 0 ? ", \(violating) edge\(violating == 1 ? "" : "s") breaking rules" : "") + "</span></summary>\n"
                + "<div class=\"drawing\">\n")
            layerScene.write(to: &page, namespace: false, stylesheet: false)
            page.raw("\n</div>\n</details>\n")
        }
        page.raw("</section>\n")
    }
}
