import ArchCore
import ArchModuleGraph

/// One analysis of a repository, as every report presents it: the module graph, the layers of
/// `.archrules`, every finding with its severity, the files that could not be read, and the
/// counts. `check`, `graph` and `diff` all render this one value, so they cannot disagree;
/// graph JSON is this value encoded, and `diff` compares two of them.
public struct GraphDocument: Sendable, Equatable {
    /// The version of the graph JSON format. Fields are only ever added within a version.
    public static let formatVersion = 2

    public struct Layer: Sendable, Equatable, Hashable {
        public var name: String
        /// The layers it may depend on, as `allow` lines list them (`*` for any).
        public var allowed: [String]
        public var isIndependent: Bool

        public init(name: String, allowed: [String], isIndependent: Bool) {
            self.name = name
            self.allowed = allowed
            self.isIndependent = isIndependent
        }
    }

    /// The analysed root as the user named it.
    public var root: String
    /// The name of the analysed folder (`shop` for `.` in `/src/shop`); nil for a document
    /// read back from JSON, which does not carry it.
    public var folderName: String?
    /// The `.archrules` the analysis used, relative to the root; nil when there was none.
    public var configuration: String?
    public var summary: AnalysisSummary
    /// Sorted by name, external modules included.
    public var modules: [Module]
    /// Sorted by source, target, then kind.
    public var edges: [Edge]
    /// In `.archrules` order, which is the order drawings stack them in.
    public var layers: [Layer]
    /// Every finding, of rules and of reading alike, with its configured severity; sorted.
    public var diagnostics: [Diagnostic]
    /// The files that could not be read: when there are any, the graph is incomplete.
    public var unread: [UnreadInput]
    /// The findings accepted as debt (by an exception, a baseline or a suppression), sorted.
    /// They are not in `diagnostics` and not counted in `summary`.
    public var accepted: [AcceptedFinding] = []

    /// - Parameter summary: the counts; by default computed from the findings, modules and
    ///   edges, with no files read.
    public init(root: String, configuration: String? = nil, summary: AnalysisSummary? = nil, modules: [Module], edges: [Edge],
                layers: [Layer] = [], diagnostics: [Diagnostic] = [], unread: [UnreadInput] = []) {
        self.root = root
        self.configuration = configuration
        self.summary = summary ?? AnalysisSummary(diagnostics: diagnostics, modules: modules.count, edges: edges.count,
                                                  referenceEdges: edges.count(where: { $0.kind == .reference }), files: 0)
        self.modules = modules
        self.edges = edges
        self.layers = layers
        self.diagnostics = diagnostics
        self.unread = unread
    }

    /// What titles call the repository: its folder's name, or the last part of the root as
    /// named, or the root itself (`/`).
    public var displayName: String {
        if let folderName, !folderName.isEmpty { return folderName }
        let parts = root.split(separator: "/").filter { $0 != "." }
        return parts.last.map(String.init) ?? root
    }

    public func module(named name: String) -> Module? {
        modules.first { $0.name == name }
    }

    /// Whether some input could not be read, so that modules and findings may be missing.
    public var isIncomplete: Bool { !unread.isEmpty }

    /// The cycles the findings report, modules before layers.
    public var cycles: [DependencyCycle] {
        diagnostics.compactMap(\.cycle).sorted { ($0.level.rawValue, $0.path.joined(separator: " ")) < ($1.level.rawValue, $1.path.joined(separator: " ")) }
    }

    /// The `#if` condition of each place of an edge that is compiled only under one, so that a
    /// finding there can say under which condition.
    public var placeConditions: [SourceLocation: String] {
        var conditions: [SourceLocation: String] = [:]
        for edge in edges {
            for place in edge.locations { if let condition = place.condition { conditions[place.location] = condition } }
        }
        return conditions
    }

    /// The findings about one dependency each: the ones drawings mark on edges.
    public var dependencyFindings: [Diagnostic] {
        diagnostics.filter { $0.dependency != nil }
    }
}
