import ArchCore
import ArchGraph

/// `path:line:column: error: message [rule-id]`, the format Xcode, editors and most CI log
/// parsers understand, followed by one summary line.
///
/// Paths and messages come from the repository, so control characters in them are written as
/// escapes: a file named with a line break must not forge a diagnostic of its own.
public struct XcodeReporter: ReportRenderer {
    private let paths: PathStyle
    private let remarks: [String]

    public init(paths: PathStyle = .relative, remarks: [String] = []) {
        self.paths = paths
        self.remarks = remarks
    }

    public func render(_ document: GraphDocument) -> String {
        var lines: [String] = remarks.map { "note: \(Self.escaped($0))" }
        for unread in document.unread {
            lines.append("note: \(Self.escaped(paths.path(unread.file))) could not be read: the graph is incomplete")
        }
        for diagnostic in document.diagnostics {
            lines.append("\(prefix(diagnostic.location))\(diagnostic.severity.rawValue): \(Self.escaped(diagnostic.message)) [\(diagnostic.ruleID)]")
            for note in diagnostic.notes {
                lines.append("\(prefix(note.location))note: \(Self.escaped(note.message))")
            }
        }
        // Accepted findings are not listed (`--verbose` does), but never hidden: the summary counts them.
        lines.append("archkit: " + document.summary.sentence + (AcceptedFinding.tally(document.accepted).map { "; \(Self.escaped($0))" } ?? ""))
        return lines.joined(separator: "\n") + "\n"
    }

    private func prefix(_ location: SourceLocation?) -> String {
        guard let location else { return "" }
        return "\(Self.escaped(paths.path(location.file))):\(location.line):\(location.column): "
    }

    /// C0 controls, DEL and the C1 controls as `\n`, `\t`, `\u{1B}`; a backslash stays as it is.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: GraphTextStyle.isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where GraphTextStyle.isControl(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
