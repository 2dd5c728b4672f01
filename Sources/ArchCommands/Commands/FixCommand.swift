import ArchAnalysis
import ArchArguments
import ArchCore
import ArchFix
import ArchManifest
import ArchScaffold
import Foundation

/// `archkit fix`: the analysis `check` makes, the fixes with one right answer worked out from
/// it, and those written all at once (or, with `--dry-run`, shown as a diff).
struct FixCommand {
    let context: CommandContext

    func run(_ command: ParsedCommand) -> CommandResult {
        let rules = Set(command[Options.rule])
        for rule in rules.sorted() where !FixRequest.fixableRules.contains(rule) {
            let hint = Suggestion.closest(to: rule, in: FixRequest.fixableRules).map { "; did you mean '\($0)'?" } ?? ""
            return CommandResult(stderr: "error: 'fix' fixes no rule '\(rule.shortenedForMessage)'\(hint) (it fixes \(FixRequest.fixableRules.joined(separator: ", ")))\n",
                                 exitCode: ExitCode.usage)
        }
        let baselineRequest: BaselineRequest?
        do {
            baselineRequest = try BaselineRequest(use: command[Options.baseline], write: nil, prunes: false, resolve: context.resolve)
        } catch {
            return CommandResult(stderr: error.description + "\n", exitCode: ExitCode.usage)
        }
        var analysis: Analysis
        do {
            analysis = try context.analyze(command)
        } catch {
            return CommandContext.failureResult(error)
        }
        var remarks: [String] = []
        var baselinePath: String?
        if let baselineRequest {
            do {
                (analysis, remarks) = try baselineRequest.apply(to: analysis, remarks: remarks)
            } catch {
                return CommandResult(stderr: error.description + "\n", exitCode: ExitCode.usage)
            }
            if case .use(let file, _, _) = baselineRequest {
                baselinePath = RelativePath.relative(file.location.standardizedFileURL.path, toRoot: analysis.request.root.standardizedFileURL.path)
                if baselinePath == nil { remarks.append("\(file.path) is outside the repository: its stale entries are left alone") }
            }
        }
        let modules = Set(command[Options.module])
        for module in modules.sorted() where analysis.graph.module(named: module) == nil
            && !analysis.graph.modules.contains(where: { $0.importName == module }) {
            let hint = Suggestion.closest(to: module, in: analysis.graph.modules.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            return CommandResult(stderr: "error: --module: the repository has no module '\(module.shortenedForMessage)'\(hint)\n", exitCode: ExitCode.usage)
        }
        let root = analysis.request.root.path
        let readers = context.manifestReaderFactory(command)
        let swiftPM: (any ManifestReading)? = command[Options.manifests] == .static ? nil : readers.makeReader(for: .swiftpm)
        let shutdown = context.shutdown
        let reader = readers.makeReader(for: command[Options.manifests] ?? .automatic)
        let contents: (String) -> [UInt8]? = { path in FileManager.default.contents(atPath: root + "/" + path).map(Array.init) }
        let planner = FixPlanner(
            analysis: analysis, request: FixRequest(rules: rules, modules: modules, baselinePath: baselinePath), contents: contents,
            confirm: swiftPM.map { reader in
                { path, original, edited, before, after in
                    ScratchManifest.disagreement(path: path, original: original, edited: edited, staticBefore: before, staticAfter: after,
                                                 swiftPM: reader, shutdown: shutdown)
                }
            },
            versionSpecificManifests: { path in VersionSpecificManifests.names(in: root + "/" + RelativePath.directory(of: path)) },
            readManifest: { path, bytes in
                reader.read(ManifestInput(fileURL: URL(fileURLWithPath: root + "/" + path), relativePath: path, contents: bytes)).manifest
            })
        let plan = planner.plan()
        let dryRun = command[Options.dryRun]
        if !dryRun, !plan.files.isEmpty {
            let edits = plan.files.map { ScaffoldPlan.ManifestEdit(path: $0.path, original: $0.original, edited: $0.edited, summary: "fixed") }
            let transaction = ScaffoldTransaction(
                rootPath: root, plan: ScaffoldPlan(templateName: "fix", name: "fix", destination: "", files: [], manifestEdits: edits,
                                                   manualSteps: [], nextSteps: nil))
            // An interrupted fix puts every file back as it was.
            let registration = shutdown.addCleanup { transaction.rollBack() }
            defer { shutdown.removeCleanup(registration) }
            do throws(ScaffoldRefusal) {
                try transaction.run()
            } catch {
                return CommandResult(stderr: error.description + "\n", exitCode: ExitCode.usage)
            }
        }
        let report = FixReport(plan: plan, dryRun: dryRun)
        let output = command[Options.fixFormat] == .json ? report.json : report.text
        let notes = remarks.map { "note: \($0)\n" }.joined()
        let failed = report.failedCount > 0 || (command[Options.strict] && report.leftAloneCount > 0)
        return CommandResult(stdout: output, stderr: notes, exitCode: failed ? ExitCode.violations : ExitCode.success)
    }
}
