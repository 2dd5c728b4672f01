import ArchAnalysis
import ArchArguments
import ArchCore
import ArchViews
import ArchReport
import ArchRulesFile
import Foundation

/// `archkit diff BASE [HEAD]`: what a change does to the architecture. Each side is a graph
/// JSON file, a folder, or a git revision; HEAD defaults to the working tree.
///
/// Exits with 1 when a side could not be read completely (the comparison may miss changes),
/// and, with `--fail-on-new`, when the head adds findings that `check` would fail on.
struct DiffCommand {
    let context: CommandContext

    /// One side as analysed: its document and, unless it was read from graph JSON, its rules,
    /// the statements of its rules file, and what the base's rules find in its files.
    private struct Side {
        var document: GraphDocument
        var rules: ArchitectureRules?
        var rulesBytes: [UInt8]?
        var underBaseRules: FindingsUnderRules?
    }

    func run(_ command: ParsedCommand) -> CommandResult {
        let base = command[Arguments.base] ?? ""
        let head = command[Arguments.head]
        let baseSide: Side
        let headSide: Side
        do throws(AnalysisFailure) {
            // Refused even when both sides are graph JSON files, which read no manifest.
            _ = try context.manifestTimeout(command)
            (baseSide, headSide) = try context.withProgress { progress throws(AnalysisFailure) in
                let baseSide = try side(base, command: command, base: nil, progress: progress)
                return (baseSide, try side(head, command: command, base: baseSide, progress: progress))
            }
        } catch {
            return CommandContext.failureResult(error)
        }
        let baseDocument = baseSide.document, headDocument = headSide.document
        var diff = GraphDiff.compare(base: baseDocument, head: headDocument, baseName: base, headName: head ?? "working tree")
        if let before = baseSide.rulesBytes, let after = headSide.rulesBytes,
           var change = RulesChange.statements(base: before, head: after, file: Self.rulesFileName) {
            if let under = headSide.underBaseRules {
                change.attribute(diff, base: baseDocument, head: headDocument, underBaseRules: under.reported, accepted: under.accepted)
            }
            diff.rulesChange = change
        }
        let format = command[Options.diffFormat] ?? .text
        let drawn = GraphViewOptions(includeTests: command[Options.includeTests], packageBoxes: command[Options.packageBoxes])
        let output = DiffReporter(format: format).render(diff, base: baseDocument, head: headDocument, options: drawn)
        var result = context.deliver(output, to: command[Options.output])
        guard result.exitCode == ExitCode.success else { return result }
        if !diff.isComplete {
            for (name, side) in [("base", diff.base), ("head", diff.head)] {
                for unread in side.unread {
                    result.stderr += "error: the \(name) (\(side.name)) is incomplete: \(unread.file) could not be read [\(unread.problem)]\n"
                }
            }
            result.exitCode = ExitCode.violations
        }
        if command[Options.failOnNew], diff.addsFailures(strict: command[Options.strict]) {
            result.exitCode = ExitCode.violations
        }
        return result
    }

    static let rulesFileName = ".archrules"

    /// The analysis of one side: read from graph JSON, or run on a folder or a revision. With
    /// `base`, a side whose rules file differs from the base's is judged by the base's rules too.
    private func side(_ name: String?, command: ParsedCommand, base: Side?, progress: ProgressCounters?) throws(AnalysisFailure) -> Side {
        let repository = context.resolve(command[Options.path] ?? ".")
        guard let name else { return try analyze(repository, named: "working tree", command: command, base: base, progress: progress) }
        let url = context.resolve(name)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return try analyze(url, named: name, command: command, base: base, progress: progress) }
            guard let data = FileManager.default.contents(atPath: url.path) else { throw .usage("cannot read \(name)") }
            do {
                return Side(document: try GraphDocument(json: data))
            } catch {
                throw .usage("\(name) is not archkit graph JSON: \(error.message)")
            }
        }
        // git runs in a session of its own, out of reach of a terminal's Ctrl-C: the shutdown stops it.
        let snapshot = try RevisionSnapshot(revision: name, of: repository,
                                            runner: SystemProcessRunner(runningChildren: context.shutdown.runningChildren),
                                            shutdown: context.shutdown)
        return try withExtendedLifetime(snapshot) { () throws(AnalysisFailure) in
            try analyze(snapshot.folder, named: name, command: command, base: base, progress: progress)
        }
    }

    private func analyze(_ root: URL, named name: String, command: ParsedCommand, base: Side?,
                         progress: ProgressCounters?) throws(AnalysisFailure) -> Side {
        let request = AnalysisRequest(root: root, rootDisplay: name, includeTests: command[Options.includeTests])
        // A side without a rules file has no statements; one that cannot be read is reported
        // by the analysis itself.
        let rulesBytes = FileManager.default.contents(atPath: root.appendingPathComponent(Self.rulesFileName).path).map { [UInt8]($0) } ?? []
        var otherRules: ArchitectureRules?
        if let base, let baseRules = base.rules, let baseBytes = base.rulesBytes,
           RulesStatements.of(baseBytes) != RulesStatements.of(rulesBytes) {
            otherRules = baseRules
        }
        let analysis = try context.analyzer(command, progress: progress).analyze(request, alsoUnder: otherRules)
        return Side(document: analysis.document, rules: analysis.rules, rulesBytes: rulesBytes,
                    underBaseRules: analysis.underOtherRules)
    }
}
