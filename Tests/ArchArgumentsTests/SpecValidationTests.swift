@testable import ArchArguments
import Testing

@Suite("Spec validation")
struct SpecValidationTests {
    @Test func sampleTreeIsWellFormed() {
        #expect(SampleSpecs.root.validationProblems() == [])
    }

    @Test func optionMistakes() {
        let spec = CommandSpec(
            name: "tool", abstract: "", version: "1.0",
            options: [
                .flag("help", help: ""),
                .flag("version", help: ""),
                .flag("--dashed", help: ""),
                .flag("quiet", short: "q", help: ""),
                .flag("quiet", short: "q", help: ""),
                .flag("hidden", short: "h", help: ""),
                OptionSpec(longName: "strict", kind: .flag, help: "", defaultValue: "yes"),
                OptionSpec(longName: "tag", kind: .repeatable, help: "", defaultValue: "a"),
                .value("format", help: "", allowedValues: ["json"], defaultValue: "xml"),
            ]
        )
        #expect(spec.validationProblems() == [
            "tool: option '--help' is reserved",
            "tool: option '--version' is reserved",
            "tool: option name '--dashed' must be a word without dashes, '=' or spaces",
            "tool: option '--quiet' is declared twice",
            "tool: short option '-q' is declared twice",
            "tool: short option '-h' is reserved",
            "tool: flag '--strict' cannot have allowed values or a default",
            "tool: repeatable option '--tag' cannot have a default",
            "tool: default 'xml' of '--format' is not one of its allowed values",
        ])
    }

    @Test func versionIsReservedOnlyWhereItIsOffered() {
        let spec = CommandSpec(name: "tool", abstract: "", options: [.flag("version", help: "")])
        #expect(spec.validationProblems() == [])
    }

    @Test func positionalMistakes() {
        let spec = CommandSpec(
            name: "tool", abstract: "",
            positionals: [
                .optional("first", help: ""),
                .required("second", help: ""),
                .variadic("rest", help: ""),
                .optional("first", help: ""),
                PositionalSpec(name: "last", help: "", arity: .required, defaultValue: "x"),
            ]
        )
        #expect(spec.validationProblems() == [
            "tool: required argument '<second>' follows an optional or variadic one",
            "tool: variadic argument '<rest>' must be the last one",
            "tool: argument '<first>' is declared twice",
            "tool: required argument '<last>' follows an optional or variadic one",
            "tool: only an optional argument can have a default, not '<last>'",
        ])
    }

    @Test func subcommandMistakesAreReportedWithTheirPath() {
        let spec = CommandSpec(
            name: "tool", abstract: "",
            positionals: [.optional("path", help: "")],
            subcommands: [
                CommandSpec(name: "run", abstract: "", version: "2"),
                CommandSpec(name: "run", abstract: ""),
                CommandSpec(name: "-x", abstract: "", defaultSubcommand: "missing"),
            ],
            defaultSubcommand: "walk"
        )
        #expect(spec.validationProblems() == [
            "tool: a command with subcommands cannot take positional arguments",
            "tool: subcommand 'run' is declared twice",
            "tool: subcommand name '-x' must be a word not starting with '-'",
            "tool: default subcommand 'walk' is not one of its subcommands",
            "tool run: only the root command can have a version",
            "tool -x: default subcommand 'missing' is not one of its subcommands",
        ])
    }
}

@Suite("Accessors")
struct AccessorTests {
    @Test func repeatableWithoutValuesIsEmpty() throws {
        let command = try parsed(["check"])
        #expect(command.values("set").isEmpty)
        #expect(command.value("set") == nil)
    }

    @Test func optionalPositionalWithoutDefault() throws {
        let spec = CommandSpec(name: "tool", abstract: "", positionals: [.optional("path", help: "")])
        let command = try parsed([], with: CommandLineParser(root: spec))
        #expect(command.positional("path") == nil)
        #expect(command.positionals("path") == [])
    }

    #if compiler(>=6.2)
    @Test func askingForAnUndeclaredNameTraps() async {
        // The same call with a declared name exits normally, so the trap is what fails below.
        await #expect(processExitsWith: .success) {
            _ = try parsed(["check"]).flag("strict")
        }
        await #expect(processExitsWith: .failure) {
            _ = try parsed(["check"]).flag("stirct")
        }
        await #expect(processExitsWith: .failure) {
            _ = try parsed(["check"]).positional("paht")
        }
    }

    @Test func askingAFlagForItsValueTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = try parsed(["check"]).value("strict")
        }
        await #expect(processExitsWith: .failure) {
            _ = try parsed(["check"]).flag("format")
        }
    }
    #endif
}
