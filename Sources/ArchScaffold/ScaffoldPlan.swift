import ArchCore

/// Everything one `archkit new` would do, computed in memory before anything is written.
public struct ScaffoldPlan: Sendable {
    public struct File: Sendable, Equatable {
        /// Relative to the repository root.
        public var path: String
        public var contents: [UInt8]

        public init(path: String, contents: [UInt8]) {
            self.path = path
            self.contents = contents
        }
    }

    public struct ManifestEdit: Sendable, Equatable {
        public var path: String
        public var original: [UInt8]
        public var edited: [UInt8]
        public var summary: String

        public init(path: String, original: [UInt8], edited: [UInt8], summary: String) {
            self.path = path
            self.original = original
            self.edited = edited
            self.summary = summary
        }
    }

    public var templateName: String
    public var name: String
    /// The folder the template writes into, relative to the repository root.
    public var destination: String
    public var files: [File]
    public var manifestEdits: [ManifestEdit]
    /// Manifest changes archkit could not make safely: the exact lines to add by hand.
    public var manualSteps: [String]
    public var nextSteps: String?
    /// Where the files went in a package and what that leaves to do, when archkit chose a
    /// target for them or made one.
    public var placement: String?
    /// For each new `Package.swift`, the sibling whose tools version and platforms it follows.
    public var followed: [String] = []

    public init(templateName: String, name: String, destination: String, files: [File], manifestEdits: [ManifestEdit],
                manualSteps: [String], nextSteps: String?) {
        self.templateName = templateName
        self.name = name
        self.destination = destination
        self.files = files
        self.manifestEdits = manifestEdits
        self.manualSteps = manualSteps
        self.nextSteps = nextSteps
    }
}

/// Why nothing was written. All of these are the user's to fix, and exit with status 2.
public enum ScaffoldRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    case name(NameProblem)
    case template(TemplateError)
    /// Files that already exist; nothing is overwritten.
    case conflicts([String])
    case unsafePath(String)
    /// A file operation failed; what was written has been undone.
    case file(FileProblem)
    case other(String)

    public var description: String {
        switch self {
        case .name(let problem): return "error: \(problem.message)"
        case .template(let error): return error.description
        case .conflicts(let paths):
            return "error: nothing was written, because these already exist:\n" + paths.map { "  \($0)" }.joined(separator: "\n")
        case .unsafePath(let path): return "error: '\(path)' would be written outside the repository; nothing was written"
        case .file(let problem): return "error: \(problem); nothing was written"
        case .other(let message): return "error: \(message)"
        }
    }
}
