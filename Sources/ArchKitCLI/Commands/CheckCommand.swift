import ArchCommandLine
import ArchCore
import ArchReport

/// `archkit check`: the pipeline, rendered for people, editors or scripts.
struct CheckCommand {
    let context: CommandContext

    func run(_ command: ParsedCommand) -> CommandResult {
        let request: AnalysisRequest
        let analysis: Analysis
        do {
            (request, analysis) = try context.analyze(command)
        } catch {
            return CommandContext.failureResult(error)
        }

        var remarks: [String] = []
        if analysis.configPath == nil {
            remarks.append("no .archrules in \(request.rootDisplay): no layers are defined, so layer rules are not checked")
        }
        if command.flag("verbose") {
            remarks += analysis.manifestOrigins.map { "\($0.path): read \($0.origin)" }
            remarks += analysis.graph.unownedFiles.map { "\($0): owned by no module" }
            remarks += analysis.discovered.skippedLinks.map { "\($0): link leads outside the repository; not followed" }
        }
        let report = CheckReport(
            root: request.rootDisplay, diagnostics: analysis.diagnostics,
            moduleCount: analysis.graph.modules.count, edgeCount: analysis.graph.edges.count,
            fileCount: analysis.discovered.sources.count + analysis.discovered.manifests.count, remarks: remarks)
        let paths: PathStyle = command.flag("absolute-paths") ? .absolute(root: request.root.path) : .relative
        let reporter: any CheckReporter = command.value("format") == "json" ? JSONCheckReporter(paths: paths) : XcodeReporter(paths: paths)

        let failed = report.errorCount > 0 || (command.flag("strict") && report.warningCount > 0)
        return CommandResult(stdout: reporter.render(report), exitCode: failed ? ExitCode.violations : ExitCode.success)
    }
}
