/// The counts every output of an analysis states, computed once so that `check`, `graph` and
/// `diff` can never disagree about them.
public struct AnalysisSummary: Hashable, Sendable, Codable {
    public var errors: Int
    public var warnings: Int
    /// Every module of the graph, external ones included.
    public var modules: Int
    /// Every edge of the graph; a dependency both declared and imported is two edges.
    public var edges: Int
    /// How many of `edges` are type references between folder modules.
    public var referenceEdges: Int
    /// The Swift files read: manifests and sources.
    public var files: Int

    public init(errors: Int, warnings: Int, modules: Int, edges: Int, referenceEdges: Int = 0, files: Int) {
        self.errors = errors
        self.warnings = warnings
        self.modules = modules
        self.edges = edges
        self.referenceEdges = referenceEdges
        self.files = files
    }

    public init(diagnostics: [Diagnostic], modules: Int, edges: Int, referenceEdges: Int = 0, files: Int) {
        var errors = 0
        for diagnostic in diagnostics where diagnostic.severity == .error { errors += 1 }
        self.init(errors: errors, warnings: diagnostics.count - errors, modules: modules, edges: edges,
                  referenceEdges: referenceEdges, files: files)
    }

    package enum Keys: String, CodingKey {
        case errors, warnings, modules, edges, referenceEdges, files
    }

    /// `referenceEdges` is written only when there are some, so that a repository without
    /// folder modules reads as it always did.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(errors: try container.decode(Int.self, forKey: .errors), warnings: try container.decode(Int.self, forKey: .warnings),
                  modules: try container.decode(Int.self, forKey: .modules), edges: try container.decode(Int.self, forKey: .edges),
                  referenceEdges: try container.decodeIfPresent(Int.self, forKey: .referenceEdges) ?? 0,
                  files: try container.decode(Int.self, forKey: .files))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(errors, forKey: .errors)
        try container.encode(warnings, forKey: .warnings)
        try container.encode(modules, forKey: .modules)
        try container.encode(edges, forKey: .edges)
        if referenceEdges > 0 { try container.encode(referenceEdges, forKey: .referenceEdges) }
        try container.encode(files, forKey: .files)
    }

    /// `278 edges`, or `14 edges (11 references)` when some are type references.
    public var edgeCount: String {
        Self.count(edges, "edge") + (referenceEdges > 0 ? " (\(Self.count(referenceEdges, "reference")))" : "")
    }

    /// `2 errors, 1 warning`
    public var findings: String {
        "\(Self.count(errors, "error")), \(Self.count(warnings, "warning"))"
    }

    /// `2 errors, 1 warning in 140 files, 46 modules, 278 edges`: the line every format states;
    /// `… 14 edges (11 references)` when some edges are type references.
    public var sentence: String {
        "\(findings) in \(Self.count(files, "file")), \(Self.count(modules, "module")), \(edgeCount)"
    }

    /// `1 error`, `3 warnings`.
    public static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}

/// A file the analysis could not read, so that what it reports is not the whole repository:
/// an unreadable manifest leaves out every module it declares.
public struct UnreadInput: Hashable, Sendable, Codable {
    public var file: String
    /// The id of the input problem, such as `manifest-error`.
    public var problem: String
    public var message: String

    package enum CodingKeys: String, CodingKey {
        case file, problem, message
    }

    public init(file: String, problem: String, message: String) {
        self.file = file
        self.problem = problem
        self.message = message
    }
}
