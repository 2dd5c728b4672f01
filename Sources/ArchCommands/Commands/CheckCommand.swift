import ArchAnalysis
import ArchArguments
import ArchCore
import ArchReport

/// `archkit check`: the analysis, rendered for people, editors, scripts or code scanning.
struct CheckCommand {
    let context: CommandContext

    func run(_ command: ParsedCommand) -> CommandResult {
        runCounting(command).result
    }

    /// What a check found, by rule: the findings it reports, and those the baseline accepted.
    struct RuleCounts {
        var reported: [String: Int] = [:]
        var baselined: [String: Int] = [:]
    }

    /// `run`, and the summary of what it reported (after the baseline), when it got that far,
    /// with its findings counted by rule: for a caller that acts on the counts rather than on
    /// the printed text.
    func runCounting(_ command: ParsedCommand) -> (result: CommandResult, summary: AnalysisSummary?, rules: RuleCounts) {
        let baselineRequest: BaselineRequest?
        let reports: ReportRequests
        do {
            baselineRequest = try BaselineRequest(use: command[Options.baseline], write: command[Options.writeBaseline],
                                                  prunes: command[Options.updateBaseline], resolve: context.resolve)
            reports = try ReportRequests(command)
        } catch let problem as BaselineRequest.Problem {
            return (CommandResult(stderr: problem.description + "\n", exitCode: ExitCode.usage), nil, RuleCounts())
        } catch {
            return (CommandResult(stderr: "\(error)\n", exitCode: ExitCode.usage), nil, RuleCounts())
        }
        var analysis: Analysis
        do {
            analysis = try context.analyze(command)
        } catch {
            return (CommandContext.failureResult(error), nil, RuleCounts())
        }
        var remarks: [String] = []
        if command[Arguments.path] == nil, command[Options.path] == nil, analysis.request.rootDisplay != "." {
            remarks.append("checking \(analysis.request.rootDisplay), the nearest folder above with an .archrules")
        }
        if analysis.configPath == nil {
            remarks.append("no .archrules in \(analysis.request.rootDisplay): no layers are defined, so layer rules are not checked; 'archkit init' proposes one")
        }
        if let baselineRequest {
            do {
                (analysis, remarks) = try baselineRequest.apply(to: analysis, remarks: remarks)
            } catch {
                return (CommandResult(stderr: error.description + "\n", exitCode: ExitCode.usage), nil, RuleCounts())
            }
        }
        if command[Options.verbose] {
            remarks += analysis.manifestReadings.map { "\($0.path): " + ($0.evaluation.map { "read \($0.rawValue)" } ?? "could not be read") }
            remarks += analysis.graph.unownedFiles.map { "\($0): owned by no module" }
            remarks += analysis.discovered.skippedLinks.map { "\($0.path): \($0.explanation); not followed" }
            remarks += analysis.accepted.map { accepted in
                let place = accepted.finding.location.map { "\($0): " } ?? ""
                return "\(place)accepted \(accepted.finding.ruleID): \(accepted.finding.message) (\(accepted.acceptance.explanation))"
            }
        }
        let paths: PathStyle = command[Options.absolutePaths] ? .absolute(root: analysis.request.root.path) : .relative
        var settings = context.renderSettings(for: analysis, paths: paths, remarks: remarks,
                                              codeScanning: reports.needsCodeScanningSettings)
        settings.colors = context.colorsStandardOutput(command)
        var result = context.deliver(reports, of: analysis.document, settings: settings)
        guard result.exitCode == ExitCode.success else { return (result, nil, RuleCounts()) }
        if let problem = context.appendStepSummary(reports, of: analysis.document, settings: settings) {
            return (CommandResult(stdout: result.stdout, stderr: problem + "\n", exitCode: ExitCode.usage), nil, RuleCounts())
        }
        context.keptUntilExit?.keep(analysis)
        result.exitCode = CommandContext.exitCode(for: analysis.summary, strict: command[Options.strict])
        var counts = RuleCounts()
        for finding in analysis.document.diagnostics { counts.reported[finding.ruleID, default: 0] += 1 }
        for accepted in analysis.accepted {
            if case .baseline = accepted.acceptance { counts.baselined[accepted.finding.ruleID, default: 0] += 1 }
        }
        return (result, analysis.summary, counts)
    }
}
