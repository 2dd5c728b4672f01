import ArchCore
import ArchViews

/// The accepted debt in the Markdown comment: counted in a section of its own after the
/// findings, its table folded away (GitHub strips colours, so folding is how it is dimmed), so
/// that a reviewer sees the debt and not only what is new.
extension MarkdownReport.Sections {
    static func acceptedRow(_ accepted: AcceptedFinding) -> String {
        let finding = accepted.finding
        let place = finding.location.map { MarkdownReport.Text.inline("\($0.file):\($0.line)") } ?? "—"
        let cells = [MarkdownReport.Text.inline(finding.ruleID), place, MarkdownReport.Text.inline(finding.message), MarkdownReport.Text.inline(accepted.acceptance.explanation)]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    /// Nothing when nothing is accepted; the table only when `rows` is all of it, since a
    /// comment that must be cut keeps the findings that fail before the debt.
    func acceptedSection(rows: Int) -> String? {
        guard let acceptedTally else { return nil }
        var lines = ["### Accepted debt", "", "\(acceptedTally). These findings do not fail the check."]
        if rows > 0 {
            lines += ["", "<details><summary>Show the accepted findings</summary>", "",
                      "| rule | place | finding | accepted by |", "|---|---|---|---|"]
            lines += acceptedRows.prefix(rows)
            lines += ["", "</details>"]
        }
        if rows < acceptedRows.count {
            lines += ["", MarkdownReport.cutNote(shown: rows, of: acceptedRows.count, "accepted finding", whole: "table")]
        }
        return lines.joined(separator: "\n")
    }
}
