import ArchCore

/// The reference page of the rules, `docs/rules.md`, made from the rules' and the input
/// problems' own descriptions and examples, as `archkit rules` prints them: a test fails when
/// the file differs, so the page cannot drift from the code.
public enum RulesPage {
    public static func markdown(rules: [RuleDescription] = RuleCatalogue.all.map(\.description),
                                problems: [InputProblem] = InputProblem.all, debt: [InputProblem] = InputProblem.debt) -> String {
        let debtIDs = Set(debt.map(\.id))
        let reading = problems.filter { !debtIDs.contains($0.id) }
        var page = """
        <!-- Made from the rules' descriptions: edit those, then run
             ARCHKIT_UPDATE_DOCS=1 swift test --filter RulesPageTests -->
        # Rules

        Every finding of archkit has a rule id: in the output (`[layer-dependency]`), in `severity`
        lines of `.archrules` (`severity unused-dependency error`), in `except rule …` lines, in
        suppression comments and in baselines. `archkit rules` lists them all with their default
        severities, and `archkit rules <id>` explains one with its examples. This page lists
        [the rules](#architecture-rules), [the problems with the input](#problems-with-the-input) and
        [the problems with accepted debt](#problems-with-accepted-debt), then explains
        [each one in full](#every-rule-in-full).

        ## Architecture rules

        Every rule carries examples that trigger it and examples that do not; the test suite runs
        each of them through the whole pipeline.


        """
        page += table(rules.map { ($0.id.rawValue, $0.defaultSeverity, $0.summary) })
        page += """

        ## Problems with the input

        Problems found while reading the repository have ids too, and `severity` lines apply to
        them. Symbolic links that are not followed are listed by `check --verbose`, saying whether
        each leads outside the repository, nowhere, or round in a loop.


        """
        page += table(reading.map { ($0.id, $0.defaultSeverity, $0.summary) })
        page += """

        ## Problems with accepted debt

        Problems with accepted debt have ids too, and `severity` lines apply to them; `archkit rules`
        lists them under their own heading. See
        [Exceptions, baselines and suppressions](archrules.md#exceptions-baselines-and-suppressions).


        """
        page += table(debt.map { ($0.id, $0.defaultSeverity, $0.summary) })
        page += """

        ## Statements the rules declare

        Besides the statements of [the `.archrules` language](archrules.md), these rules read
        statements of their own. A layer name they list must be declared by a `layer` line.


        """
        page += "| statement | rule | meaning |\n|---|---|---|\n"
        for rule in rules {
            for statement in rule.statements {
                page += "| `\(cell(statement.syntax))` | [`\(rule.id)`](#\(rule.id)) | \(cell(statement.meaning)) |\n"
            }
        }
        page += "\n## Every rule in full\n"
        for rule in rules {
            page += "\n### `\(rule.id)`\n\n" + RuleHelp.markdown(rule)
        }
        for problem in reading + debt {
            page += "\n### `\(problem.id)`\n\n" + RuleHelp.markdown(problem)
        }
        return page
    }

    /// One row per id, the id linking to its section below.
    private static func table(_ rows: [(id: String, severity: Severity, summary: String)]) -> String {
        var table = "| id | default | reports |\n|---|---|---|\n"
        for row in rows {
            table += "| [`\(row.id)`](#\(row.id)) | \(row.severity.rawValue) | \(cell(row.summary)) |\n"
        }
        return table
    }

    /// Text in a table cell: a `|` would end the cell.
    private static func cell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
