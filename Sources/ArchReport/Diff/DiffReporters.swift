import ArchCore
import ArchGraph

/// The formats `archkit diff` writes.
public enum DiffFormat: String, Sendable, CaseIterable {
    case text, markdown, json
}

/// Renders a graph diff for a terminal, a pull-request comment or a script.
public struct DiffReporter: Sendable {
    public let format: DiffFormat

    public init(format: DiffFormat) {
        self.format = format
    }

    public func render(_ diff: GraphDiff) -> String {
        switch format {
        case .text: return text(diff)
        case .markdown: return markdown(diff)
        case .json: return json(diff).rendered() + "\n"
        }
    }

    // MARK: - Text

    private func text(_ diff: GraphDiff) -> String {
        var lines = ["archkit diff \(diff.base) → \(diff.head)"]
        if diff.isEmpty {
            lines.append("no change to the module graph")
            return lines.joined(separator: "\n") + "\n"
        }
        section("modules", added: diff.addedModules.map(describe), removed: diff.removedModules.map(describe), into: &lines)
        section("edges", added: diff.addedEdges.map(describe), removed: diff.removedEdges.map(describe), into: &lines)
        section("violations", added: diff.newViolations.map(describe), removed: diff.fixedViolations.map(describe),
                addedWord: "new", removedWord: "fixed", into: &lines)
        section("cycles", added: diff.newCycles.map(describe), removed: diff.brokenCycles.map(describe),
                addedWord: "new", removedWord: "broken", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private func section(_ title: String, added: [String], removed: [String], addedWord: String = "added",
                         removedWord: String = "removed", into lines: inout [String]) {
        guard !added.isEmpty || !removed.isEmpty else { return }
        lines.append("\(title): \(added.count) \(addedWord), \(removed.count) \(removedWord)")
        lines += added.map { "  + \($0)" }
        lines += removed.map { "  - \($0)" }
    }

    // MARK: - Markdown

    private func markdown(_ diff: GraphDiff) -> String {
        var lines = ["### Architecture changes: \(code(diff.base)) → \(code(diff.head))", ""]
        if diff.isEmpty {
            return (lines + ["No change to the module graph."]).joined(separator: "\n") + "\n"
        }
        lines.append("| | added | removed |")
        lines.append("|---|---:|---:|")
        lines.append("| modules | \(diff.addedModules.count) | \(diff.removedModules.count) |")
        lines.append("| edges | \(diff.addedEdges.count) | \(diff.removedEdges.count) |")
        lines.append("| violations | \(diff.newViolations.count) new | \(diff.fixedViolations.count) fixed |")
        lines.append("| cycles | \(diff.newCycles.count) new | \(diff.brokenCycles.count) broken |")
        for (title, items) in [
            ("New violations", diff.newViolations.map(describe)), ("Fixed violations", diff.fixedViolations.map(describe)),
            ("New cycles", diff.newCycles.map(describe)), ("Broken cycles", diff.brokenCycles.map(describe)),
            ("Added modules", diff.addedModules.map(describe)), ("Removed modules", diff.removedModules.map(describe)),
            ("Added edges", diff.addedEdges.map(describe)), ("Removed edges", diff.removedEdges.map(describe)),
        ] where !items.isEmpty {
            lines += ["", "**\(title)**", ""] + items.map { "- \(code($0))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func code(_ text: String) -> String {
        "`" + text.replacingOccurrences(of: "`", with: "'") + "`"
    }

    // MARK: - JSON

    private func json(_ diff: GraphDiff) -> JSONValue {
        func strings(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }
        return .object([
            ("version", .number(GraphDocument.formatVersion)),
            ("base", .string(diff.base)),
            ("head", .string(diff.head)),
            ("addedModules", strings(diff.addedModules.map(\.name))),
            ("removedModules", strings(diff.removedModules.map(\.name))),
            ("addedEdges", .array(diff.addedEdges.map(edge))),
            ("removedEdges", .array(diff.removedEdges.map(edge))),
            ("newViolations", .array(diff.newViolations.map(violation))),
            ("fixedViolations", .array(diff.fixedViolations.map(violation))),
            ("newCycles", .array(diff.newCycles.map(cycle))),
            ("brokenCycles", .array(diff.brokenCycles.map(cycle))),
        ])
    }

    private func edge(_ edge: GraphDocument.Edge) -> JSONValue {
        .object([("from", .string(edge.from)), ("to", .string(edge.to)), ("kind", .string(edge.kind)), ("locations", locations(edge.locations))])
    }

    private func violation(_ violation: GraphDocument.Violation) -> JSONValue {
        .object([
            ("rule", .string(violation.rule)), ("severity", .string(violation.severity.rawValue)),
            ("from", .string(violation.from)), ("to", .string(violation.to)),
            ("message", .string(violation.message)), ("locations", locations(violation.locations)),
        ])
    }

    private func cycle(_ cycle: GraphDocument.Cycle) -> JSONValue {
        .object([("level", .string(cycle.level.rawValue)), ("path", .array(cycle.path.map(JSONValue.string)))])
    }

    private func locations(_ locations: [SourceLocation]) -> JSONValue {
        .array(locations.map { .object([("file", .string($0.file)), ("line", .number($0.line)), ("column", .number($0.column))]) })
    }

    // MARK: - Words

    private func describe(_ module: GraphDocument.Module) -> String {
        module.name + (module.layer.map { " (\($0))" } ?? (module.isExternal ? " (external)" : ""))
    }

    private func describe(_ edge: GraphDocument.Edge) -> String {
        "\(edge.from) → \(edge.to) (\(edge.kind)\(edge.locations.first.map { ", \($0)" } ?? ""))"
    }

    private func describe(_ violation: GraphDocument.Violation) -> String {
        "[\(violation.rule)] \(violation.from) → \(violation.to)\(violation.locations.first.map { " at \($0)" } ?? "")"
    }

    private func describe(_ cycle: GraphDocument.Cycle) -> String {
        "\(cycle.level.rawValue) cycle \(cycle.path.joined(separator: " → "))"
    }
}
