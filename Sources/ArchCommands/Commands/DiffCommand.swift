import ArchAnalysis
import ArchArguments
import ArchCore
import ArchViews
import ArchReport
import Foundation

/// `archkit diff BASE [HEAD]`: what a change does to the architecture. Each side is a graph
/// JSON file, a folder, or a git revision; HEAD defaults to the working tree.
///
/// Exits with 1 when a side could not be read completely (the comparison may miss changes),
/// and, with `--fail-on-new`, when the head adds findings that `check` would fail on.
struct DiffCommand {
    let context: CommandContext

    func run(_ command: ParsedCommand) -> CommandResult {
        let base = command[Arguments.base] ?? ""
        let head = command[Arguments.head]
        let baseDocument: GraphDocument
        let headDocument: GraphDocument
        do throws(AnalysisFailure) {
            // Refused even when both sides are graph JSON files, which read no manifest.
            _ = try context.manifestTimeout(command)
            baseDocument = try document(for: base, command: command)
            headDocument = try document(for: head, command: command)
        } catch {
            return CommandContext.failureResult(error)
        }
        let diff = GraphDiff.compare(base: baseDocument, head: headDocument, baseName: base, headName: head ?? "working tree")
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

    /// The analysis of one side: read from graph JSON, or run on a folder or a revision.
    private func document(for side: String?, command: ParsedCommand) throws(AnalysisFailure) -> GraphDocument {
        let repository = context.resolve(command[Options.path] ?? ".")
        guard let side else { return try analyze(repository, named: "working tree", command: command) }
        let url = context.resolve(side)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return try analyze(url, named: side, command: command) }
            guard let data = FileManager.default.contents(atPath: url.path) else { throw .usage("cannot read \(side)") }
            do {
                return try GraphDocument(json: data)
            } catch {
                throw .usage("\(side) is not archkit graph JSON: \(error.message)")
            }
        }
        // git runs in a session of its own, out of reach of a terminal's Ctrl-C: the shutdown stops it.
        let snapshot = try RevisionSnapshot(revision: side, of: repository,
                                            runner: SystemProcessRunner(runningChildren: context.shutdown.runningChildren),
                                            shutdown: context.shutdown)
        return try withExtendedLifetime(snapshot) { () throws(AnalysisFailure) in
            try analyze(snapshot.folder, named: side, command: command)
        }
    }

    private func analyze(_ root: URL, named name: String, command: ParsedCommand) throws(AnalysisFailure) -> GraphDocument {
        let request = AnalysisRequest(root: root, rootDisplay: name, includeTests: command[Options.includeTests])
        return try context.analyzer(command).analyze(request).document
    }
}
