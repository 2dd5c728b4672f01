import ArchCore
import ArchGraph

extension MarkdownReport {
    /// The parts of the comment, made once, and put together with as much of each cuttable
    /// part as the size limit allows.
    struct Sections {
        var head: String
        var violationCount: Int
        var violationRows: [String]
        var cycleLines: [String]
        var graph: GraphDrawing

        init(document: GraphDocument, options: GraphViewOptions) throws(GraphViewError) {
            graph = try GraphDrawing(document: document, options: options)
            head = try Self.head(document: document, options: options)
            let violations = document.violations.sorted(by: Self.reportOrder)
            violationCount = violations.count
            violationRows = violations.map(Self.row)
            cycleLines = document.cycles.sorted { lhs, rhs in
                lhs.level != rhs.level ? lhs.level == .module : lhs.path.lexicographicallyPrecedes(rhs.path)
            }.map { cycle in
                "- \(cycle.path.map(Text.inline).joined(separator: " → ")) (\(cycle.level == .module ? "modules" : "layers"))"
            }
        }

        func assemble(rows: Int, cycles: Int, graph includeGraph: Bool) -> String {
            var parts = [head, violationsSection(rows: rows)]
            if !cycleLines.isEmpty { parts.append(cyclesSection(lines: cycles)) }
            parts.append(includeGraph ? graph.section : graph.omittedSection)
            return parts.joined(separator: "\n\n") + "\n"
        }

        // MARK: - Head

        private static func head(document: GraphDocument, options: GraphViewOptions) throws(GraphViewError) -> String {
            // The whole repository as the options select it, whatever the focus.
            var whole = options
            whole.level = .module
            whole.focus = nil
            let view = try GraphViewBuilder.build(document, options: whole)
            let errors = document.violations.filter { $0.severity == .error }.count
            let warnings = document.violations.count - errors
            let counts = [
                Text.count(view.nodes.count, "module"),
                Text.count(view.edges.count, "edge"),
                Text.count(errors, "error"),
                Text.count(warnings, "warning"),
                Text.count(document.cycles.count, "cycle"),
            ]
            return "## archkit: \(Text.inline(document.root))\n\n" + counts.joined(separator: " · ")
        }

        // MARK: - Violations

        private static func reportOrder(_ lhs: GraphDocument.Violation, _ rhs: GraphDocument.Violation) -> Bool {
            if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
            let (left, right) = ((lhs.rule, lhs.from, lhs.to), (rhs.rule, rhs.from, rhs.to))
            if left != right { return left < right }
            switch (lhs.locations.min(), rhs.locations.min()) {
            case let (first?, other?) where first != other: return first < other
            case (nil, .some): return true
            case (.some, nil): return false
            default: return lhs.message < rhs.message
            }
        }

        private static func row(_ violation: GraphDocument.Violation) -> String {
            let places = violation.locations.sorted()
            let first = places.first.map { Text.inline("\($0.file):\($0.line)") } ?? "—"
            let more = places.count > 1 ? "+\(Text.count(places.count - 1))" : ""
            let cells = [violation.severity.rawValue, Text.inline(violation.rule), Text.inline(violation.from),
                         Text.inline(violation.to), first, more]
            return "| " + cells.joined(separator: " | ") + " |"
        }

        private func violationsSection(rows: Int) -> String {
            guard violationCount > 0 else { return "### Violations\n\nNo violations." }
            var lines = ["### Violations", ""]
            if rows > 0 {
                lines.append("| severity | rule | from | to | first place | more places |")
                lines.append("|---|---|---|---|---|---|")
                lines += violationRows.prefix(rows)
            }
            if rows < violationCount {
                if rows > 0 { lines.append("") }
                lines.append(MarkdownReport.cutNote(shown: rows, of: violationCount, "violation", whole: "table"))
            }
            return lines.joined(separator: "\n")
        }

        // MARK: - Cycles

        private func cyclesSection(lines shown: Int) -> String {
            var lines = ["### Cycles", ""] + cycleLines.prefix(shown)
            if shown < cycleLines.count {
                if shown > 0 { lines.append("") }
                lines.append(MarkdownReport.cutNote(shown: shown, of: cycleLines.count, "cycle", whole: "list"))
            }
            return lines.joined(separator: "\n")
        }
    }

    /// The visible note where a part was cut: what is missing and how to see it.
    static func cutNote(shown: Int, of total: Int, _ noun: String, whole: String) -> String {
        let what = shown == 0
            ? "the \(whole) of \(Text.count(total, noun)) is left out"
            : "only the first \(Text.count(shown)) of \(Text.count(total, noun)) are listed"
        return "> **Note:** \(what), to keep this comment under GitHub's size limit. Run `\(fullReportCommand)` to see every one."
    }
}
