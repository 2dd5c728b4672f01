import ArchCore
import ArchViews

/// `path:line:column: error: message [rule-id]`, the format Xcode, editors and most CI log
/// parsers understand, followed by one summary line.
///
/// Paths and messages come from the repository, so they are written such that no line says
/// more than archkit meant, and each text reads back one way:
/// - control characters (C0, DEL, C1) as escapes, `\n`, `\r`, `\t`, else `\u{1B}`, and every
///   backslash as `\\`: a file named with a line break must not forge a diagnostic of its own,
///   and a file named `a\nb` (with a backslash) must not read as one named with a line break;
/// - `##[` as `##\u{5B}`, since GitHub's runner takes `##[error]…` anywhere in a line as a
///   workflow command;
/// - a relative path that begins with white space or `:` after `./` (`./::error …`), since the
///   runner also takes a line that starts with `::`, after any white space, as a command.
///   Editors open `./path` as they open `path`.
///
/// On a terminal, with `colors`, the severity words and the summary are coloured; the rest of
/// each line stays as it is, so that a terminal's own link detection still finds the places.
public struct XcodeReporter: ReportRenderer {
    private let paths: PathStyle
    private let remarks: [String]
    private let colors: Bool

    public init(paths: PathStyle = .relative, remarks: [String] = [], colors: Bool = false) {
        self.paths = paths
        self.remarks = remarks
        self.colors = colors
    }

    public func render(_ document: GraphDocument) -> String {
        var lines: [String] = remarks.map { "\(painted("note:", .note)) \(Self.escaped($0))" }
        for unread in document.unread {
            lines.append("\(painted("note:", .note)) \(place(unread.file)) could not be read: the graph is incomplete")
        }
        for diagnostic in document.diagnostics {
            let severity = painted(diagnostic.severity.rawValue + ":", diagnostic.severity == .error ? .error : .warning)
            lines.append("\(prefix(diagnostic.location))\(severity) \(Self.escaped(diagnostic.message)) [\(diagnostic.ruleID)]")
            for note in diagnostic.notes {
                lines.append("\(prefix(note.location))\(painted("note:", .note)) \(Self.escaped(note.message))")
            }
        }
        // Accepted findings are not listed (`--verbose` does), but never hidden: the summary counts them.
        let summary = "archkit: " + document.summary.sentence + (AcceptedFinding.tally(document.accepted).map { "; \(Self.escaped($0))" } ?? "")
        lines.append(painted(summary, document.summary.errors > 0 ? .error : .summary))
        return lines.joined(separator: "\n") + "\n"
    }

    /// SGR sequences: bold red, bold yellow, bold cyan, bold.
    enum Paint: String {
        case error = "\u{1B}[1;31m"
        case warning = "\u{1B}[1;33m"
        case note = "\u{1B}[1;36m"
        case summary = "\u{1B}[1m"
    }

    private func painted(_ text: String, _ paint: Paint) -> String {
        colors ? paint.rawValue + text + "\u{1B}[0m" : text
    }

    private func prefix(_ location: SourceLocation?) -> String {
        guard let location else { return "" }
        return "\(place(location.file)):\(location.line):\(location.column): "
    }

    /// A file as this format writes it: escaped, and after `./` when it could start a command.
    private func place(_ file: String) -> String {
        let path = paths.path(file)
        guard let first = path.unicodeScalars.first, first == ":" || first.properties.isWhitespace else { return Self.escaped(path) }
        return "./" + Self.escaped(path)
    }

    /// C0 controls, DEL and the C1 controls as `\n`, `\r`, `\t`, `\u{1B}`; a backslash as `\\`;
    /// the `[` of `##[` as `\u{5B}`.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { GraphTextStyle.isControl($0) || $0 == "\\" || $0 == "[" }) else { return text }
        var result = ""
        var hashes = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "[" where hashes >= 2: result += "\\u{5B}"
            case _ where GraphTextStyle.isControl(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
            hashes = scalar == "#" ? hashes + 1 : 0
        }
        return result
    }
}
