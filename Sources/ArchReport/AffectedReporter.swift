import ArchCore
import ArchViews

/// The formats `archkit affected` writes.
public enum AffectedFormat: String, Sendable, CaseIterable {
    case text, json
}

/// Renders what a change can break: the changed files and modules, the dependents, and the
/// test targets to run, for a terminal or a script.
public struct AffectedReporter: Sendable {
    public let format: AffectedFormat

    public init(format: AffectedFormat) {
        self.format = format
    }

    /// - Parameters:
    ///   - base, head: how the user named the two sides; `head` is "working tree" without one.
    ///   - unread: the head's files that could not be read.
    public func render(_ impact: ChangeImpact, base: String, head: String, unread: [UnreadInput]) -> String {
        switch format {
        case .text: return text(impact, base: base, head: head)
        case .json: return JSONOutput.encode(AffectedJSON(base: base, head: head, impact: impact, unread: unread))
        }
    }

    /// The test targets to run, one per line, for a script to pass on to `swift test`; with
    /// `nullTerminated`, each ended by a NUL byte instead, which no name can hold.
    public static func testList(_ impact: ChangeImpact, nullTerminated: Bool = false) -> String {
        impact.tests.map { $0 + (nullTerminated ? "\u{0}" : "\n") }.joined()
    }

    /// The test targets whose names a list of one name per line cannot carry.
    public static func namesBreakingLines(_ impact: ChangeImpact) -> [String] {
        impact.tests.filter { $0.contains(where: \.isNewline) }
    }

    private func text(_ impact: ChangeImpact, base: String, head: String) -> String {
        var lines = ["archkit affected \(base) → \(head): \(AnalysisSummary.count(impact.files.count, "file")) changed"]
        if impact.rulesChanged { lines.append("the rules changed (.archrules): run archkit check") }
        let manifests = impact.files.filter(\.isManifest).map(\.path)
        if !manifests.isEmpty { lines.append("manifests changed: " + manifests.joined(separator: ", ")) }
        if !impact.repinnedPackages.isEmpty {
            lines.append("packages pinned elsewhere (\(impact.repinnedPackages.count)): " + list(impact.repinnedPackages))
        }
        lines.append("changed modules (\(impact.changedModules.count)): " + list(impact.changedModules))
        let dependents = impact.affectedModules.filter { $0.distance > 0 }
        lines.append("affected dependents (\(dependents.count)): " + list(dependents.map { "\($0.name) (\($0.distance))" }))
        lines.append("tests to run (\(impact.tests.count)): " + list(impact.tests))
        let unowned = impact.files.filter { $0.module == nil && !$0.isManifest }.map(\.path)
        if !unowned.isEmpty {
            lines.append("files of no module (\(unowned.count)): " + list(unowned))
            let swift = unowned.filter { $0.hasSuffix(".swift") }.count
            if swift > 0 {
                lines.append("  \(AnalysisSummary.count(swift, "Swift file")) among them no target compiles, so what \(swift == 1 ? "it breaks" : "they break") "
                    + "is unknown: give \(swift == 1 ? "it" : "them") a module (a target, or a `module` line in .archrules), or run every test")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func list(_ items: [String]) -> String {
        items.isEmpty ? "none" : items.joined(separator: ", ")
    }

    private struct AffectedJSON: Encodable {
        var version = GraphDocument.formatVersion
        var base: String
        var head: String
        var files: [ChangeImpact.ChangedFile]
        var rulesChanged: Bool
        var repinnedPackages: [String]
        var changedModules: [String]
        var affectedModules: [ChangeImpact.AffectedModule]
        var tests: [String]
        var unread: [UnreadInput]

        init(base: String, head: String, impact: ChangeImpact, unread: [UnreadInput]) {
            self.base = base
            self.head = head
            files = impact.files
            rulesChanged = impact.rulesChanged
            repinnedPackages = impact.repinnedPackages
            changedModules = impact.changedModules
            affectedModules = impact.affectedModules
            tests = impact.tests
            self.unread = unread
        }
    }
}
