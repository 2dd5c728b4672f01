import ArchConfig
import ArchCore
import ArchDiscovery
import ArchGraph
import ArchManifest
import ArchModel
import Foundation

/// What to analyse and how.
public struct AnalysisRequest: Sendable {
    /// Absolute, standardised.
    public var root: URL
    /// The root as the user wrote it, for output.
    public var rootDisplay: String
    /// An explicit `--config`; otherwise `<root>/.archrules` if it exists.
    public var configFile: URL?
    /// Whether test targets are checked, as `tests check` in `.archrules` asks.
    public var includeTests: Bool

    public init(root: URL, rootDisplay: String, configFile: URL? = nil, includeTests: Bool = false) {
        self.root = root
        self.rootDisplay = rootDisplay
        self.configFile = configFile
        self.includeTests = includeTests
    }
}

/// How one manifest was read, for `--verbose`.
public struct ManifestReadingRecord: Sendable, Equatable {
    public var path: String
    /// nil when the manifest could not be read.
    public var evaluation: PackageManifest.Evaluation?
}

/// The one result of running the pipeline on a repository: the module graph, every finding
/// with its configured severity, the files that could not be read, and the counts. Every
/// command and every output format renders this value (as `document`), so they cannot
/// disagree about what the repository holds.
public struct Analysis: Sendable {
    public let request: AnalysisRequest
    public let graph: ModuleGraph
    public let rules: ArchitectureRules
    /// The `.archrules` read, as reports name it; nil when there was none.
    public let configPath: String?
    public let discovered: DiscoveredFiles
    public let manifestReadings: [ManifestReadingRecord]
    /// The analysis as reports present it.
    public let document: GraphDocument

    init(request: AnalysisRequest, graph: ModuleGraph, rules: ArchitectureRules, configPath: String?, diagnostics: [Diagnostic],
         unread: [UnreadInput], discovered: DiscoveredFiles, manifestReadings: [ManifestReadingRecord]) {
        self.request = request
        self.graph = graph
        self.rules = rules
        self.configPath = configPath
        self.discovered = discovered
        self.manifestReadings = manifestReadings
        document = GraphDocumentBuilder.build(
            graph: graph, rules: rules, diagnostics: diagnostics, unread: unread,
            fileCount: discovered.sources.count + discovered.manifests.count,
            root: request.rootDisplay, configuration: configPath)
    }

    public var summary: AnalysisSummary { document.summary }

    /// Reading problems, graph problems and rule findings, with configured severities, sorted.
    public var diagnostics: [Diagnostic] { document.diagnostics }

    /// The files that could not be read, sorted: the graph lacks what they declare.
    public var unread: [UnreadInput] { document.unread }

    /// The findings of one rule.
    public func diagnostics(of ruleID: String) -> [Diagnostic] {
        diagnostics.filter { $0.ruleID == ruleID }
    }
}

/// Why an analysis could not run at all. These are usage or configuration errors.
public enum AnalysisFailure: Error, Sendable, CustomStringConvertible {
    case usage(String)
    case root(String)
    case configuration(ArchRulesError)
    case unreadableConfiguration(String)

    /// The message, starting with `error:` or the configuration file's place.
    public var description: String {
        switch self {
        case .usage(let message), .root(let message), .unreadableConfiguration(let message):
            return "error: \(message)"
        case .configuration(let error):
            return error.description
        }
    }
}
