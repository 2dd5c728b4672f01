import Foundation
import Testing

/// A program or library that a test or suite runs. When it is missing the test is skipped with
/// a message, except in continuous integration (`CI` set, not `0` or `false`), where `.ci/run`
/// installs every one of them and a missing one fails the test instead.
public struct Prerequisite: TestTrait, SuiteTrait {
    /// The name the messages give, and how to get it.
    public var name: String
    public var installation: String?
    let isAvailable: @Sendable () -> Bool

    public init(_ name: String, installation: String? = nil, isAvailable: @escaping @Sendable () -> Bool) {
        self.name = name
        self.installation = installation
        self.isAvailable = isAvailable
    }

    public func prepare(for test: Test) async throws {
        guard !isAvailable() else { return }
        if Shell.isContinuousIntegration { throw Missing(message: missingInCI) }
        try await ConditionTrait.disabled(Comment(rawValue: missing)).prepare(for: test)
    }

    /// Whether the tool is there, for a test that checks more with it than without: in CI a
    /// missing one is recorded as a failure; elsewhere the test goes on without those checks.
    public func isPresent(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        if isAvailable() { return true }
        if Shell.isContinuousIntegration { Issue.record(Comment(rawValue: missingInCI), sourceLocation: sourceLocation) }
        return false
    }

    private var missing: String { "\(name) is not installed" + (installation.map { " (\($0))" } ?? "") }
    private var missingInCI: String { missing + "; CI needs it" }

    struct Missing: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

extension Prerequisite {
    /// A program found on PATH.
    public static func program(_ name: String, installation: String? = nil) -> Self {
        Prerequisite(name, installation: installation) { Shell.isAvailable(name) }
    }

    /// A Python package that `python3` can import.
    public static func python(_ module: String, installation: String) -> Self {
        Prerequisite("Python's \(module)", installation: installation) {
            (try? Shell.run(["python3", "-c", "import \(module)"]))?.status == 0
        }
    }
}

/// Every tool the tests run; `.ci/run` installs the ones a Swift toolchain does not bring.
extension Prerequisite {
    /// Graphviz: DOT output and crossing counts against its layout.
    public static let graphviz = program("dot", installation: "Graphviz, the graphviz package")
    /// The HTML report opened headless.
    public static let chromium = program("chromium", installation: "the chromium package")
    /// The completion scripts loaded in their shells.
    public static let zsh = program("zsh")
    public static let fish = program("fish")
    /// Colour and the progress line on a terminal.
    public static let script = program("script", installation: "util-linux")
    public static let swift = program("swift")
    /// archkit's type references against the compiler's parse tree.
    public static let swiftc = program("swiftc")
    public static let git = program("git")
    /// Workspace references against Python's XML parser.
    public static let python3 = program("python3")
    /// SARIF against its schema.
    public static let jsonschema = python("jsonschema", installation: "python3 -m pip install jsonschema")
    /// The Xcode project reader against Python's reader.
    public static let pbxproj = python("pbxproj", installation: "python3 -m pip install pbxproj")
    /// The CI examples of docs/ci.md.
    public static let checkJSONSchema = program("check-jsonschema", installation: "python3 -m pip install check-jsonschema")
    public static let preCommit = program("pre-commit", installation: "python3 -m pip install pre-commit")
}

extension Trait where Self == Prerequisite {
    /// Skips the test or suite when `tool` is missing, or fails it in CI.
    public static func requires(_ tool: Prerequisite) -> Self { tool }
}
