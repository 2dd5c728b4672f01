import ArchCore
import ArchViews

extension MarkdownReport {
    /// The parts of the comment, made once, and put together with as much of each cuttable
    /// part as the size limit allows.
    struct Sections {
        var head: String
        var findingCount: Int
        var findingRows: [String]
        var cycleLines: [String]
        var graph: GraphDrawing
        /// The accepted debt (MarkdownAccepted.swift): its count, its rows and how many to show.
        var acceptedTally: String?
        var acceptedRows: [String]
        var acceptedShown: Int
        /// The modules with the most dependents, which a change to reaches furthest; nil when
        /// no module of the repository has any.
        var radiusSection: String?

        /// How many modules the blast-radius table lists.
        static let radiusRows = 5

        init(document: GraphDocument, options: GraphViewOptions) throws(GraphViewError) {
            graph = try GraphDrawing(document: document, options: options)
            head = Self.head(document: document)
            let conditions = document.placeConditions
            let findings = document.diagnostics.sorted(by: Diagnostic.severityFirst)
            findingCount = findings.count
            findingRows = findings.map { Self.row($0, conditions: conditions) }
            acceptedTally = AcceptedFinding.tally(document.accepted)
            acceptedRows = document.accepted.map(Self.acceptedRow)
            acceptedShown = acceptedRows.count
            radiusSection = Self.radiusSection(document: document)
            cycleLines = document.cycles.sorted { lhs, rhs in
                lhs.level != rhs.level ? lhs.level == .module : lhs.path.lexicographicallyPrecedes(rhs.path)
            }.map { cycle in
                "- \(cycle.path.map(Text.inline).joined(separator: " → ")) (\(cycle.level == .module ? "modules" : "layers"))"
            }
        }

        func assemble(rows: Int, cycles: Int, graph includeGraph: Bool) -> String {
            var parts = [head, findingsSection(rows: rows)]
            if let accepted = acceptedSection(rows: acceptedShown) { parts.append(accepted) }
            if !cycleLines.isEmpty { parts.append(cyclesSection(lines: cycles)) }
            if let radiusSection { parts.append(radiusSection) }
            parts.append(includeGraph ? graph.section : graph.omittedSection)
            return parts.joined(separator: "\n\n") + "\n"
        }

        // MARK: - Blast radius

        private static func radiusSection(document: GraphDocument) -> String? {
            let ranked = zip(document.modules, document.dependentCounts)
                .filter { !$0.0.isExternal && $0.1.transitive > 0 }
                .sorted { $0.1.transitive != $1.1.transitive ? $0.1.transitive > $1.1.transitive : $0.0.name < $1.0.name }
            guard !ranked.isEmpty else { return nil }
            var lines = ["### Largest blast radius", "", "| module | layer | dependents | of them direct |", "|---|---|---:|---:|"]
            for (module, count) in ranked.prefix(radiusRows) {
                lines.append("| \(Text.inline(module.name)) | \(module.layer.map(Text.inline) ?? "–") | \(count.transitive) | \(count.direct) |")
            }
            return lines.joined(separator: "\n")
        }

        // MARK: - Head

        /// The title, the counts of the analysis as `archkit check` states them, and the
        /// files that could not be read.
        private static func head(document: GraphDocument) -> String {
            let summary = document.summary
            let counts = [
                Text.count(summary.errors, "error"),
                Text.count(summary.warnings, "warning"),
                Text.count(document.cycles.count, "cycle"),
                Text.count(summary.modules, "module"),
                summary.edgeCount,
                Text.count(summary.files, "file"),
            ]
            var head = "## archkit: \(Text.inline(document.root))\n\n" + counts.joined(separator: " · ")
            if !document.unread.isEmpty {
                head += "\n\n> **Warning:** this graph is incomplete: \(Text.count(document.unread.count, "file")) could not be read, "
                    + "so the modules they declare and their findings are missing.\n>"
                for unread in document.unread {
                    head += "\n> - \(Text.inline(unread.file)) (\(Text.inline(unread.problem))): \(Text.inline(unread.message))"
                }
            }
            return head
        }

        // MARK: - Findings

        private static func row(_ finding: Diagnostic, conditions: [SourceLocation: String]) -> String {
            var place = finding.location.map { Text.inline("\($0.file):\($0.line)") } ?? "—"
            if let location = finding.location, let condition = conditions[location] { place += " (" + Text.inline("#if \(condition)") + ")" }
            let cells = [finding.severity.rawValue, Text.inline(finding.ruleID), place, Text.inline(finding.message)]
            return "| " + cells.joined(separator: " | ") + " |"
        }

        private func findingsSection(rows: Int) -> String {
            guard findingCount > 0 else { return "### Findings\n\nNo findings." }
            var lines = ["### Findings", ""]
            if rows > 0 {
                lines.append("| severity | rule | place | finding |")
                lines.append("|---|---|---|---|")
                lines += findingRows.prefix(rows)
            }
            if rows < findingCount {
                if rows > 0 { lines.append("") }
                lines.append(MarkdownReport.cutNote(shown: rows, of: findingCount, "finding", whole: "table"))
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
