import ArchCore
import ArchGraph

/// The text parts of the HTML report: unread files, findings, cycles, the module table, and the module
/// adjacency its script highlights with.
struct HTMLReportTables {
    let document: GraphDocument
    let moduleView: GraphView

    /// The files that could not be read, at the top: without them the graph is not the whole truth.
    func unreadSection() -> String {
        guard !document.unread.isEmpty else { return "" }
        var section = "<section id=\"incomplete\" class=\"incomplete\">\n<h2>This graph is incomplete</h2>\n"
            + "<p>\(AnalysisSummary.count(document.unread.count, "file")) could not be read, so the modules they declare "
            + "and their dependencies are missing below.</p>\n<ul class=\"locations\">"
        for unread in document.unread {
            section += "<li><code>\(Markup.escape(unread.file))</code> <span class=\"rule\">\(Markup.escape(unread.problem))</span> "
                + "<span class=\"message\">\(Markup.escape(unread.message))</span></li>"
        }
        return section + "</ul>\n</section>\n"
    }

    /// Every finding, errors first: the same list `archkit check` prints.
    func findingsSection() -> String {
        let summary = document.summary
        var section = "<section id=\"findings\">\n<h2>Findings <span class=\"muted\">(\(Markup.escape(summary.findings)))</span></h2>\n"
        guard !document.diagnostics.isEmpty else {
            return section + "<p class=\"none\">No findings.</p>\n</section>\n"
        }
        let conditions = document.placeConditions
        section += "<ol class=\"findings\">\n"
        for finding in document.diagnostics.sorted(by: Diagnostic.severityFirst) {
            let severity = finding.severity.rawValue
            var attributes = [("class", severity)]
            if let dependency = finding.dependency { attributes += [("data-from", dependency.from), ("data-to", dependency.to)] }
            section += "<li\(Markup.attributes(attributes))>"
                + "<span class=\"severity\">\(Markup.escape(severity))</span> <span class=\"rule\">\(Markup.escape(finding.ruleID))</span> "
            if let dependency = finding.dependency {
                section += "<strong>\(Markup.escape(dependency.from))</strong> → <strong>\(Markup.escape(dependency.to))</strong>"
            }
            section += "<p class=\"message\">\(Markup.escape(finding.message))</p>"
            let places = [(finding.location, "")] + finding.notes.map { ($0.location, $0.message) }
            let items = places.compactMap { location, message -> String? in
                guard let location else { return nil }
                var item = "<li><code>\(Markup.escape(location.description))</code>"
                if let condition = conditions[location] { item += " <span class=\"condition\">#if \(Markup.escape(condition))</span>" }
                if !message.isEmpty { item += " \(Markup.escape(message))" }
                return item + "</li>"
            }
            if !items.isEmpty { section += "<ul class=\"locations\">" + items.joined() + "</ul>" }
            section += "</li>\n"
        }
        return section + "</ol>\n</section>\n"
    }

    func cyclesSection() -> String {
        var section = "<section id=\"cycles\">\n<h2>Cycles <span class=\"muted\">(\(document.cycles.count))</span></h2>\n"
        guard !document.cycles.isEmpty else {
            return section + "<p class=\"none\">No dependency cycle.</p>\n</section>\n"
        }
        section += "<ul class=\"cycles\">\n"
        for cycle in document.cycles {
            section += "<li>\(cycle.level == .module ? "Modules" : "Layers"): "
                + cycle.path.map { "<strong>\(Markup.escape($0))</strong>" }.joined(separator: " → ") + "</li>\n"
        }
        return section + "</ul>\n</section>\n"
    }

    /// Every module with its layer and Robert C. Martin's coupling metrics.
    func modulesSection() -> String {
        let metrics = GraphMetrics.compute(moduleView)
        var section = """
            <section id="modules">
            <h2>Modules <span class="muted">(\(moduleView.nodes.count))</span></h2>
            <input type="search" id="module-filter" placeholder="Filter modules" aria-label="Filter modules" autocomplete="off">
            <table id="module-table">
            <thead><tr><th data-sort="text" aria-sort="ascending"><button type="button">Module</button></th>\
            <th data-sort="text"><button type="button">Layer</button></th>\
            <th class="number" data-sort="number" title="Afferent coupling: how many modules depend on it"><button type="button">Fan-in (Ca)</button></th>\
            <th class="number" data-sort="number" title="Efferent coupling: how many modules it depends on"><button type="button">Fan-out (Ce)</button></th>\
            <th class="number" data-sort="number" title="I = Ce / (Ca + Ce): 0 is stable, 1 unstable"><button type="button">Instability (I)</button></th></tr></thead>
            <tbody>

            """
        for node in moduleView.nodes {
            let metric = metrics[node.id] ?? NodeMetrics(fanIn: 0, fanOut: 0)
            let instability = metric.instability
            section += "<tr\(Markup.attributes([("data-node", node.id), ("data-band", node.band)]))>"
                + "<td>\(Markup.escape(node.label))</td><td>\(Markup.escape(node.band))</td>"
                + "<td class=\"number\" data-value=\"\(metric.fanIn)\">\(metric.fanIn)</td>"
                + "<td class=\"number\" data-value=\"\(metric.fanOut)\">\(metric.fanOut)</td>"
                + "<td class=\"number\" data-value=\"\(instability.map(Self.twoDecimals) ?? "")\">\(instability.map(Self.twoDecimals) ?? "–")</td></tr>\n"
        }
        return section + "</tbody>\n</table>\n</section>\n"
    }

    /// `{"Module": ["Dependency", …], …}` for the script, which cannot see the edges between
    /// layers once they are folded in the drill-down drawings.
    func adjacencyScript() -> String {
        var targets: [String: [String]] = [:]
        for edge in moduleView.edges { targets[edge.from, default: []].append(edge.to) }
        let json = JSONValue.object(targets.keys.sorted().map { ($0, .array(targets[$0]!.map(JSONValue.string))) }).rendered(pretty: false)
        // `<` escaped, so that no name can close the script element.
        return "<script type=\"application/json\" id=\"archkit-graph\">\(json.split(separator: "<", omittingEmptySubsequences: false).joined(separator: "\\u003c"))</script>\n"
    }

    /// `0.25`, `1.00`: two decimals without locale.
    static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
