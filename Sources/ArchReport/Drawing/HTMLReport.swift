import ArchCore
import ArchViews

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
/// page then opens on the layers and lets the reader open each layer's modules. Without
/// layers it opens on the packages when they outline the modules, and otherwise draws every
/// module (up to `wholeDrawingLimit`), its implied edges hidden.
public struct HTMLReport: ReportRenderer {
    public static let overviewThreshold = 60
    public static let wholeDrawingLimit = 600
    let options: GraphViewOptions

    public init(options: GraphViewOptions = GraphViewOptions()) {
        self.options = options
    }

    public func render(_ document: GraphDocument) throws(GraphViewError) -> String {
        String(decoding: try renderBytes(document), as: UTF8.self)
    }

    /// The page as UTF-8 bytes, exactly `render`'s text: written into buffers, which is far
    /// cheaper than growing a String.
    ///
    /// The independent parts are made side by side on all cores: first the module view and,
    /// beside it, the overview a page of many modules opens on (it needs only the document);
    /// then each drawing, the findings, the module table and the adjacency script, each into a
    /// buffer of its own. The page is those buffers in a fixed order, so its bytes never depend
    /// on which core made which part.
    public func renderBytes(_ document: GraphDocument) throws(GraphViewError) -> [UInt8] {
        let options = self.options
        // The table and the counts are about every module the filters keep, whatever the drawing focuses on.
        let moduleOptions = GraphViewOptions(level: .module, includeTests: options.includeTests, includeExternal: options.includeExternal)
        let likelyOverview = Self.likelyOverviewLevel(document, options: options)
        // The page shows which conditions and type names an edge has, never its places: the
        // views keep only the places that have either.
        let prepared = Parallel.map(3) { task -> Prepared in
            switch task {
            case 0:
                return .view(Result { () throws(GraphViewError) in try GraphViewBuilder.build(document, options: options, places: .marked) })
            case 1:
                // Usually the same options as the drawing's: the view is then built once.
                guard moduleOptions != options else { return .none }
                return .view(Result { () throws(GraphViewError) in try GraphViewBuilder.build(document, options: moduleOptions, places: .marked) })
            default:
                // A failure here is met again, and thrown, where the page needs the overview.
                guard let likelyOverview, let overview = try? Self.overview(document, options: options, level: likelyOverview) else { return .none }
                return .laidOut(overview)
            }
        }
        let mainView = try prepared[0].view!.get()
        let moduleView = try prepared[1].view?.get() ?? mainView
        let tables = HTMLReportTables(document: document, moduleView: moduleView)

        var parts: [@Sendable () -> [UInt8]] = []
        let isLarge = options.level == .module && options.focus == nil && mainView.nodes.count > Self.overviewThreshold
        let outline = isLarge ? Self.outlineLevel(of: mainView) : nil
        if outline == .layer {
            let overview: LaidOutView
            if let ahead = prepared[2].overview(at: .layer) { overview = ahead } else { overview = try Self.overview(document, options: options, level: .layer) }
            parts += Self.overviewSectionParts(overview: overview, moduleView: mainView, options: options)
        } else if outline == .package {
            // Without layers an overview of layers would be one box: packages give the outline.
            let packages: LaidOutView
            if let ahead = prepared[2].overview(at: .package) { packages = ahead } else { packages = try Self.overview(document, options: options, level: .package) }
            parts.append { Self.packageOverviewSection(packages: packages, moduleView: mainView, options: options) }
        } else {
            let roots = Self.compositionRoots(document, view: mainView)
            parts.append { Self.drawingSection(mainView.markingImpliedEdges(unless: options), folding: roots) }
        }
        let graphParts = parts.count
        parts.append { Array((tables.findingsSection() + tables.acceptedSection() + tables.cyclesSection()).utf8) }
        parts.append {
            var section = MarkupBytes()
            tables.writeModulesSection(to: &section)
            return section.bytes
        }
        parts.append {
            var script = MarkupBytes()
            tables.writeAdjacencyScript(to: &script)
            return script.bytes
        }
        let made = Parallel.map(parts.count) { [parts] in parts[$0]() }

        var page = MarkupBytes(capacity: made.reduce(1 << 16) { $0 + $1.count })
        page.raw(HTMLPageAssets.head(title: "Architecture of \(document.displayName)", styles: HTMLReportTables.acceptedStylesheet))
        page.raw(header(document: document, accepted: tables.acceptedCount()))
        page.raw("<main>\n")
        page.raw(tables.unreadSection())
        for part in made[..<graphParts] { page.append(part) }
        page.append(made[graphParts])
        page.append(made[graphParts + 1])
        page.raw("</main>\n")
        page.append(made[graphParts + 2])
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
            <h1>Architecture of <code>\(Markup.escape(document.displayName))</code></h1>
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
            + "on it (pink), as many steps away as \"steps\" says; click it again or press Escape to clear. Search finds any module.</p>\n"
    }

    /// Says how many edges the drawing after it hides, with the button that shows them; empty
    /// when it hides none.
    static func impliedNote(_ view: GraphView) -> String {
        let hidden = view.impliedEdgeCount
        guard hidden > 0 else { return "" }
        return "<p class=\"legend\">\(hidden) edge\(hidden == 1 ? "" : "s") that a path through other \(view.level.rawValue)s implies "
            + "\(hidden == 1 ? "is" : "are") hidden (click a \(view.level.rawValue) to see all its edges): "
            + "<button type=\"button\" data-show-implied>show them</button></p>\n"
    }

    /// The modules of a layer that `allow X -> *` lets depend on everything: their fan-out
    /// would cover the drawing, so it is folded into one bundle that a click unfolds.
    static func compositionRoots(_ document: GraphDocument, view: GraphView) -> Set<String> {
        let layers = Set(document.layers.filter { $0.allowed.contains("*") }.map(\.name))
        guard !layers.isEmpty, view.level == .module else { return [] }
        return Set(view.nodes.filter { layers.contains($0.band) }.map(\.id))
    }

    private static func drawingSection(_ view: GraphView, folding roots: Set<String>) -> [UInt8] {
        let scene = SVGScene(view: view, layout: LayeredLayout.layout(view, foldingRoots: roots), idPrefix: "main-", folding: roots)
        var page = MarkupBytes()
        page.raw("<section id=\"graph\">\n<h2>\(Markup.escape(view.title))</h2>\n" + Self.legend(view) + Self.impliedNote(view)
            + "<div class=\"drawing\">\n")
        scene.write(to: &page, namespace: false, stylesheet: false)
        page.raw("\n</div>\n</section>\n")
        return page.bytes
    }

    /// The packages, with every module in a closed section below.
    private static func packageOverviewSection(packages: LaidOutView, moduleView: GraphView, options: GraphViewOptions) -> [UInt8] {
        let overview = SVGScene(view: packages.view, layout: packages.layout, idPrefix: "overview-")
        let drawnModules = moduleView.markingImpliedEdges(unless: options)
        let modules = SVGScene(view: drawnModules, layout: LayeredLayout.layout(drawnModules), idPrefix: "main-")
        var page = MarkupBytes()
        page.raw("<section id=\"graph\">\n<h2>\(Markup.escape(packages.view.title))</h2>\n"
            + "<p class=\"legend\">\(moduleView.nodes.count) modules in no layer are too many for one drawing: this is the graph of "
            + "their packages. Declare layers in .archrules for a layered overview.</p>\n" + Self.legend(moduleView)
            + Self.impliedNote(packages.view)
            + "<div class=\"drawing\">\n")
        overview.write(to: &page, namespace: false, stylesheet: false, cssClass: "graph overview")
        page.raw("\n</div>\n<details class=\"layer\"><summary>All \(moduleView.nodes.count) modules</summary>\n"
            + Self.impliedNote(drawnModules) + "<div class=\"drawing\">\n")
        modules.write(to: &page, namespace: false, stylesheet: false)
        page.raw("\n</div>\n</details>\n</section>\n")
        return page.bytes
    }

    /// The layers, each linking to a closed section that draws its modules: the overview,
    /// then one part per layer, then the section's end.
    private static func overviewSectionParts(overview: LaidOutView, moduleView: GraphView,
                                             options: GraphViewOptions) -> [@Sendable () -> [UInt8]] {
        let sectionIDs = Dictionary(moduleView.bands.enumerated().map { ($1.name, "layer-\($0)") }, uniquingKeysWith: { first, _ in first })
        var parts: [@Sendable () -> [UInt8]] = []
        parts.append {
            let links = Dictionary(overview.view.nodes.compactMap { node in sectionIDs[node.id].map { (node.id, "#" + $0) } },
                                   uniquingKeysWith: { first, _ in first })
            let scene = SVGScene(view: overview.view, layout: overview.layout, idPrefix: "overview-", layerLinks: links)
            var page = MarkupBytes()
            page.raw("<section id=\"graph\">\n<h2>\(Markup.escape(overview.view.title))</h2>\n")
            page.raw("<p class=\"legend\">\(moduleView.nodes.count) modules are too many for one drawing: this is the graph of layers. "
                + "Open a layer below (or click it) to see its modules; other layers appear there as one box each.</p>\n")
            page.raw(Self.legend(moduleView))
            page.raw(Self.impliedNote(overview.view))
            page.raw("<div class=\"drawing\">\n")
            scene.write(to: &page, namespace: false, stylesheet: false, cssClass: "graph overview")
            page.raw("\n</div>\n")
            return page.bytes
        }
        let drillDown = LayerDrillDown(moduleView: moduleView, sortsPlaces: false)
        let edgesByBand = drillDown.edgesByBand()
        for (index, band) in moduleView.bands.enumerated() {
            let edges = edgesByBand[index]
            parts.append {
                let view = drillDown.view(forBandAt: index, edges: edges).markingImpliedEdges(unless: options)
                let layerLinks = Dictionary(view.nodes.filter { $0.kind == .layer }.compactMap { node in
                    sectionIDs[node.band].map { (node.id, "#" + $0) }
                }, uniquingKeysWith: { first, _ in first })
                let layerScene = SVGScene(view: view, layout: LayeredLayout.layout(view), idPrefix: "layer\(index)-", layerLinks: layerLinks)
                let violating = view.edges.filter(\.isViolation).count
                var page = MarkupBytes()
                page.raw("<details class=\"layer\"\(Markup.attributes([("id", "layer-\(index)"), ("data-band", band.name)]))>"
                    + "<summary><span class=\"swatch\" style=\"background: \(Markup.escape(band.color))\"></span>\(Markup.escape(band.name)) "
                    + "<span class=\"muted\">\(band.nodes.count) module\(band.nodes.count == 1 ? "" : "s")"
                    + (violating > 0 ? ", \(violating) edge\(violating == 1 ? "" : "s") breaking rules" : "") + "</span></summary>\n"
                    + Self.impliedNote(view) + "<div class=\"drawing\">\n")
                layerScene.write(to: &page, namespace: false, stylesheet: false)
                page.raw("\n</div>\n</details>\n")
                return page.bytes
            }
        }
        parts.append { Array("</section>\n".utf8) }
        return parts
    }
}
