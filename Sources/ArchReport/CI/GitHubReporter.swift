import ArchCore
import ArchViews
import Foundation

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, which
/// GitHub shows as annotations on the pull request's diff, in private repositories too and
/// without code scanning.
///
/// GitHub shows only the first few annotations of each kind per step, so errors come first,
/// and the last line states the total. Values are escaped as the Actions toolkit escapes them:
/// `%`, CR and LF everywhere, and `:` and `,` in properties, which would otherwise end one.
/// Every other control character (C0, DEL, C1) is written as `%XX` too, though the toolkit lets
/// them through: ESC and BEL in a log can recolour, hide or rewrite what is shown around them.
/// Every line starts with archkit's own command or its summary, so nothing from the repository
/// can start a line, and a command's text is not read again for commands.
public struct GitHubReporter: ReportRenderer {
    private let place: RepositoryPlace
    private let remarks: [String]

    public init(settings: CodeScanningSettings, paths: PathStyle = .relative, remarks: [String] = []) {
        self.place = RepositoryPlace(settings: settings, paths: paths)
        self.remarks = remarks
    }

    public func render(_ document: GraphDocument) -> String {
        var lines: [String] = []
        // Sorted is stable: within each severity, the analysis' own order.
        let ordered = document.diagnostics.enumerated().sorted { lhs, rhs in
            lhs.element.severity != rhs.element.severity ? lhs.element.severity > rhs.element.severity : lhs.offset < rhs.offset
        }.map(\.element)
        for diagnostic in ordered {
            var properties: [(String, String)] = []
            if let location = diagnostic.location {
                properties += [("file", place.path(location.file)), ("line", "\(location.line)"), ("col", "\(location.column)")]
            }
            properties.append(("title", "archkit \(diagnostic.ruleID)"))
            let message = diagnostic.messageWithNotes(path: place.path)
            lines.append(Self.command(diagnostic.severity.rawValue, properties, message))
        }
        for unread in document.unread {
            lines.append(Self.command("warning", [("file", place.path(unread.file)), ("title", "archkit")],
                                      "could not be read: the graph is incomplete"))
        }
        for remark in remarks {
            lines.append(Self.command("notice", [("title", "archkit")], remark))
        }
        let accepted = AcceptedFinding.tally(document.accepted).map { "; \($0)" } ?? ""
        lines.append(Self.escapedData("archkit: " + document.summary.sentence + accepted))
        return lines.joined(separator: "\n") + "\n"
    }

    static func command(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
        let list = properties.map { "\($0)=\(escapedProperty($1))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapedData(message))"
    }

    /// A command's message: `%` as `%25`, and every control character as `%XX` (`%0D`, `%0A`,
    /// `%1B`, `%07`, `%7F`, `%85`).
    static func escapedData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "%" || GraphTextStyle.isControl(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "%" + (hex.count < 2 ? "0" : "") + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A property's value: also `:` and `,` as `%3A` and `%2C`.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
