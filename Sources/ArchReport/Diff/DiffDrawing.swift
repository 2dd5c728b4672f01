import ArchCore
import ArchViews
import ArchModuleGraph

/// The drawing of a change, for a reviewer: the head's graph with added modules and edges in
/// green, removed ones dashed and grey, new findings red, fixed ones struck through, and the
/// rest dimmed.
///
/// As HTML it is one self-contained page, like the report: it opens on the neighbourhood of
/// what changed, with the whole graph one click away, then lists the findings and the
/// modules and edges that changed. As SVG it is that first picture with its legend, for a
/// pull-request comment.
public struct DiffDrawing: Sendable {
    public init() {}

    public func html(_ diff: GraphDiff, change: ChangeView) -> String {
        var page = MarkupBytes()
        page.raw(HTMLPageAssets.head(title: "Architecture change \(diff.base.name) → \(diff.head.name)", styles: Self.stylesheet))
        page.raw(header(diff))
        page.raw("<main>\n")
        page.raw(gapsSection(diff))
        let neighbourhood = change.neighbourhood
        if change.hasChanges {
            page.raw("<section id=\"change\">\n<h2>\(Markup.escape(neighbourhood.title))</h2>\n")
            page.raw("<p class=\"legend\">\(neighbourhood.nodes.count) of \(change.whole.nodes.count) modules: the changed ones and "
                + "the modules next to them. " + Self.legendText + "</p>\n<div class=\"drawing\">\n")
            SVGScene(view: neighbourhood, layout: LayeredLayout.layout(neighbourhood), idPrefix: "change-", change: change)
                .write(to: &page, namespace: false, stylesheet: false)
            page.raw("\n</div>\n")
            page.raw("<details class=\"layer\" id=\"whole\"><summary>The whole graph <span class=\"muted\">"
                + "\(AnalysisSummary.count(change.whole.nodes.count, "module")), \(AnalysisSummary.count(change.whole.edges.count, "edge"))"
                + "</span></summary>\n<div class=\"drawing\">\n")
        } else {
            page.raw("<section id=\"change\">\n<h2>No change to the architecture</h2>\n<p class=\"legend\">The head's graph, as it was "
                + "in the base.</p>\n<div id=\"whole\">\n<div class=\"drawing\">\n")
        }
        // With nothing changed there is nothing to dim the rest against: the graph is drawn plainly.
        SVGScene(view: change.whole, layout: LayeredLayout.layout(change.whole), idPrefix: "whole-", change: change.hasChanges ? change : nil)
            .write(to: &page, namespace: false, stylesheet: false)
        page.raw(change.hasChanges ? "\n</div>\n</details>\n</section>\n" : "\n</div>\n</div>\n</section>\n")
        page.raw(findingsSection(diff))
        page.raw(changesSection(diff))
        page.raw("</main>\n</body>\n</html>\n")
        return String(decoding: page.bytes, as: UTF8.self)
    }

    /// The neighbourhood of the change (the whole graph when nothing changed), with a legend
    /// drawn below it.
    public func svg(_ diff: GraphDiff, change: ChangeView) -> String {
        let view = change.hasChanges ? change.neighbourhood : change.whole
        let layout = LayeredLayout.layout(view)
        let scene = SVGScene(view: view, layout: layout, change: change.hasChanges ? change : nil)
        let legendHeight = 34.0
        let width = max(layout.width, 620), height = layout.height + legendHeight
        var svg = MarkupBytes()
        svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        SVGScene.writeOpeningTag(width: Markup.number(width), height: Markup.number(height), title: view.title, namespace: true,
                                 cssClass: "graph change", to: &svg)
        svg.raw("<desc>")
        svg.escaped(summaryLines(diff).joined(separator: "\n"))
        svg.raw("</desc>\n<style>\n\(SVGScene.stylesheet)\n</style>\n")
        svg.raw("<rect width=\"\(Markup.number(width))\" height=\"\(Markup.number(height))\" fill=\"#ffffff\"/>\n")
        scene.write(to: &svg, namespace: false, stylesheet: false)
        svg.raw("\n")
        writeLegend(at: layout.height + 8, to: &svg)
        svg.raw("</svg>\n")
        return String(decoding: svg.bytes, as: UTF8.self)
    }

    // MARK: - Parts

    static let legendText = "<span class=\"added\">Green</span>: added. <span class=\"removed\">Dashed grey</span>: removed. "
        + "<span class=\"red\">Red</span>: breaks a rule (the edge's title says whether that is new); "
        + "<span class=\"fixed\">struck through</span>: a rule it no longer breaks. Dimmed: unchanged. Hover for details."

    static let stylesheet = """
        .legend .added { color: \(SceneChanges.addedColor); font-weight: 600; }
        .legend .removed { color: \(SceneChanges.removedColor); font-weight: 600; }
        .legend .fixed, del { color: \(SceneChanges.removedColor); text-decoration: line-through; }
        .side { margin: 4px 0 0; color: #d0d7de; }
        ul.changes { margin: 0; padding-left: 24px; }
        ul.changes .added::marker { content: "+ "; color: \(SceneChanges.addedColor); }
        ul.changes .removed::marker { content: "− "; color: \(SceneChanges.removedColor); }
        """

    private func header(_ diff: GraphDiff) -> String {
        func count(_ value: Int, _ one: String, _ many: String, style: String? = nil) -> String {
            let attribute = value > 0 ? style.map { " class=\"\($0)\"" } ?? "" : ""
            return "<li\(attribute)><strong>\(value)</strong> \(value == 1 ? one : many)</li>"
        }
        let lines = summaryLines(diff).dropFirst().map { "<p class=\"side\">\(Markup.escape($0))</p>" }.joined(separator: "\n")
        return """
            <header>
            <h1>Architecture change <code>\(Markup.escape(diff.base.name))</code> → <code>\(Markup.escape(diff.head.name))</code></h1>
            <ul class="counts">\(count(diff.newFindings.count, "new finding", "new findings", style: "bad"))\(count(diff.fixedFindings.count, "fixed finding", "fixed findings"))\
            \(count(diff.addedModules.count, "module added", "modules added"))\(count(diff.removedModules.count, "module removed", "modules removed"))\
            \(count(diff.addedEdges.count, "edge added", "edges added"))\(count(diff.removedEdges.count, "edge removed", "edges removed"))</ul>
            \(lines)
            <nav><a href="#change">Drawing</a><a href="#findings">Findings</a><a href="#changes">Modules and edges</a></nav>
            </header>

            """
    }

    /// What the drawing is of, then each side's counts in the words `check` uses.
    private func summaryLines(_ diff: GraphDiff) -> [String] {
        ["archkit diff \(diff.base.name) → \(diff.head.name)",
         "base (\(diff.base.name)): \(diff.base.summary.sentence)",
         "head (\(diff.head.name)): \(diff.head.summary.sentence)"]
            + (diff.rulesChange.map { change in ["rules: \(change.sentence): \(change.summaryLines.joined(separator: "; "))"] } ?? [])
    }

    /// The files a side could not read: the comparison may miss changes.
    private func gapsSection(_ diff: GraphDiff) -> String {
        let gaps = [("base", diff.base), ("head", diff.head)].flatMap { name, side in side.unread.map { (name, side.name, $0) } }
        guard !gaps.isEmpty else { return "" }
        var section = "<section id=\"incomplete\" class=\"incomplete\">\n<h2>This comparison may miss changes</h2>\n<ul class=\"locations\">"
        for (name, sideName, unread) in gaps {
            section += "<li>the \(name) (<code>\(Markup.escape(sideName))</code>): <code>\(Markup.escape(unread.file))</code> "
                + "<span class=\"rule\">\(Markup.escape(unread.problem))</span> <span class=\"message\">\(Markup.escape(unread.message))</span></li>"
        }
        return section + "</ul>\n</section>\n"
    }

    private func findingsSection(_ diff: GraphDiff) -> String {
        var section = "<section id=\"findings\">\n<h2>Findings <span class=\"muted\">(\(diff.newFindings.count) new, "
            + "\(diff.fixedFindings.count) fixed)</span></h2>\n"
        if diff.newFindings.isEmpty && diff.fixedFindings.isEmpty { return section + "<p class=\"none\">No finding is new or fixed.</p>\n</section>\n" }
        section += "<ol class=\"findings\">\n"
        for finding in diff.newFindings { section += item(finding, fixed: false, byRules: diff.rulesChange?.explains(finding) == true) }
        for finding in diff.fixedFindings { section += item(finding, fixed: true, byRules: diff.rulesChange?.explains(finding) == true) }
        return section + "</ol>\n</section>\n"
    }

    private func item(_ finding: Diagnostic, fixed: Bool, byRules: Bool) -> String {
        var attributes = [("class", finding.severity.rawValue + (fixed ? " fixed" : " new"))]
        if let dependency = finding.dependency { attributes += [("data-from", dependency.from), ("data-to", dependency.to)] }
        var body = "<span class=\"severity\">\(fixed ? "fixed" : "new") \(Markup.escape(finding.severity.rawValue))</span> "
            + "<span class=\"rule\">\(Markup.escape(finding.ruleID))</span> "
        if let dependency = finding.dependency {
            body += "<strong>\(Markup.escape(dependency.from))</strong> → <strong>\(Markup.escape(dependency.to))</strong>"
        }
        if byRules { body += " <span class=\"muted\">(\(RulesChange.mark))</span>" }
        body += "<p class=\"message\">\(Markup.escape(finding.message))</p>"
        if let location = finding.location { body += "<ul class=\"locations\"><li><code>\(Markup.escape(location.description))</code></li></ul>" }
        return "<li\(Markup.attributes(attributes))>" + (fixed ? "<del>\(body)</del>" : body) + "</li>\n"
    }

    private func changesSection(_ diff: GraphDiff) -> String {
        func list(_ title: String, added: [String], removed: [String]) -> String {
            var part = "<h3>\(title) <span class=\"muted\">(\(added.count) added, \(removed.count) removed)</span></h3>\n"
            if added.isEmpty && removed.isEmpty { return part + "<p class=\"none\">None.</p>\n" }
            part += "<ul class=\"changes\">"
            part += added.map { "<li class=\"added\"><code>\(Markup.escape($0))</code></li>" }.joined()
            part += removed.map { "<li class=\"removed\"><code>\(Markup.escape($0))</code></li>" }.joined()
            return part + "</ul>\n"
        }
        func module(_ module: Module) -> String {
            module.name + (module.layer.map { " (\($0))" } ?? (module.isExternal ? " (external)" : ""))
        }
        func edge(_ edge: Edge) -> String {
            "\(edge.from) → \(edge.to) (\(edge.kind.rawValue)\(edge.locations.first.map { ", \($0.description)" } ?? ""))"
        }
        return "<section id=\"changes\">\n<h2>Modules and edges</h2>\n"
            + list("Modules", added: diff.addedModules.map(module), removed: diff.removedModules.map(module))
            + list("Edges", added: diff.addedEdges.map(edge), removed: diff.removedEdges.map(edge))
            + "</section>\n"
    }

    /// The legend of the standalone SVG: one sample of each mark, in a row.
    private func writeLegend(at top: Double, to svg: inout MarkupBytes) {
        let y = top + 12
        svg.raw("<g class=\"legend\" font-size=\"12\" fill=\"#1f2328\">\n")
        let samples: [(label: String, stroke: String, dashes: String?, opacity: String?)] = [
            ("added", SceneChanges.addedColor, nil, nil),
            ("removed", SceneChanges.removedColor, SceneChanges.removedDashes, nil),
            ("breaks a rule", BandColors.violation, nil, nil),
            ("unchanged", SVGScene.edgeColor, nil, SceneChanges.dimmedOpacity),
        ]
        var x = 12.0
        for sample in samples {
            svg.raw("<line x1=\"\(Markup.number(x))\" y1=\"\(Markup.number(y))\" x2=\"\(Markup.number(x + 28))\" y2=\"\(Markup.number(y))\"")
            svg.attribute("stroke", sample.stroke)
            svg.raw(" stroke-width=\"2.2\"")
            if let dashes = sample.dashes { svg.attribute("stroke-dasharray", dashes) }
            if let opacity = sample.opacity { svg.attribute("opacity", opacity) }
            svg.raw("/><text x=\"\(Markup.number(x + 34))\" y=\"\(Markup.number(y + 4))\">")
            svg.escaped(sample.label)
            svg.raw("</text>\n")
            x += 44 + Double(sample.label.count) * 7
        }
        svg.raw("<text x=\"\(Markup.number(x))\" y=\"\(Markup.number(y + 4))\" fill=\"\(SceneChanges.removedColor)\" "
            + "text-decoration=\"line-through\">fixed</text>\n</g>\n")
    }
}
