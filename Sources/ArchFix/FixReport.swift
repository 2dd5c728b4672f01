import ArchCore

/// How `archkit fix` tells what it did or would do: for people, one line per fix and per
/// finding left alone (and, in a dry run, the unified diff of every file first); for scripts,
/// one JSON document with every edit.
public struct FixReport {
    public let plan: FixPlan
    /// Whether nothing was written.
    public let dryRun: Bool

    public init(plan: FixPlan, dryRun: Bool) {
        self.plan = plan
        self.dryRun = dryRun
    }

    public var failedCount: Int { plan.leftAlone.filter(\.failed).count }
    public var leftAloneCount: Int { plan.leftAlone.count - failedCount }

    public var text: String {
        var text = ""
        if dryRun {
            for file in plan.files { text += UnifiedDiff.render(path: file.path, from: file.original, to: file.edited) }
        }
        for fix in plan.fixes {
            text += "\(fix.file): \(dryRun ? "would " : "")\(fix.summary) [\(fix.rule)]\n"
        }
        for item in plan.leftAlone {
            let place = item.finding.map { "\($0): " } ?? ""
            text += "\(place)\(item.failed ? "error" : "warning"): \(item.failed ? "not fixed" : "left alone"): \(item.message); \(item.reason) [\(item.rule)]\n"
            if let byHand = item.byHand { text += "    by hand: \(byHand)\n" }
        }
        for note in plan.notes { text += "note: \(note)\n" }
        return text + summary + "\n"
    }

    public var summary: String {
        let files = plan.files.count
        let verb = dryRun ? "would make" : "made"
        var line = "archkit fix: \(verb) \(Self.fixes(plan.fixes.count)) in \(AnalysisSummary.count(files, "file"))"
        if leftAloneCount > 0 { line += "; \(AnalysisSummary.count(leftAloneCount, "finding")) left alone" }
        if failedCount > 0 { line += "; \(Self.fixes(failedCount)) failed" }
        return line
    }

    private static func fixes(_ count: Int) -> String {
        count == 1 ? "1 fix" : "\(count) fixes"
    }

    public var json: String {
        JSONOutput.encode(Document(
            dryRun: dryRun,
            fixes: plan.fixes.map { Document.Fix(rule: $0.rule, file: $0.file, summary: $0.summary, finding: $0.finding.map(Document.Place.init)) },
            leftAlone: plan.leftAlone.map {
                Document.LeftAlone(rule: $0.rule, finding: $0.finding.map(Document.Place.init), message: $0.message, reason: $0.reason,
                                   byHand: $0.byHand, failed: $0.failed)
            },
            files: plan.files.map { Document.File(path: $0.path, diff: UnifiedDiff.render(path: $0.path, from: $0.original, to: $0.edited)) },
            notes: plan.notes))
    }

    /// The JSON document, version 1; docs/commands.md describes it.
    struct Document: Encodable {
        var version = 1
        var dryRun: Bool
        var fixes: [Fix]
        var leftAlone: [LeftAlone]
        var files: [File]
        var notes: [String]

        struct Place: Encodable {
            var file: String
            var line: Int
            var column: Int

            init(_ location: SourceLocation) {
                file = location.file
                line = location.line
                column = location.column
            }
        }

        struct Fix: Encodable {
            var rule: String
            var file: String
            var summary: String
            var finding: Place?
        }

        struct LeftAlone: Encodable {
            var rule: String
            var finding: Place?
            var message: String
            var reason: String
            var byHand: String?
            var failed: Bool
        }

        struct File: Encodable {
            var path: String
            var diff: String
        }
    }
}
