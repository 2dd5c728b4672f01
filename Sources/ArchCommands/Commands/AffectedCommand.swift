import ArchAnalysis
import ArchArguments
import ArchCore
import ArchViews
import ArchReport
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

    func run(_ command: ParsedCommand) -> CommandResult {
        let base = command[Arguments.base] ?? ""
        let head = command[Arguments.head]
        let root = context.resolve(command[Options.path] ?? ".")
        let impact: ChangeImpact
        let document: GraphDocument
        do throws(AnalysisFailure) {
            (impact, document) = try context.withProgress { progress throws(AnalysisFailure) in
                try changeImpact(base: base, head: head, root: root, command: command, progress: progress)
            }
        } catch {
            return CommandContext.failureResult(error)
        }
        let nullTerminated = command[Options.null]
        if command[Options.tests], !nullTerminated, let name = AffectedReporter.namesBreakingLines(impact).first {
            // Printed one per line, such a name would run the tests of two made-up names.
            return CommandResult(stderr: "error: the test target \(String(reflecting: name)) has a line break in its name, which a list of "
                                     + "one name per line cannot carry: use --tests --null (-z)\n", exitCode: ExitCode.usage)
        }
        let output = command[Options.tests] ? AffectedReporter.testList(impact, nullTerminated: nullTerminated)
            : AffectedReporter(format: command[Options.affectedFormat] ?? .text)
                .render(impact, base: base, head: head ?? "working tree", unread: document.unread)
        var result = context.deliver(output, to: command[Options.output])
        guard result.exitCode == ExitCode.success else { return result }
        for unread in document.unread {
            result.stderr += "error: the head is incomplete: \(unread.file) could not be read [\(unread.problem)]; modules may be missing\n"
        }
        if !document.unread.isEmpty { result.exitCode = ExitCode.violations }
        return result
    }

    /// What the change from BASE to HEAD can break, and the head's document; `progress` counts
    /// the head's analysis for the progress line.
    private func changeImpact(base: String, head: String?, root: URL, command: ParsedCommand,
                              progress: ProgressCounters?) throws(AnalysisFailure) -> (ChangeImpact, GraphDocument) {
        let factory = context.manifestReaderFactory(command, timeout: try context.manifestTimeout(command), progress: progress)
        let git = Git(in: root, runner: SystemProcessRunner(runningChildren: context.shutdown.runningChildren), timeout: Self.gitTimeout)
        let change = try git.change(base: base, head: head)
        // What the head's own files say, read while its folder exists: moved pins, and the
        // targets each changed manifest touched.
        let (analysis, details) = try analyzeHead(head, of: root, command: command, progress: progress) { folder, analysis throws(AnalysisFailure) in
            (repinned: try PackagePinChanges.repinned(by: change, git: git, headFolder: folder),
             touched: try ManifestDeclarationChanges.changedTargets(
                by: change, git: git, headFolder: folder, declared: ChangeImpact.declaredTargets(in: analysis.document),
                readToolsVersions: Dictionary(analysis.manifestReadings.compactMap { record in record.toolsVersion.map { (record.path, $0) } },
                                              uniquingKeysWith: { first, _ in first }),
                swiftPM: ManifestDeclarationChanges.SwiftPMComparison(
                    reader: factory.makeSwiftPMReader(cacheDirectory: factory.cacheDirectory),
                    packages: Set(analysis.manifestReadings.filter { [.swiftPM, .swiftPMCached].contains($0.evaluation) }.map(\.path)))))
        }
        // A package whose entry in a manifest changed may resolve elsewhere: as if re-pinned.
        var repinned = details.repinned
        for identity in details.touched.packages where repinned[identity] == nil { repinned[identity] = [identity] }
        return (analysis.changeImpact(of: change.files, repinned: repinned, touchedTargets: details.touched.targets), analysis.document)
    }

    /// The head's graph, test targets included: the working tree, or the revision unpacked; and
    /// what `readHead` reads from the head's folder while it exists.
    private func analyzeHead<Read>(_ head: String?, of root: URL, command: ParsedCommand, progress: ProgressCounters?,
                                   readHead: (URL, Analysis) throws(AnalysisFailure) -> Read) throws(AnalysisFailure) -> (Analysis, Read) {
        func analyze(_ folder: URL, named name: String) throws(AnalysisFailure) -> (Analysis, Read) {
            let analysis = try context.analyzer(command, progress: progress)
                .analyze(AnalysisRequest(root: folder, rootDisplay: name, includeTests: true))
            return (analysis, try readHead(folder, analysis))
        }
        guard let head else { return try analyze(root, named: "working tree") }
        let snapshot = try RevisionSnapshot(revision: head, of: root,
                                            runner: SystemProcessRunner(runningChildren: context.shutdown.runningChildren),
                                            shutdown: context.shutdown)
        return try withExtendedLifetime(snapshot) { () throws(AnalysisFailure) in try analyze(snapshot.folder, named: head) }
    }
}
