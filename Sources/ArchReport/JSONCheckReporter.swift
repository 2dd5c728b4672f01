import ArchCore
import ArchViews

/// The check report as JSON, for scripts and dashboards: the findings in the shape graph JSON
/// also uses, the counts, the unread files and the remarks. Versioned: fields are only ever
/// added within a version.
public struct JSONCheckReporter: ReportRenderer {
    public static let formatVersion = 1
    private let paths: PathStyle
    private let remarks: [String]

    public init(paths: PathStyle = .relative, remarks: [String] = []) {
        self.paths = paths
        self.remarks = remarks
    }

    public func render(_ document: GraphDocument) -> String {
        JSONOutput.encode(CheckJSON(
            version: Self.formatVersion,
            root: document.root,
            diagnostics: paths.isAbsolute ? document.diagnostics.map { $0.mappingFiles(paths.path) } : document.diagnostics,
            summary: document.summary,
            unread: document.unread.map { UnreadInput(file: paths.path($0.file), problem: $0.problem, message: $0.message) },
            accepted: paths.isAbsolute ? document.accepted.map { $0.mappingFiles(paths.path) } : document.accepted,
            remarks: remarks))
    }

    private struct CheckJSON: Encodable {
        var version: Int
        var root: String
        var diagnostics: [Diagnostic]
        var summary: AnalysisSummary
        var unread: [UnreadInput]
        /// The findings accepted as debt, each with `acceptedBy`; not counted in `summary`.
        var accepted: [AcceptedFinding]
        var remarks: [String]
    }
}
