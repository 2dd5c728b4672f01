import ArchCommandLine
import ArchGraph
import ArchReport
import Foundation

/// `archkit diff BASE [HEAD]`: what a change does to the architecture. Each side is a graph
/// JSON file, a folder, or a git revision; HEAD defaults to the working tree.
struct DiffCommand {
    let context: CommandContext

    func run(_ command: ParsedCommand) -> CommandResult {
        let base = command.positional("base") ?? ""
        let head = command.positional("head")
        let baseDocument: GraphDocument
        let headDocument: GraphDocument
        do throws(AnalysisFailure) {
            baseDocument = try document(for: base, command: command)
            headDocument = try document(for: head, command: command)
        } catch {
            return CommandContext.failureResult(error)
        }
        let diff = GraphDiff.compare(base: baseDocument, head: headDocument, baseName: base, headName: head ?? "working tree")
        let format = DiffFormat(rawValue: command.value("format") ?? "text") ?? .text
        var result = context.deliver(DiffReporter(format: format).render(diff), to: command.value("output"))
        if result.exitCode == ExitCode.success, command.flag("fail-on-new"), diff.addsProblems {
            result.exitCode = ExitCode.violations
        }
        return result
    }

    /// The graph of one side: read from graph JSON, or analysed from a folder or a revision.
    private func document(for side: String?, command: ParsedCommand) throws(AnalysisFailure) -> GraphDocument {
        let repository = context.resolve(command.value("path") ?? ".")
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
        let snapshot = try RevisionSnapshot(revision: side, of: repository)
        return try withExtendedLifetime(snapshot) { () throws(AnalysisFailure) in
            try analyze(snapshot.folder, named: side, command: command)
        }
    }

    private func analyze(_ root: URL, named name: String, command: ParsedCommand) throws(AnalysisFailure) -> GraphDocument {
        let analyzer = context.analyzer(command)
        let analysis = try analyzer.analyze(AnalysisRequest(root: root, rootDisplay: name, configFile: nil, includeTests: command.flag("include-tests")))
        return GraphDocumentBuilder.build(graph: analysis.graph, rules: analysis.rules, diagnostics: analysis.diagnostics, root: name)
    }
}
