/// Problems with the input itself, found while reading a repository rather than by a rule:
/// manifests archkit cannot read, files that are not UTF-8, dependencies that lead nowhere.
/// They are diagnostics like any other, with stable ids that `severity` lines can change.
public struct InputProblem: Sendable, Hashable {
    public var id: String
    public var defaultSeverity: Severity
    public var summary: String

    public static let manifestUnreadable = InputProblem(
        id: "manifest-unreadable", defaultSeverity: .error,
        summary: "With --manifests static, a Package.swift that is not a literal manifest; archkit reports it instead of guessing.")
    public static let manifestError = InputProblem(
        id: "manifest-error", defaultSeverity: .error,
        summary: "SwiftPM could not evaluate a Package.swift; its own message is shown.")
    public static let projectUnreadable = InputProblem(
        id: "project-unreadable", defaultSeverity: .error,
        summary: "An Xcode project's project.pbxproj could not be read; its targets are missing from the graph.")
    public static let projectFolderOutside = InputProblem(
        id: "project-folder-outside", defaultSeverity: .warning,
        summary: "A synchronized folder of an Xcode project leads outside the repository, by its path or a link; it is not listed.")
    public static let missingProject = InputProblem(
        id: "missing-project", defaultSeverity: .warning,
        summary: "An Xcode workspace lists a project that is not there.")
    public static let missingPackagePath = InputProblem(
        id: "missing-package-path", defaultSeverity: .warning,
        summary: "A `.package(path:)` leads to no package; the dependency was resolved by package name instead, or treated as external.")
    public static let unresolvedModuleName = InputProblem(
        id: "unresolved-module-name", defaultSeverity: .warning,
        summary: "An Xcode target's module name depends on a build setting archkit cannot resolve without Xcode; the target's name stands in.")
    public static let unresolvedDependency = InputProblem(
        id: "unresolved-dependency", defaultSeverity: .warning,
        summary: "A target dependency names no target or product of the repository's packages.")
    public static let duplicateModule = InputProblem(
        id: "duplicate-module", defaultSeverity: .warning,
        summary: "One package or project declares two modules of one name, or a `module` line takes a target's name.")
    public static let sourceEncoding = InputProblem(
        id: "source-encoding", defaultSeverity: .error,
        summary: "A Swift file contains bytes that are not valid UTF-8.")
    public static let nestingTooDeep = InputProblem(
        id: "nesting-too-deep", defaultSeverity: .error,
        summary: "A Swift file nests strings in string interpolations far deeper than real code does; the rest of the file is still read.")
    public static let unreadableFile = InputProblem(
        id: "unreadable-file", defaultSeverity: .error,
        summary: "A file or folder could not be read: no permission, a path longer than the system allows, or a name that is not UTF-8.")

    public static let all: [InputProblem] = [
        .manifestUnreadable, .manifestError, .projectUnreadable, .projectFolderOutside, .missingProject, .missingPackagePath, .unresolvedModuleName, .unresolvedDependency,
        .duplicateModule, .sourceEncoding, .nestingTooDeep, .unreadableFile,
    ] + debt

    /// A diagnostic of this kind with its default severity.
    /// - Parameter symbol: what the problem is about when a file holds several, such as the
    ///   module declared twice; it tells the problem apart across revisions.
    public func diagnostic(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = [], symbol: String? = nil) -> Diagnostic {
        Diagnostic(ruleID: id, severity: defaultSeverity, message: message, location: location, notes: notes, symbol: symbol)
    }
}
