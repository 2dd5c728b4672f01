import ArchAnalysis
import ArchArguments
import ArchRulesFile
import ArchCore
import ArchFix
import ArchProposal
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `archkit init`: recognises the repository's architecture, writes a commented `.archrules`
/// for it, and checks the repository against it. The proposal itself is ArchProposal's pure
/// stage; this command only reads the repository, writes the file and runs `check`.
struct InitCommand {
    let context: CommandContext

    func run(_ command: ParsedCommand) -> CommandResult {
        let positional = command[Arguments.path]
        let option = command[Options.path]
        if let positional, let option, positional != option {
            return CommandContext.failureResult(.usage("the path is given twice, as '\(positional)' and as --path '\(option)'"))
        }
        let display = positional ?? option ?? "."
        let printOnly = command[Options.print]
        if printOnly, command[Options.force] {
            return usage("--print writes nothing, so it does not go with --force")
        }
        if printOnly, command[Options.writeBaseline] != nil {
            return usage("--print writes nothing and runs no check, so it does not go with --write-baseline")
        }
        let rulesPath = context.resolve(display).appendingPathComponent(".archrules").path
        let rulesDisplay = display == "." ? ".archrules" : RelativePath.join(display, ".archrules")
        if !printOnly, let problem = Self.destinationProblem(rulesPath, display: rulesDisplay, force: command[Options.force]) {
            return usage(problem)
        }

        let proposal: ArchitectureProposal
        do {
            proposal = try propose(command, display: display)
        } catch let refusal as ProposalRefusal {
            return usage(refusal.description)
        } catch let failure as AnalysisFailure {
            return CommandContext.failureResult(failure)
        } catch {
            return usage("\(error)")
        }
        // The file must read back as the rules it means; a proposal archkit cannot parse is
        // archkit's mistake, and is never written.
        if case .failure(let problem) = ArchRulesParser.parse(bytes: Array(proposal.text.utf8), file: rulesDisplay,
                                                               vocabulary: RulesFile.vocabulary) {
            return CommandResult(stderr: "error: the proposal does not parse, so nothing was written:\n\(problem.description)\n",
                                 exitCode: ExitCode.usage)
        }
        if printOnly { return CommandResult(stdout: proposal.text) }

        do {
            if command[Options.force] {
                try OutputFile(path: rulesPath, displayPath: rulesDisplay).write(Array(proposal.text.utf8))
            } else {
                try Self.writeNew(Array(proposal.text.utf8), to: rulesPath, display: rulesDisplay)
            }
        } catch {
            return usage(error.description)
        }
        let check = runCheck(command, display: display)
        var stdout = "wrote \(rulesDisplay): \(proposal.style.title) (--style \(proposal.style.rawValue)), \(proposal.reason)\n\n"
        stdout += check.result.stdout
        let spotless = check.summary.map { $0.errors == 0 && $0.warnings == 0 } ?? false
        let fixable = FixRequest.manifestRules.reduce(0) { $0 + (check.rules.reported[$1] ?? 0) + (check.rules.baselined[$1] ?? 0) }
        stdout += "\n" + Self.debt(check.rules) + nextSteps(display: display, rules: rulesDisplay,
                                                          findings: check.result.exitCode != ExitCode.success || !spotless,
                                                          fixable: fixable, baseline: command[Options.writeBaseline])
        // Written is done: what the check found is the starting point, not a failure of init.
        return CommandResult(stdout: stdout, stderr: check.result.stderr,
                             exitCode: check.result.exitCode == ExitCode.usage ? ExitCode.usage : ExitCode.success)
    }

    private func usage(_ message: String) -> CommandResult {
        CommandResult(stderr: "error: \(message)\n", exitCode: ExitCode.usage)
    }

    /// Two analyses at most, neither reading an existing `.archrules`: one with no rules, to
    /// find the Swift files no target owns, and one with those folders declared as modules, so
    /// that their dependencies count.
    private func propose(_ command: ParsedCommand, display: String) throws -> ArchitectureProposal {
        let scratch = try ScratchFolder(prefix: "archkit-init", shutdown: context.shutdown)
        let rules = scratch.url.appendingPathComponent("proposal.archrules")
        try Data().write(to: rules)
        var analysis = try context.analyze(try checkCommand(command, display: display, config: rules.path))
        let folders = FolderModulePlan(shape: RepositoryShape(graph: analysis.graph, folders: analysis.discovered.folders))
        if !folders.modules.isEmpty {
            let lines = folders.modules.map { "module \($0.name) = \($0.pattern)\n" }.joined()
            try Data(lines.utf8).write(to: rules)
            analysis = try context.analyze(try checkCommand(command, display: display, config: rules.path))
        }
        return try ArchitectureProposer.propose(ProposalRequest(
            shape: RepositoryShape(graph: analysis.graph, folders: analysis.discovered.folders), folders: folders,
            style: command[Options.style], includeTests: command[Options.includeTests]))
    }

    /// `archkit check` on the same repository with the same analysis options: the first check
    /// is exactly what `archkit check` prints.
    private func runCheck(_ command: ParsedCommand, display: String) -> (result: CommandResult, summary: AnalysisSummary?, rules: CheckCommand.RuleCounts) {
        do {
            return CheckCommand(context: context).runCounting(try checkCommand(command, display: display, config: nil,
                                                                               passing: command.passingOn(Options.writeBaseline)))
        } catch {
            return (usage("\(error)"), nil, CheckCommand.RuleCounts())
        }
    }

    /// The `check` command line with this command's analysis options.
    private func checkCommand(_ command: ParsedCommand, display: String, config: String?, passing extra: [String] = []) throws -> ParsedCommand {
        // The analysis options `init` passes on, as `check` takes them.
        var arguments = ["check", "--path", display] + extra
        for flag in [Options.includeTests, Options.noCache, Options.noColor] { arguments += command.passingOn(flag) }
        arguments += command.passingOn(Options.manifests) + command.passingOn(Options.manifestTimeout)
            + command.passingOn(Options.cacheDirectory)
        if let config { arguments += ["--config", config] }
        guard case .run(let parsed) = try CommandLineParser(root: CommandTree.root).parse(arguments) else {
            throw AnalysisFailure.usage("cannot run check with \(arguments.joined(separator: " "))")
        }
        return parsed
    }

    /// Today's findings by rule, most first: `Findings today (15): service-locator 13, banned-name 2.`,
    /// and those the baseline just recorded; nothing when there are none.
    static func debt(_ counts: CheckCommand.RuleCounts) -> String {
        func line(_ title: String, _ byRule: [String: Int]) -> String {
            guard !byRule.isEmpty else { return "" }
            let total = byRule.values.reduce(0, +)
            let rules = byRule.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
            return "\(title) (\(total)): \(rules.joined(separator: ", ")).\n"
        }
        return line("Findings today", counts.reported) + line("Recorded in the baseline", counts.baselined)
    }

    private func nextSteps(display: String, rules: String, findings: Bool, fixable: Int, baseline written: String?) -> String {
        let path = display == "." ? "" : " " + display
        var steps: [(command: String, why: String)] = [("less \(rules)", "each line says why it is there; edit what does not fit")]
        if fixable > 0 {
            let what = fixable == 1 ? "the one missing or unused dependency" : "the \(fixable) missing and unused dependencies"
            steps.append(("archkit fix\(path) --dry-run", "the manifest edits that fix \(what); then 'archkit fix'"))
        }
        if let written {
            steps.append(("archkit check\(path) --baseline \(written)", "in CI: today's findings are accepted, new ones fail"))
        } else if findings {
            let baseline = display == "." ? "archkit-baseline.json" : RelativePath.join(display, "archkit-baseline.json")
            steps.append(("archkit rules <rule-id>", "what a finding means and how to fix it"))
            steps.append(("archkit check\(path) --write-baseline \(baseline)", "accept today's findings; fail only on new ones"))
        }
        steps.append(("archkit graph\(path) --format html -o architecture.html", "see the layers"))
        steps.append(("git add \(rules)" + (written.map { " " + $0 } ?? ""), "commit it, and run 'archkit check' in CI (docs/ci.md)"))
        let width = steps.map(\.command.count).max() ?? 0
        return "Next steps:\n" + steps.map { step in
            "  " + step.command + String(repeating: " ", count: width - step.command.count) + "   # " + step.why + "\n"
        }.joined()
    }

    /// Why `.archrules` cannot be written: it exists and `--force` was not given, or it is not a
    /// regular file (a link, a folder, a FIFO, a device), which `--force` does not replace.
    static func destinationProblem(_ path: String, display: String, force: Bool) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else {
            let what = kind == S_IFLNK ? "a symbolic link" : kind == S_IFDIR ? "a folder" : "not a regular file"
            return "\(display) is \(what); init writes only a regular file, so move it away first"
        }
        return force ? nil : "\(display) already exists; pass --force to replace it, or --print to see the proposal without writing"
    }

    /// Writes a file that must not exist: beside it first, then linked into place, which fails
    /// rather than replace a file that appeared meanwhile.
    static func writeNew(_ bytes: [UInt8], to path: String, display: String) throws(FileProblem) {
        let temporary = RelativePath.directory(of: path) + "/.archkit-init-\(UUID().uuidString).tmp"
        try OutputFile(path: temporary, displayPath: display).write(bytes)
        defer { unlink(temporary) }
        guard link(temporary, path) != 0 else { return }
        let code = errno
        // A file system without hard links: check once more, then rename, which is as close as
        // it allows.
        var info = stat()
        if code == EEXIST || lstat(path, &info) == 0 { throw FileProblem("write", display, code: EEXIST) }
        guard rename(temporary, path) == 0 else { throw FileProblem("write", display, code: errno) }
    }
}
