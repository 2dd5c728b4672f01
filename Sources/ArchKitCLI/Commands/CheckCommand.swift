import ArchCommandLine
import ArchCore
import ArchReport
import ArchRules

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
        let reporter: any CheckReporter
        switch command.value("format") {
        case "json": reporter = JSONCheckReporter(paths: paths)
        case "sarif": reporter = SARIFReporter(rules: Self.sarifRules, toolVersion: CommandTree.version, rootPath: request.root.path)
        default: reporter = XcodeReporter(paths: paths)
        }

        let failed = report.errorCount > 0 || (command.flag("strict") && report.warningCount > 0)
        return CommandResult(stdout: reporter.render(report), exitCode: failed ? ExitCode.violations : ExitCode.success)
    }

    /// Every id a diagnostic can carry, described for code scanning.
    static var sarifRules: [SARIFRule] {
        RuleCatalogue.all.map(\.description).map {
            SARIFRule(id: $0.id, name: $0.name, summary: $0.summary, help: $0.rationale, defaultSeverity: $0.defaultSeverity)
        } + InputProblem.all.map {
            SARIFRule(id: $0.id, name: $0.id, summary: $0.summary, help: $0.summary, defaultSeverity: $0.defaultSeverity)
        }
    }
}
