import ArchCore
import ArchViews

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

    /// Every module with its layer, Robert C. Martin's coupling metrics and its blast radius,
    /// the modules with the largest radius first; above them the search field, and the control
    /// that sets how many steps around a selected module are highlighted, which stays hidden
    /// until the script shows it for a selection.
    func writeModulesSection(to section: inout MarkupBytes) {
        let metrics = GraphMetrics.compute(moduleView)
        let radius = document.dependentsByModule
        func transitive(_ id: String) -> Int { radius[id]?.transitive ?? 0 }
        let rows = moduleView.nodes.sorted { transitive($0.id) != transitive($1.id) ? transitive($0.id) > transitive($1.id) : $0.id < $1.id }
        section.raw("""
            <section id="modules">
            <h2>Modules <span class="muted">(\(moduleView.nodes.count))</span></h2>
            <input type="search" id="module-filter" placeholder="Find a module (Enter selects it)" aria-label="Find a module" autocomplete="off">
            <div id="module-steps" role="group" aria-label="Steps from the selected module" hidden>Highlight around \
            <strong id="module-steps-name"></strong>, steps: <button type="button" data-steps="1" aria-pressed="true">1</button>\
            <button type="button" data-steps="2" aria-pressed="false">2</button><button type="button" data-steps="3" aria-pressed="false">3</button>\
            <button type="button" data-steps="all" aria-pressed="false">all</button></div>
            <table id="module-table">
            <thead><tr><th data-sort="text"><button type="button">Module</button></th>\
            <th data-sort="text"><button type="button">Layer</button></th>\
            <th class="number" data-sort="number" title="Afferent coupling: how many modules depend on it"><button type="button">Fan-in (Ca)</button></th>\
            <th class="number" data-sort="number" title="Efferent coupling: how many modules it depends on"><button type="button">Fan-out (Ce)</button></th>\
            <th class="number" data-sort="number" title="I = Ce / (Ca + Ce): 0 is stable, 1 unstable"><button type="button">Instability (I)</button></th>\
            <th class="number" data-sort="number" aria-sort="descending" title="Blast radius: how many modules depend on it, directly or not"><button type="button">Dependents</button></th></tr></thead>
            <tbody>

            """)
        for node in rows {
            let metric = metrics[node.id] ?? NodeMetrics(fanIn: 0, fanOut: 0)
            let instability = metric.instability
            section.raw("<tr")
            section.attribute("data-node", node.id)
            section.attribute("data-band", node.band)
            section.raw("><td>")
            section.escaped(node.label)
            section.raw("</td><td>")
            section.escaped(node.band)
            section.raw("</td>")
            Self.writeNumberCell(metric.fanIn, to: &section)
            Self.writeNumberCell(metric.fanOut, to: &section)
            section.raw("<td class=\"number\" data-value=\"\(instability.map(Self.twoDecimals) ?? "")\">\(instability.map(Self.twoDecimals) ?? "–")</td>")
            Self.writeNumberCell(transitive(node.id), to: &section)
            section.raw("</tr>\n")
        }
        section.raw("</tbody>\n</table>\n</section>\n")
    }

    /// `<td class="number" data-value="N">N</td>`: the table sorts by the attribute.
    private static func writeNumberCell(_ value: Int, to section: inout MarkupBytes) {
        section.raw("<td class=\"number\" data-value=\"")
        section.int(value)
        section.raw("\">")
        section.int(value)
        section.raw("</td>")
    }

    /// `{"Module": ["Dependency", …], …}` for the script, which cannot see the edges between
    /// layers once they are folded in the drill-down drawings. The compact JSON `JSONValue`
    /// writes, keys sorted, with `<` escaped so that no name can close the script element.
    func writeAdjacencyScript(to script: inout MarkupBytes) {
        script.raw("<script type=\"application/json\" id=\"archkit-graph\">{")
        for (index, source) in Self.adjacency(moduleView.edges).enumerated() {
            if index > 0 { script.raw(",") }
            Self.writeJSONString(source.from, to: &script)
            script.raw(":[")
            for (position, target) in source.targets.enumerated() {
                if position > 0 { script.raw(",") }
                Self.writeJSONString(target, to: &script)
            }
            script.raw("]")
        }
        script.raw("}</script>\n")
    }

    /// Each source with its targets in edge order, sources sorted. A view's edges come sorted
    /// by source, so its runs are taken as they are; other orders are grouped by a dictionary.
    private static func adjacency(_ edges: [GraphView.Edge]) -> [(from: String, targets: [String])] {
        var runs: [(from: String, targets: [String])] = []
        for edge in edges {
            if let last = runs.last?.from, last == edge.from {
                runs[runs.count - 1].targets.append(edge.to)
            } else if let last = runs.last?.from, !(last < edge.from) {
                var targets: [String: [String]] = [:]
                for edge in edges { targets[edge.from, default: []].append(edge.to) }
                return targets.keys.sorted().map { ($0, targets[$0]!) }
            } else {
                runs.append((edge.from, [edge.to]))
            }
        }
        return runs
    }

    /// A JSON string as `JSONValue` escapes it, with `<` as `\u003c`.
    private static func writeJSONString(_ value: String, to script: inout MarkupBytes) {
        script.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): script.raw("\\\"")
            case UInt8(ascii: "\\"): script.raw("\\\\")
            case UInt8(ascii: "\n"): script.raw("\\n")
            case UInt8(ascii: "\r"): script.raw("\\r")
            case UInt8(ascii: "\t"): script.raw("\\t")
            case UInt8(ascii: "<"): script.raw("\\u003c")
            case let control where control < 0x20:
                let hex = String(control, radix: 16)
                script.raw(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex))
            default: script.append(byte)
            }
        }
        script.append(UInt8(ascii: "\""))
    }

    /// `0.25`, `1.00`: two decimals without locale.
    static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
