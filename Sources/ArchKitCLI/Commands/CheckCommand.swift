import ArchAnalysis
import ArchCommandLine
import ArchCore
import ArchReport

/// `archkit check`: the analysis, rendered for people, editors, scripts or code scanning.
struct CheckCommand {
    let context: CommandContext

    func run(_ command: ParsedCommand) -> CommandResult {
        runCounting(command).result
    }

    /// `run`, and the summary of what it reported (after the baseline), when it got that far:
    /// for a caller that acts on the counts rather than on the printed text.
    func runCounting(_ command: ParsedCommand) -> (result: CommandResult, summary: AnalysisSummary?) {
        let baselineRequest: BaselineRequest?
        let reports: ReportRequests
        do {
            baselineRequest = try BaselineRequest(command, context: context)
            reports = try ReportRequests(command)
        } catch let problem as BaselineRequest.Problem {
            return (CommandResult(stderr: problem.description + "\n", exitCode: ExitCode.usage), nil)
        } catch {
            return (CommandResult(stderr: "\(error)\n", exitCode: ExitCode.usage), nil)
        }
        var analysis: Analysis
        do {
            analysis = try context.analyze(command)
        } catch {
            return (CommandContext.failureResult(error), nil)
        }
        var remarks: [String] = []
        if analysis.configPath == nil {
            remarks.append("no .archrules in \(analysis.request.rootDisplay): no layers are defined, so layer rules are not checked; 'archkit init' proposes one")
        }
        if let baselineRequest {
            do {
                (analysis, remarks) = try baselineRequest.apply(to: analysis, remarks: remarks, context: context)
            } catch {
                return (CommandResult(stderr: error.description + "\n", exitCode: ExitCode.usage), nil)
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
        guard result.exitCode == ExitCode.success else { return (result, nil) }
        if let problem = context.appendStepSummary(reports, of: analysis.document, settings: settings) {
            return (CommandResult(stdout: result.stdout, stderr: problem + "\n", exitCode: ExitCode.usage), nil)
        }
        context.keptUntilExit?.keep(analysis)
        result.exitCode = CommandContext.exitCode(for: analysis.summary, strict: command[Options.strict])
        return (result, analysis.summary)
    }
}

/// What `--baseline`, `--write-baseline` and `--update-baseline` ask for.
///
/// A baseline that cannot be read or written is a usage error (exit 2), like a broken
/// `.archrules`: checking without it would fail on every finding it was meant to accept.
enum BaselineRequest {
    /// `--baseline FILE`, pruning it with `--update-baseline`.
    case use(path: String, baseline: Baseline, prunes: Bool)
    /// `--write-baseline FILE`.
    case write(path: String)

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads the baseline the options name; nil when they name none.
    init?(_ command: ParsedCommand, context: CommandContext) throws(Problem) {
        let use = command[Options.baseline]
        let write = command[Options.writeBaseline]
        let update = command[Options.updateBaseline]
        if use != nil, write != nil {
            throw Problem(description: "error: --write-baseline records every finding afresh; it does not go with --baseline")
        }
        if update, use == nil {
            throw Problem(description: "error: --update-baseline goes with --baseline FILE, the baseline to prune")
        }
        if let write {
            self = .write(path: write)
            return
        }
        guard let use else { return nil }
        do {
            self = .use(path: use, baseline: try Baseline.read(path: context.resolve(use).path, displayPath: use), prunes: update)
        } catch {
            throw Problem(description: error.description)
        }
    }

    /// The analysis judged against the baseline, with the remarks of what was written.
    func apply(to analysis: Analysis, remarks: [String], context: CommandContext) throws(Problem) -> (Analysis, [String]) {
        var remarks = remarks
        switch self {
        case .write(let path):
            let baseline = Baseline(recording: analysis.baselineCandidates)
            try Self.save(baseline, to: path, context: context)
            remarks.append("wrote \(AnalysisSummary.count(baseline.entries.count, "finding")) to the baseline \(path)")
            return (analysis.applying(baseline: BaselineUse(baseline: baseline, file: path)), remarks)
        case .use(let path, let baseline, let prunes):
            let judged = analysis.applying(baseline: BaselineUse(baseline: baseline, file: path, prunes: prunes))
            if prunes {
                let unused = judged.unusedBaselineEntries
                if !unused.isEmpty { try Self.save(baseline.pruning(unused), to: path, context: context) }
                remarks.append(unused.isEmpty ? "every entry of the baseline \(path) still matches a finding: nothing to prune"
                    : "pruned \(unused.count == 1 ? "1 entry" : "\(unused.count) entries") that no longer match from the baseline \(path)")
            }
            return (judged, remarks)
        }
    }

    /// Replaces the file in one step, so that a reader never sees half a baseline.
    private static func save(_ baseline: Baseline, to path: String, context: CommandContext) throws(Problem) {
        do {
            try OutputFile(path: context.resolve(path).path, displayPath: path).write(Array(baseline.json.utf8))
        } catch {
            throw Problem(description: "error: \(error)")
        }
    }
}
