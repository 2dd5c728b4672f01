import ArchCore
import ArchViews

/// Checkstyle XML, read by Jenkins, reviewdog, Danger and many editors: findings grouped by
/// file (paths as for GitHub and GitLab, from the repository's top), files in path order, each finding with its line, column, severity and rule as
/// `archkit.<rule>`. A finding without a place is shown on the rules file (or the analysed
/// folder), so that none is left out.
public struct CheckstyleReporter: ReportRenderer {
    private let place: RepositoryPlace

    public init(settings: CodeScanningSettings, paths: PathStyle = .relative) {
        self.place = RepositoryPlace(settings: settings, paths: paths)
    }

    public func render(_ document: GraphDocument) -> String {
        let fallback = place.fallbackPath(configuration: document.configuration)
        var files: [String: [Diagnostic]] = [:]
        for diagnostic in document.diagnostics {
            files[diagnostic.location.map { place.path($0.file) } ?? fallback, default: []].append(diagnostic)
        }
        var lines = [XMLText.declaration, "<checkstyle version=\"4.3\">"]
        for file in files.keys.sorted() {
            lines.append("  <file name=\"\(XMLText.escaped(file))\">")
            for diagnostic in files[file] ?? [] {
                var attributes = ""
                if let location = diagnostic.location {
                    attributes += "line=\"\(location.line)\" column=\"\(location.column)\" "
                }
                let message = diagnostic.messageWithNotes(path: place.path)
                attributes += "severity=\"\(diagnostic.severity.rawValue)\" message=\"\(XMLText.escaped(message))\" "
                attributes += "source=\"archkit.\(XMLText.escaped(diagnostic.ruleID))\""
                lines.append("    <error \(attributes)/>")
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}
