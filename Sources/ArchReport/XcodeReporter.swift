import ArchCore

/// `path:line:column: error: message [rule-id]`, the format Xcode, editors and most CI log
/// parsers understand, followed by one summary line.
public struct XcodeReporter: CheckReporter {
    private let paths: PathStyle

    public init(paths: PathStyle = .relative) {
        self.paths = paths
    }

    public func render(_ report: CheckReport) -> String {
        var lines: [String] = report.remarks.map { "note: \($0)" }
        for diagnostic in report.diagnostics {
            lines.append("\(prefix(diagnostic.location))\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]")
            for note in diagnostic.notes {
                lines.append("\(prefix(note.location))note: \(note.message)")
            }
        }
        lines.append("archkit: \(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning")) in "
            + "\(plural(report.fileCount, "file")), \(plural(report.moduleCount, "module")), \(plural(report.edgeCount, "edge"))")
        return lines.joined(separator: "\n") + "\n"
    }

    private func prefix(_ location: SourceLocation?) -> String {
        guard let location else { return "" }
        return "\(paths.path(location.file)):\(location.line):\(location.column): "
    }
}
