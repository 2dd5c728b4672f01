import ArchAnalysis
import ArchCommandLine
import ArchCore
import ArchGraph
import Foundation

/// `archkit affected BASE [HEAD]`: the modules a change can break, and the test targets to run.
///
/// The changed files are git's, from where HEAD (default: the working tree, untracked files
/// included) left BASE's history (their merge base), so that a branch is not charged with what
/// landed on BASE since. They are mapped to their modules on the head's graph, which is analysed
/// with test targets, and followed to every module that depends on them.
///
/// Exits with 1 when the head could not be read completely (modules may be missing), 2 on a
/// usage error such as an unknown revision.
struct AffectedCommand {
    let context: CommandContext
    /// How long one git command may take.
    static let gitTimeout: Duration = .seconds(120)

    enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    func run(_ command: ParsedCommand) -> CommandResult {
        let base = command[Arguments.base] ?? ""
        let head = command[Arguments.head]
        let root = context.resolve(command[Options.path] ?? ".")
        let impact: ChangeImpact
        let document: GraphDocument
        do throws(AnalysisFailure) {
            _ = try context.manifestTimeout(command)
            let files = try changedFiles(in: root, base: base, head: head)
            let analysis = try analyzeHead(head, of: root, command: command)
            document = analysis.document
            let owners = Dictionary(analysis.graph.files.compactMap { file in file.module.map { (file.path, $0) } },
                                    uniquingKeysWith: { first, _ in first })
            impact = ChangeImpact.of(changedFiles: files, in: document, configuration: document.configuration, knownOwners: owners)
        } catch {
            return CommandContext.failureResult(error)
        }
        let output: String
        if command[Options.tests] {
            output = impact.tests.map { $0 + "\n" }.joined()
        } else if command[Options.affectedFormat] == .json {
            output = JSONOutput.encode(AffectedJSON(base: base, head: head ?? "working tree", impact: impact, unread: document.unread))
        } else {
            output = text(impact, base: base, head: head ?? "working tree")
        }
        var result = context.deliver(output, to: command[Options.output])
        guard result.exitCode == ExitCode.success else { return result }
        for unread in document.unread {
            result.stderr += "error: the head is incomplete: \(unread.file) could not be read [\(unread.problem)]; modules may be missing\n"
        }
        if !document.unread.isEmpty { result.exitCode = ExitCode.violations }
        return result
    }

    // MARK: - git

    /// Paths relative to `root`, changed between the merge base of BASE and HEAD and HEAD (or
    /// the working tree, with untracked files).
    private func changedFiles(in root: URL, base: String, head: String?) throws(AnalysisFailure) -> [String] {
        let git = Git(in: root, runner: SystemProcessRunner(runningChildren: context.shutdown.runningChildren), timeout: Self.gitTimeout)
        let headRevision = head ?? "HEAD"
        for revision in [base, headRevision] {
            guard (try? git.output(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])) != nil else {
                throw .usage("'\(revision)' is not a revision of the git repository at \(root.path)")
            }
        }
        let mergeBase = try git.output(["merge-base", base, headRevision]).trimmingCharacters(in: .whitespacesAndNewlines)
        var arguments = ["diff", "--name-only", "-z", "--relative", "--no-renames", mergeBase]
        if let head { arguments.append(head) }
        var files = try git.output(arguments).split(separator: "\0").map(String.init)
        if head == nil {
            files += try git.output(["ls-files", "--others", "--exclude-standard", "-z"]).split(separator: "\0").map(String.init)
        }
        return files
    }

    // MARK: - Analysis

    /// The head's graph, test targets included: the working tree, or the revision unpacked.
    private func analyzeHead(_ head: String?, of root: URL, command: ParsedCommand) throws(AnalysisFailure) -> Analysis {
        func analyze(_ folder: URL, named name: String) throws(AnalysisFailure) -> Analysis {
            try context.analyzer(command).analyze(AnalysisRequest(root: folder, rootDisplay: name, includeTests: true))
        }
        guard let head else { return try analyze(root, named: "working tree") }
        let snapshot = try RevisionSnapshot(revision: head, of: root,
                                            runner: SystemProcessRunner(runningChildren: context.shutdown.runningChildren),
                                            shutdown: context.shutdown)
        return try withExtendedLifetime(snapshot) { () throws(AnalysisFailure) in try analyze(snapshot.folder, named: head) }
    }

    // MARK: - Output

    private func text(_ impact: ChangeImpact, base: String, head: String) -> String {
        var lines = ["archkit affected \(base) → \(head): \(AnalysisSummary.count(impact.files.count, "file")) changed"]
        if impact.rulesChanged { lines.append("the rules changed (.archrules): run archkit check") }
        let manifests = impact.files.filter(\.isManifest).map(\.path)
        if !manifests.isEmpty { lines.append("manifests changed: " + manifests.joined(separator: ", ")) }
        lines.append("changed modules (\(impact.changedModules.count)): " + list(impact.changedModules))
        let dependents = impact.affectedModules.filter { $0.distance > 0 }
        lines.append("affected dependents (\(dependents.count)): " + list(dependents.map { "\($0.name) (\($0.distance))" }))
        lines.append("tests to run (\(impact.tests.count)): " + list(impact.tests))
        let unowned = impact.files.filter { $0.module == nil && !$0.isManifest }.map(\.path)
        if !unowned.isEmpty { lines.append("files of no module (\(unowned.count)): " + list(unowned)) }
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
        var changedModules: [String]
        var affectedModules: [ChangeImpact.AffectedModule]
        var tests: [String]
        var unread: [UnreadInput]

        init(base: String, head: String, impact: ChangeImpact, unread: [UnreadInput]) {
            self.base = base
            self.head = head
            files = impact.files
            rulesChanged = impact.rulesChanged
            changedModules = impact.changedModules
            affectedModules = impact.affectedModules
            tests = impact.tests
            self.unread = unread
        }
    }
}
