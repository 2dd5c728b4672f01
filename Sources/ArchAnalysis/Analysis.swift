import ArchRulesFile
import ArchCore
import ArchDiscovery
import ArchViews
import ArchManifest
import ArchModuleGraph
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
    /// The day `except` lines are judged on: past their date, they have expired. Nil for the
    /// machine's today, worked out only when there are `except` lines: the time zone it needs
    /// costs every other run a read of the zone database.
    public var today: RuleException.Day?
    /// The findings accepted as they were when the baseline was written, if any.
    public var baseline: BaselineUse?

    public init(root: URL, rootDisplay: String, configFile: URL? = nil, includeTests: Bool = false,
                today: RuleException.Day? = nil, baseline: BaselineUse? = nil) {
        self.root = root
        self.rootDisplay = rootDisplay
        self.configFile = configFile
        self.includeTests = includeTests
        self.today = today
        self.baseline = baseline
    }
}

/// How one manifest was read, for `--verbose`.
public struct ManifestReadingRecord: Sendable, Equatable {
    public var path: String
    /// nil when the manifest could not be read.
    public var evaluation: PackageManifest.Evaluation?
    /// The tools version of the manifest read: where SwiftPM read a version-specific one
    /// (`Package@swift-5.9.swift`) instead of `Package.swift`, that one's.
    public var toolsVersion: ToolsVersion?

    public init(path: String, evaluation: PackageManifest.Evaluation?, toolsVersion: ToolsVersion? = nil) {
        self.path = path
        self.evaluation = evaluation
        self.toolsVersion = toolsVersion
    }
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
    /// The entries of the request's baseline that matched no finding.
    public let unusedBaselineEntries: [Baseline.Entry]
    /// What the other rules of `Analyzer.analyze(_:alsoUnder:)` find in the same files; nil
    /// when no other rules were asked about.
    public internal(set) var underOtherRules: FindingsUnderRules?
    /// The findings left once suppressions and exceptions took theirs, before the baseline, and
    /// what those accepted: what `applying(baseline:)` starts from.
    private let unbaselined: [Diagnostic]
    private let acceptedBeforeBaseline: [AcceptedFinding]
    private let unreadInputs: [UnreadInput]

    init(request: AnalysisRequest, graph: ModuleGraph, rules: ArchitectureRules, configPath: String?, diagnostics: [Diagnostic],
         accepted: [AcceptedFinding], unread: [UnreadInput], discovered: DiscoveredFiles, manifestReadings: [ManifestReadingRecord]) {
        self.request = request
        self.graph = graph
        self.rules = rules
        self.configPath = configPath
        self.discovered = discovered
        self.manifestReadings = manifestReadings
        unreadInputs = unread
        unbaselined = diagnostics
        acceptedBeforeBaseline = accepted
        var findings = diagnostics
        var allAccepted = accepted
        if let use = request.baseline {
            let stage = BaselineAcceptance(baseline: use.baseline, file: use.file, reportsUnused: !use.prunes, rules: rules,
                                           formerNames: graph.formerNames)
            let outcome = stage.apply(to: diagnostics)
            findings = outcome.findings
            allAccepted += outcome.accepted
            unusedBaselineEntries = outcome.unused
        } else {
            unusedBaselineEntries = []
        }
        document = GraphDocumentBuilder.build(
            graph: graph, rules: rules, diagnostics: findings, accepted: allAccepted.sorted(), unread: unread,
            fileCount: discovered.sources.count + discovered.manifests.count,
            root: request.rootDisplay, folderName: request.root.standardizedFileURL.lastPathComponent, configuration: configPath)
    }

    /// The same analysis judged against another baseline (or none), without reading the
    /// repository again: for writing a baseline and then reporting against it.
    public func applying(baseline: BaselineUse?) -> Analysis {
        var request = request
        request.baseline = baseline
        return Analysis(request: request, graph: graph, rules: rules, configPath: configPath, diagnostics: unbaselined,
                        accepted: acceptedBeforeBaseline, unread: unreadInputs, discovered: discovered, manifestReadings: manifestReadings)
    }

    /// The findings a baseline written now would record: those failing before any baseline,
    /// without the problems with accepted debt.
    public var baselineCandidates: [Diagnostic] {
        unbaselined.filter(Baseline.canRecord)
    }

    /// The accepted findings, each with what accepted it, sorted.
    public var accepted: [AcceptedFinding] { document.accepted }

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

/// A baseline as a check uses it.
public struct BaselineUse: Sendable {
    public var baseline: Baseline
    /// The file as the command line named it, for messages.
    public var file: String
    /// With `--update-baseline`: entries that match nothing are pruned, not reported.
    public var prunes: Bool

    public init(baseline: Baseline, file: String, prunes: Bool = false) {
        self.baseline = baseline
        self.file = file
        self.prunes = prunes
    }
}

extension RuleException.Day {
    /// Today in the time zone of the machine, where the team reads its dates.
    public static func today(now: Date = Date(), timeZone: TimeZone = .current) -> RuleException.Day {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return RuleException.Day(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }
}

/// What a set of rules finds in an analysis's files: the findings it reports, and those its
/// exceptions and the files' suppressions accept.
public struct FindingsUnderRules: Sendable {
    public var reported: [Diagnostic]
    public var accepted: [Diagnostic]
}
