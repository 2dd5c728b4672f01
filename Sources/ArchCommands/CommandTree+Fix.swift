import ArchArguments
import ArchCore
import ArchFix

/// The formats `archkit fix` writes.
enum FixFormat: String, Sendable, CaseIterable {
    case text, json
}

extension Options {
    static let fixFormat = Option<FixFormat>.choice("format", valueName: "format")
    static let rule = RepeatableOption("rule", valueName: "rule")
    static let module = RepeatableOption("module", valueName: "module")
}

extension CommandTree {
    static var fix: CommandSpec {
        CommandSpec(
            name: "fix",
            abstract: "Fixes the findings that have exactly one right answer: missing and unused dependencies, and stale debt.",
            discussion: """
            Adds to a target's dependencies the module its files import without declaring \
            (implicit-dependency): a target of the same package, or the one library product that \
            vends it from a package the manifest already depends on. Removes a dependency that \
            no file of the target imports (unused-dependency). Deletes `except` lines that \
            match no finding (exception-stale) and, with --baseline, baseline entries that no \
            longer match (baseline-stale). Findings a baseline accepts are fixed too; those an \
            `except` line or a suppression comment accepts are left as the team decided.

            Only the lines a fix needs change, in the style of their neighbours, in literal \
            and enum-style manifests alike. Every edited manifest is read again, statically \
            and by SwiftPM where it can run, and is written only if it declares exactly the \
            intended dependencies; each file is replaced in one step, and not at all if it \
            changed since it was read. Anything archkit cannot fix safely (an Xcode target, \
            a package the manifest does not depend on, a module two packages offer, a list \
            several targets share) is left alone, with the reason and the change to make by hand.

            Exits with 0 when every fix was made or nothing needed fixing, with 1 when a fix \
            failed its proof (or, with --strict, when a finding was left alone), and with 2 \
            for a usage or configuration error.

            Examples:
              archkit fix --dry-run
              archkit fix
              archkit fix --rule unused-dependency --module Checkout
              archkit fix --baseline archkit-baseline.json
              archkit fix --format json --dry-run > fixes.json
            """,
            options: analysisOptions + [
                Options.dryRun.spec(help: "Print the unified diff of every file the fixes change, and write nothing."),
                Options.fixFormat.spec(help: "Output format: 'text' for people, 'json' for scripts (every edit, with its diff).", defaultValue: .text),
                Options.rule.spec(help: "Fix only findings of this rule; repeatable.", completion: .words(FixRequest.fixableRules)),
                Options.module.spec(help: "Fix only the dependencies of this module; repeatable. Leaves .archrules and the baseline alone.",
                                    completion: CompletionCandidates.modules.completion),
                Options.baseline.spec(help: "The baseline the check uses: its findings are fixed too, and its entries that no longer match are dropped."),
                Options.strict.spec(help: "Exit with 1 when a finding is left alone too."),
            ],
            positionals: [pathPositional]
        )
    }
}
