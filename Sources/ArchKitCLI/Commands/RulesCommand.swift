import ArchCommandLine
import ArchCore
import ArchRules

/// `archkit rules`: the catalogue, from the rules' own descriptions.
struct RulesCommand {
    func run(_ command: ParsedCommand) -> CommandResult {
        guard let id = command.positional("rule") else { return CommandResult(stdout: catalogue()) }
        guard let rule = RuleCatalogue.rule(withID: id) else {
            let known = RuleCatalogue.all.map(\.description.id) + InputProblem.all.map(\.id)
            if let problem = InputProblem.all.first(where: { $0.id == id }) {
                return CommandResult(stdout: "\(problem.id) (\(problem.defaultSeverity.rawValue))\n\n\(problem.summary)\n")
            }
            let hint = Suggestion.closest(to: id, in: known).map { "; did you mean '\($0)'?" } ?? ""
            return CommandResult(stderr: "error: no rule '\(id)'\(hint)\nSee 'archkit rules' for the list.\n", exitCode: ExitCode.usage)
        }
        return CommandResult(stdout: RuleHelp.text(rule.description))
    }

    private func catalogue() -> String {
        var lines = ["Rules:"]
        let rules = RuleCatalogue.all.map(\.description)
        let width = (rules.map(\.id) + InputProblem.all.map(\.id)).map(\.count).max() ?? 0
        for rule in rules {
            lines.append("  \(rule.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(rule.summary)")
        }
        lines += ["", "Problems found while reading the repository:"]
        for problem in InputProblem.all {
            lines.append("  \(problem.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(problem.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(problem.summary)")
        }
        lines += ["", "Change a severity in .archrules with `severity <id> error|warning|off`."]
        return lines.joined(separator: "\n") + "\n"
    }
}
