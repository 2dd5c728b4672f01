@testable import ArchArguments
import Testing

@Suite("Help rendering")
struct HelpTests {
    private let parser = SampleSpecs.parser

    @Test func rootWithSubcommandsAndVersion() {
        #expect(parser.helpText(forCommandPath: ["archkit"]) == """
            OVERVIEW: Checks the architecture of Swift packages.

            USAGE: archkit [<subcommand>]

            OPTIONS:
              --version        Show the version.
              -h, --help       Show help information.

            SUBCOMMANDS:
              check (default)  Check the architecture rules.
              graph            Print the module graph.
              new              Create modules from templates.

              See 'archkit help <subcommand>' for detailed help.
            """)
    }

    @Test func leafWithEveryKindOfOption() {
        #expect(parser.helpText(forCommandPath: ["archkit", "check"]) == """
            OVERVIEW: Check the architecture rules.

            USAGE: archkit check [<path>] [--format <format>] [--strict] [--quiet]
                   [--set <key=value> ...] [--config <file>]

            ARGUMENTS:
              <path>                 The package root. (default: .)

            OPTIONS:
              -f, --format <format>  Output format. (values: xcode, json; default: xcode)
              -s, --strict           Treat warnings as errors.
              -q, --quiet            Print nothing on success.
              --set <key=value>      Override a setting. (repeatable)
              -c, --config <file>    Configuration file.
              -h, --help             Show help information.
            """)
    }

    @Test func nestedGroupAndItsLeaf() {
        #expect(parser.helpText(forCommandPath: ["archkit", "new"]) == """
            OVERVIEW: Create modules from templates.

            USAGE: archkit new <subcommand>

            OPTIONS:
              -h, --help  Show help information.

            SUBCOMMANDS:
              feature     Create a feature module.
              module      Create plain modules.

              See 'archkit help new <subcommand>' for detailed help.
            """)
        #expect(parser.helpText(forCommandPath: ["archkit", "new", "feature"]) == """
            OVERVIEW: Create a feature module.

            USAGE: archkit new feature <name> [--dry-run]

            ARGUMENTS:
              <name>      The feature's name.

            OPTIONS:
              --dry-run   Show what would be created.
              -h, --help  Show help information.
            """)
    }

    @Test func usageLinesForEveryArity() {
        #expect(usageError(["graph", "--nope"])?.usage == "Usage: archkit graph [<modules> ...] [--output <file>]")
        #expect(usageError(["new", "module"])?.usage == "Usage: archkit new module <names> ...")
        #expect(usageError(["new"])?.usage == "Usage: archkit new <subcommand>")
    }

    @Test func unknownCommandPathHasNoHelp() {
        #expect(parser.helpText(forCommandPath: ["archkit", "nope"]) == nil)
        #expect(parser.helpText(forCommandPath: ["other"]) == nil)
    }

    @Test func helpIsDeterministic() {
        let first = parser.helpText(forCommandPath: ["archkit", "check"])
        let second = CommandLineParser(root: SampleSpecs.root).helpText(forCommandPath: ["archkit", "check"])
        #expect(first == second)
    }
}

@Suite("Help wrapping")
struct HelpWrappingTests {
    private static let lint = CommandSpec(
        name: "lint",
        abstract: "Lint every module of the package against the layering rules declared in the configuration file.",
        discussion: """
            Rules are read from the configuration file at the package root. Modules that match no layer are \
            reported once, with the nearest layer name.

            Examples:
              lint --strict
              lint --baseline-file baseline.json Sources

            """,
        options: [
            .value(
                "baseline-file", short: "b", valueName: "baseline-path",
                help: "A file listing known violations that should not fail the run; written by 'baseline'."
            ),
            .value("layer", valueName: "name", help: "", allowedValues: ["app", "feature", "core"]),
            .flag("x", help: ""),
        ],
        positionals: [.variadic("paths", help: "Folders to lint.", atLeastOne: true)]
    )

    private let help = CommandLineParser(root: lint).helpText(forCommandPath: ["lint"]) ?? ""

    @Test func wrapsAt80ColumnsWithHangingIndents() {
        #expect(help == """
            OVERVIEW: Lint every module of the package against the layering rules declared
              in the configuration file.

            Rules are read from the configuration file at the package root. Modules that
            match no layer are reported once, with the nearest layer name.

            Examples:
              lint --strict
              lint --baseline-file baseline.json Sources

            USAGE: lint <paths> ... [--baseline-file <baseline-path>] [--layer <name>] [--x]

            ARGUMENTS:
              <paths>                   Folders to lint.

            OPTIONS:
              -b, --baseline-file <baseline-path>
                                        A file listing known violations that should not fail
                                        the run; written by 'baseline'.
              --layer <name>            (values: app, feature, core)
              --x
              -h, --help                Show help information.
            """)
    }

    @Test func noLineIsLongerThan80ColumnsOrEndsInASpace() {
        for line in help.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
            #expect(line.last != " ", "\(line)")
        }
    }

    @Test func usageWrapsWholeElementsUnderTheCommand() {
        let spec = CommandSpec(
            name: "tool",
            abstract: "",
            options: (1...6).map { .value("option-number-\($0)", valueName: "value", help: "") }
        )
        #expect(usageError(["--nope"], with: CommandLineParser(root: spec))?.usage == """
            Usage: tool [--option-number-1 <value>] [--option-number-2 <value>]
                   [--option-number-3 <value>] [--option-number-4 <value>]
                   [--option-number-5 <value>] [--option-number-6 <value>]
            """)
    }

    @Test func emptyAbstractAndDiscussionAreLeftOut() {
        let help = CommandLineParser(root: CommandSpec(name: "tool", abstract: "", discussion: "\n\n"))
            .helpText(forCommandPath: ["tool"])
        #expect(help == """
            USAGE: tool

            OPTIONS:
              -h, --help  Show help information.
            """)
    }

    @Test func overlongWordStaysWhole() {
        let word = String(repeating: "w", count: 90)
        let help = CommandLineParser(root: CommandSpec(name: "tool", abstract: "", discussion: "short \(word) end"))
            .helpText(forCommandPath: ["tool"]) ?? ""
        #expect(help.hasPrefix("short\n\(word)\nend\n\n"))
    }
}
