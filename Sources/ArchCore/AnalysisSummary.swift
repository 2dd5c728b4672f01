/// The counts every output of an analysis states, computed once so that `check`, `graph` and
/// `diff` can never disagree about them.
public struct AnalysisSummary: Hashable, Sendable, Codable {
    public var errors: Int
    public var warnings: Int
    /// Every module of the graph, external ones included.
    public var modules: Int
    /// Every edge of the graph; a dependency both declared and imported is two edges.
    public var edges: Int
    /// The Swift files read: manifests and sources.
    public var files: Int

    public init(errors: Int, warnings: Int, modules: Int, edges: Int, files: Int) {
        self.errors = errors
        self.warnings = warnings
        self.modules = modules
        self.edges = edges
        self.files = files
    }

    public init(diagnostics: [Diagnostic], modules: Int, edges: Int, files: Int) {
        var errors = 0
        for diagnostic in diagnostics where diagnostic.severity == .error { errors += 1 }
        self.init(errors: errors, warnings: diagnostics.count - errors, modules: modules, edges: edges, files: files)
    }

    /// `2 errors, 1 warning`
    public var findings: String {
        "\(Self.count(errors, "error")), \(Self.count(warnings, "warning"))"
    }

    /// `2 errors, 1 warning in 140 files, 46 modules, 278 edges`: the line every format states.
    public var sentence: String {
        "\(findings) in \(Self.count(files, "file")), \(Self.count(modules, "module")), \(Self.count(edges, "edge"))"
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

    public init(file: String, problem: String, message: String) {
        self.file = file
        self.problem = problem
        self.message = message
    }
}
