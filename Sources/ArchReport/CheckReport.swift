import ArchCore

/// The outcome of `archkit check`, ready to be rendered.
public struct CheckReport: Sendable {
    /// The analysed root as the user named it.
    public var root: String
    /// Sorted.
    public var diagnostics: [Diagnostic]
    public var moduleCount: Int
    public var edgeCount: Int
    public var fileCount: Int
    /// Facts worth telling that are not findings, such as a missing `.archrules`.
    public var remarks: [String]

    public init(root: String, diagnostics: [Diagnostic], moduleCount: Int, edgeCount: Int, fileCount: Int, remarks: [String] = []) {
        self.root = root
        self.diagnostics = diagnostics
        self.moduleCount = moduleCount
        self.edgeCount = edgeCount
        self.fileCount = fileCount
        self.remarks = remarks
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}

/// Renders a check report in one output format. Reporters are the seam where new formats
/// (for editors, CI, code scanning) plug in.
public protocol CheckReporter: Sendable {
    func render(_ report: CheckReport) -> String
}

/// How paths are written: relative to the analysed root, or absolute so that an IDE can open
/// them whatever its working folder.
public struct PathStyle: Sendable {
    private let absoluteRoot: String?

    public static let relative = PathStyle(absoluteRoot: nil)

    public static func absolute(root: String) -> PathStyle {
        PathStyle(absoluteRoot: root.hasSuffix("/") ? String(root.dropLast()) : root)
    }

    private init(absoluteRoot: String?) {
        self.absoluteRoot = absoluteRoot
    }

    public func path(_ relative: String) -> String {
        guard let absoluteRoot else { return relative }
        return relative.isEmpty ? absoluteRoot : absoluteRoot + "/" + relative
    }
}

func plural(_ count: Int, _ word: String) -> String {
    "\(count) \(word)\(count == 1 ? "" : "s")"
}
