import ArchArguments

extension CommandTree {
    static var affected: CommandSpec {
        CommandSpec(
            name: "affected",
            abstract: "Lists the modules a change can break, and the test targets to run.",
            discussion: """
            Takes the files git says changed between BASE and HEAD (from their merge base, so \
            that what landed on BASE meanwhile does not count; without HEAD, the working tree \
            with untracked files), maps each to the module whose folder holds it (a \
            Package.swift to every target it declares), and follows every module that depends \
            on those, directly or not, on the head's graph with its test targets. Prints the \
            changed modules, the affected dependents with their distance, and the test targets \
            among them; --tests prints only those, one per line. A change to .archrules builds \
            nothing but is reported. Exits with 1 when the head could not be read completely.

            Examples:
              archkit affected origin/main
              archkit affected main feature/order --format json
              archkit affected origin/main --tests | while IFS= read -r t; do swift test --filter "$t"; done
              archkit affected origin/main --tests -z | xargs -0 -n1 swift test --filter
            """,
            options: [
                Options.path.spec(help: "The repository, or the folder of it to analyse (default: the current folder)."),
                manifestsOption(help: "How to read Package.swift files (see 'archkit check --help')."),
                manifestTimeoutOption,
                Options.affectedFormat.spec(help: "Output format.", defaultValue: .text),
                Options.tests.spec(help: "Print only the test targets to run, one per line."),
                Options.null.spec(help: "With --tests, end each name with a NUL byte instead of a line break, for 'xargs -0'."),
                Options.output.spec(help: "Write to this file instead of standard output."),
            ] + cacheOptions,
            positionals: [
                Arguments.base.required(help: "The revision the change starts from, such as origin/main.",
                                        completion: CompletionCandidates.revisions.completion),
                Arguments.head.optional(help: "The revision with the change (default: the working tree).",
                                        completion: CompletionCandidates.revisions.completion),
            ]
        )
    }
}
