import ArchArguments
import ArchCore
import ArchRuleCatalogue

/// `archkit rules`: the catalogue, from the rules' own descriptions.
struct RulesCommand {
    func run(_ command: ParsedCommand) -> CommandResult {
        guard let id = command[Arguments.rule] else { return CommandResult(stdout: catalogue()) }
        if let rule = RuleCatalogue.rule(withID: id) { return CommandResult(stdout: RuleHelp.text(rule.description)) }
        if let problem = InputProblem.all.first(where: { $0.id == id }) { return CommandResult(stdout: RuleHelp.text(problem)) }
        let known = RuleCatalogue.ruleIDs + InputProblem.all.map(\.id)
        let hint = Suggestion.closest(to: id, in: known).map { "; did you mean '\($0)'?" } ?? ""
        return CommandResult(stderr: "error: no rule '\(id)'\(hint)\nSee 'archkit rules' for the list.\n", exitCode: ExitCode.usage)
    }

    private func catalogue() -> String {
        let rules = RuleCatalogue.all.map(\.description)
        let debtIDs = Set(InputProblem.debt.map(\.id))
        let width = (rules.map(\.id.rawValue) + InputProblem.all.map(\.id)).map(\.count).max() ?? 0
        func row(_ id: String, _ severity: Severity, _ summary: String) -> String {
            "  \(id.padding(toLength: width, withPad: " ", startingAt: 0))  \(severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(summary)"
        }
        var lines = ["Rules:"]
        lines += rules.map { row($0.id.rawValue, $0.defaultSeverity, $0.summary) }
        lines += ["", "Problems found while reading the repository:"]
        lines += InputProblem.all.filter { !debtIDs.contains($0.id) }.map { row($0.id, $0.defaultSeverity, $0.summary) }
        lines += ["", "Problems with accepted findings (except lines, baselines, archkit:disable comments):"]
        lines += InputProblem.debt.map { row($0.id, $0.defaultSeverity, $0.summary) }
        lines += ["", "Explain one with `archkit rules <id>`. Change a severity in .archrules with `severity <id> error|warning|off`."]
        return lines.joined(separator: "\n") + "\n"
    }
}
