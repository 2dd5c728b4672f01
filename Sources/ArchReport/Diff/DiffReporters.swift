import ArchCore
import ArchViews
import ArchModuleGraph

/// The formats `archkit diff` writes.
public enum DiffFormat: String, Sendable, CaseIterable {
    case text, markdown, json
    /// A self-contained page that draws the change: see `DiffDrawing`.
    case html
    /// The drawing of the change's neighbourhood, with a legend.
    case svg
}

/// Renders a graph diff for a terminal, a pull-request comment or a script. Each starts with
/// both sides' counts, in the words `check` uses, and says which side could not be read.
public struct DiffReporter: Sendable {
    public let format: DiffFormat

    public init(format: DiffFormat) {
        self.format = format
    }

    /// - Parameters:
    ///   - base, head: the analyses `diff` compared; the drawings draw them.
    ///   - options: which modules drawings show (tests, externals).
    public func render(_ diff: GraphDiff, base: GraphDocument, head: GraphDocument,
                       options: GraphViewOptions = GraphViewOptions()) -> String {
        switch format {
        case .text: return text(diff)
        case .markdown: return markdown(diff)
        case .json: return JSONOutput.encode(DiffJSON(diff))
        case .html, .svg:
            let change = ChangeViewBuilder.build(base: base, head: head, diff: diff, options: options)
            return format == .html ? DiffDrawing().html(diff, change: change) : DiffDrawing().svg(diff, change: change)
        }
    }

    // MARK: - Text

    /// Names, paths and messages come from the repositories: each line is made one line (every
    /// control character a space), so that none can start a line of its own.
    private func text(_ diff: GraphDiff) -> String {
        textLines(diff).map(GraphTextStyle.singleLine).joined(separator: "\n") + "\n"
    }

    private func textLines(_ diff: GraphDiff) -> [String] {
        var lines = ["archkit diff \(diff.base.name) → \(diff.head.name)"]
        for side in [("base", diff.base), ("head", diff.head)] {
            lines.append("\(side.0): \(side.1.summary.sentence)")
        }
        lines += gaps(diff).map { "warning: " + $0 }
        if let change = diff.rulesChange {
            lines.append("rules: " + change.sentence)
            lines += change.summaryLines.map { "  " + $0 }
        }
        if diff.isEmpty {
            lines.append("no change to the architecture")
            return lines
        }
        section("findings", added: diff.newFindings.map { describe($0, in: diff) }, removed: diff.fixedFindings.map { describe($0, in: diff) },
                addedWord: "new", removedWord: "fixed", into: &lines)
        section("modules", added: diff.addedModules.map(describe), removed: diff.removedModules.map(describe), into: &lines)
        section("edges", added: diff.addedEdges.map(describe), removed: diff.removedEdges.map(describe), into: &lines)
        if !diff.grownBlastRadius.isEmpty {
            lines.append("blast radius: \(diff.grownBlastRadius.count) module\(diff.grownBlastRadius.count == 1 ? "" : "s") grew")
            lines += diff.grownBlastRadius.map { "  ↑ " + describe($0) }
        }
        return lines
    }

    private func section(_ title: String, added: [String], removed: [String], addedWord: String = "added",
                         removedWord: String = "removed", into lines: inout [String]) {
        guard !added.isEmpty || !removed.isEmpty else { return }
        lines.append("\(title): \(added.count) \(addedWord), \(removed.count) \(removedWord)")
        lines += added.map { "  + \($0)" }
        lines += removed.map { "  - \($0)" }
    }

    /// One sentence per unread file of either side.
    private func gaps(_ diff: GraphDiff) -> [String] {
        [("base", diff.base), ("head", diff.head)].flatMap { name, side in
            side.unread.map { "the \(name) (\(side.name)) is incomplete: \($0.file) could not be read [\($0.problem)]" }
        }
    }

    // MARK: - Markdown

    private func markdown(_ diff: GraphDiff) -> String {
        var lines = ["### Architecture changes: \(code(diff.base.name)) → \(code(diff.head.name))", ""]
        lines.append("- base: \(diff.base.summary.sentence)")
        lines.append("- head: \(diff.head.summary.sentence)")
        for gap in gaps(diff) { lines += ["", "> **Warning:** \(code(gap))"] }
        if let change = diff.rulesChange {
            lines += ["", "**Rules:** " + change.sentence.replacingOccurrences(of: change.file, with: code(change.file)), ""]
            lines += change.summaryLines.map { "- \(code($0))" }
        }
        lines.append("")
        if diff.isEmpty {
            return (lines + ["No change to the architecture."]).joined(separator: "\n") + "\n"
        }
        lines.append("| | added | removed |")
        lines.append("|---|---:|---:|")
        lines.append("| findings | \(diff.newFindings.count) new | \(diff.fixedFindings.count) fixed |")
        lines.append("| modules | \(diff.addedModules.count) | \(diff.removedModules.count) |")
        lines.append("| edges | \(diff.addedEdges.count) | \(diff.removedEdges.count) |")
        let lists: [(String, [String])] = [
            ("New findings", diff.newFindings.map { describe($0, in: diff) }),
            ("Fixed findings", diff.fixedFindings.map { describe($0, in: diff) }),
            ("Added modules", diff.addedModules.map(describe)), ("Removed modules", diff.removedModules.map(describe)),
            ("Added edges", diff.addedEdges.map(describe)), ("Removed edges", diff.removedEdges.map(describe)),
            ("Blast radius grew", diff.grownBlastRadius.map(describe)),
        ]
        for (title, items) in lists where !items.isEmpty {
            lines += ["", "**\(title)**", ""] + items.map { "- \(code($0))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func code(_ text: String) -> String {
        "`" + GraphTextStyle.singleLine(text).replacingOccurrences(of: "`", with: "'") + "`"
    }

    // MARK: - JSON

    private struct DiffJSON: Encodable {
        var version = GraphDocument.formatVersion
        var base: GraphDiff.Side
        var head: GraphDiff.Side
        var addedModules: [String]
        var removedModules: [String]
        var addedEdges: [Edge]
        var removedEdges: [Edge]
        var newFindings: [Diagnostic]
        var fixedFindings: [Diagnostic]
        var grownBlastRadius: [GraphDiff.RadiusChange]
        /// Absent when the rules files agree.
        var rulesChange: RulesChange?

        init(_ diff: GraphDiff) {
            base = diff.base
            head = diff.head
            addedModules = diff.addedModules.map(\.name)
            removedModules = diff.removedModules.map(\.name)
            addedEdges = diff.addedEdges
            removedEdges = diff.removedEdges
            newFindings = diff.newFindings
            fixedFindings = diff.fixedFindings
            grownBlastRadius = diff.grownBlastRadius
            rulesChange = diff.rulesChange
        }
    }

    // MARK: - Words

    private func describe(_ module: Module) -> String {
        module.name + (module.layer.map { " (\($0))" } ?? (module.isExternal ? " (external)" : ""))
    }

    private func describe(_ edge: Edge) -> String {
        "\(edge.from) → \(edge.to) (\(edge.kind.rawValue)\(edge.locations.first.map { ", \($0.description)" } ?? ""))"
    }

    private func describe(_ change: GraphDiff.RadiusChange) -> String {
        "\(change.module): \(change.before.transitive) → \(change.after.transitive) transitive dependents "
            + "(direct \(change.before.direct) → \(change.after.direct))"
    }

    /// A new or fixed finding, and whether the rules change explains it.
    private func describe(_ finding: Diagnostic, in diff: GraphDiff) -> String {
        "\(finding.severity.rawValue) [\(finding.ruleID)] \(GraphTextStyle.singleLine(finding.message))"
            + (finding.location.map { " at \($0)" } ?? "")
            + (diff.rulesChange?.explains(finding) == true ? " (\(RulesChange.mark))" : "")
    }
}
