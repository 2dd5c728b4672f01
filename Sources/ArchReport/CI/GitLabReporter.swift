import ArchCore
import ArchViews

/// GitLab's Code Quality report (`artifacts: reports: codequality`), a subset of the Code
/// Climate format: a JSON array with one issue per finding. Errors are `major` and warnings
/// `minor`. The fingerprint is made of what the finding is about and how many such findings
/// came before it, not of its line, so that GitLab does not take a finding moved by an edit
/// above it for a new one.
public struct GitLabReporter: ReportRenderer {
    private let place: RepositoryPlace

    public init(settings: CodeScanningSettings, paths: PathStyle = .relative) {
        self.place = RepositoryPlace(settings: settings, paths: paths)
    }

    public func render(_ document: GraphDocument) -> String {
        let fallback = place.fallbackPath(configuration: document.configuration)
        var occurrences: [String: Int] = [:]
        let issues = document.diagnostics.map { diagnostic -> JSONValue in
            let key = diagnostic.identity.key
            occurrences[key, default: 0] += 1
            let fingerprint = SHA256.hex(Array("\(key)\u{1F}\(occurrences[key]!)".utf8))
            let path = diagnostic.location.map { place.path($0.file) } ?? fallback
            return .object([
                ("description", .string(diagnostic.message)),
                ("check_name", .string(diagnostic.ruleID)),
                ("fingerprint", .string(fingerprint)),
                ("severity", .string(diagnostic.severity == .error ? "major" : "minor")),
                ("location", .object([("path", .string(path)), ("lines", .object([("begin", .number(diagnostic.location?.line ?? 1))]))])),
            ])
        }
        return JSONValue.array(issues).rendered() + "\n"
    }
}
