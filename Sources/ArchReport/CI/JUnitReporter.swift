import ArchCore
import ArchViews

/// JUnit XML, which most CI services show as a test report: one test suite per rule, one
/// failing test case per finding (warnings too, with their severity as the failure's type),
/// and one passing case for each rule that holds. Accepted findings are not failures.
public struct JUnitReporter: ReportRenderer {
    private let ruleIDs: [String]
    private let paths: PathStyle

    /// - Parameter ruleIDs: every rule archkit evaluates, so that those that hold are counted.
    public init(ruleIDs: [String], paths: PathStyle = .relative) {
        self.ruleIDs = ruleIDs
        self.paths = paths
    }

    public func render(_ document: GraphDocument) -> String {
        let byRule = Dictionary(grouping: document.diagnostics, by: \.ruleID)
        var rules = ruleIDs
        let known = Set(ruleIDs)
        rules += byRule.keys.filter { !known.contains($0) }.sorted()
        let failures = document.diagnostics.count
        let tests = rules.reduce(0) { $0 + max(1, byRule[$1]?.count ?? 0) }
        var lines = [XMLText.declaration]
        lines.append("<testsuites name=\"archkit\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">")
        for rule in rules {
            let findings = byRule[rule] ?? []
            let name = XMLText.escaped(rule)
            lines.append("  <testsuite name=\"\(name)\" tests=\"\(max(1, findings.count))\" failures=\"\(findings.count)\" errors=\"0\">")
            if findings.isEmpty {
                lines.append("    <testcase name=\"\(name) holds\" classname=\"archkit.\(name)\"/>")
            }
            for finding in findings {
                let place = finding.location.map { "\(paths.path($0.file)):\($0.line):\($0.column)" } ?? "repository"
                let text = finding.messageWithNotes(path: paths.path)
                lines.append("    <testcase name=\"\(XMLText.escaped(place))\" classname=\"archkit.\(name)\">")
                lines.append("      <failure message=\"\(XMLText.escaped(finding.message))\" type=\"\(finding.severity.rawValue)\">"
                             + XMLText.escaped(text) + "</failure>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
