@testable import ArchArguments
import Testing

@Suite("Parsing")
struct ParsingTests {
    @Test func noArgumentsRunsTheDefaultSubcommandWithDefaults() throws {
        let command = try parsed([])
        #expect(command.commandPath == ["archkit", "check"])
        #expect(command.value("format") == "xcode")
        #expect(command.values("format") == ["xcode"])
        #expect(command.value("config") == nil)
        #expect(command.flag("strict") == false)
        #expect(command.values("set") == [])
        #expect(command.positional("path") == ".")
        #expect(command.positionals("path") == ["."])
    }

    @Test func longOptionWithSeparateValue() throws {
        let command = try parsed(["check", "--format", "json", "src"])
        #expect(command.commandPath == ["archkit", "check"])
        #expect(command.value("format") == "json")
        #expect(command.positional("path") == "src")
    }

    @Test func longOptionWithAttachedValue() throws {
        #expect(try parsed(["check", "--format=json"]).value("format") == "json")
        // Only the first '=' separates the name from the value.
        #expect(try parsed(["check", "--set=a=b=c"]).values("set") == ["a=b=c"])
        #expect(try parsed(["check", "--config="]).value("config") == "")
    }

    @Test func shortOptionWithValue() throws {
        let command = try parsed(["check", "-f", "json", "-c", "arch.yml"])
        #expect(command.value("format") == "json")
        #expect(command.value("config") == "arch.yml")
    }

    @Test func shortFlagsAlone() throws {
        let command = try parsed(["check", "-s"])
        #expect(command.flag("strict"))
        #expect(!command.flag("quiet"))
    }

    @Test func groupedShortFlags() throws {
        let command = try parsed(["check", "-sq"])
        #expect(command.flag("strict"))
        #expect(command.flag("quiet"))
    }

    @Test func groupedShortFlagsEndingInAValueOption() throws {
        let command = try parsed(["check", "-sqf", "json"])
        #expect(command.flag("strict"))
        #expect(command.flag("quiet"))
        #expect(command.value("format") == "json")
    }

    @Test func repeatedFlagIsHarmless() throws {
        #expect(try parsed(["check", "--strict", "-s"]).flag("strict"))
    }

    @Test func repeatableOptionKeepsEveryValueInOrder() throws {
        let command = try parsed(["check", "--set", "a=1", "--set=b=2", "--set", "a=3"])
        #expect(command.values("set") == ["a=1", "b=2", "a=3"])
        #expect(command.value("set") == "a=3")
    }

    @Test func optionsAndPositionalsInterleave() throws {
        let before = try parsed(["check", "--strict", "src", "--format", "json"])
        let after = try parsed(["check", "src", "--format", "json", "--strict"])
        #expect(before == after)
        #expect(before.positional("path") == "src")
        #expect(before.flag("strict"))
        #expect(before.value("format") == "json")
    }

    @Test func doubleDashEndsOptions() throws {
        let command = try parsed(["check", "--strict", "--", "--format"])
        #expect(command.flag("strict"))
        #expect(command.value("format") == "xcode")
        #expect(command.positional("path") == "--format")
    }

    @Test func doubleDashKeepsHelpLiteral() throws {
        #expect(try parsed(["check", "--", "--help"]).positional("path") == "--help")
        #expect(try parsed(["graph", "--", "-h", "help"]).positionals("modules") == ["-h", "help"])
    }

    @Test func singleDashIsAWordAndAValue() throws {
        #expect(try parsed(["check", "-"]).positional("path") == "-")
        #expect(try parsed(["check", "--config", "-"]).value("config") == "-")
    }

    @Test func wordForTheDefaultSubcommandSelectsIt() throws {
        let command = try parsed(["Sources"])
        #expect(command.commandPath == ["archkit", "check"])
        #expect(command.positional("path") == "Sources")
    }

    @Test func misspeltSubcommandGoesToTheDefaultSubcommandWhenItTakesWords() throws {
        // The default subcommand takes a path, and a directory may be called anything.
        #expect(try parsed(["grpah"]).positional("path") == "grpah")
    }

    @Test func optionOfTheDefaultSubcommandSelectsIt() throws {
        let command = try parsed(["--format", "json", "-s"])
        #expect(command.commandPath == ["archkit", "check"])
        #expect(command.value("format") == "json")
        #expect(command.flag("strict"))
    }

    @Test func doubleDashBeforeTheDefaultSubcommand() throws {
        let command = try parsed(["--", "--strict"])
        #expect(command.commandPath == ["archkit", "check"])
        #expect(command.positional("path") == "--strict")
        #expect(!command.flag("strict"))
    }

    @Test func nestedSubcommand() throws {
        let command = try parsed(["new", "feature", "Payments", "--dry-run"])
        #expect(command.commandPath == ["archkit", "new", "feature"])
        #expect(command.positional("name") == "Payments")
        #expect(command.flag("dry-run"))
    }

    @Test func variadicPositionals() throws {
        let command = try parsed(["new", "module", "A", "B", "C"])
        #expect(command.positionals("names") == ["A", "B", "C"])
        #expect(command.positional("names") == "A")
        #expect(try parsed(["graph"]).positionals("modules") == [])
        #expect(try parsed(["graph"]).positional("modules") == nil)
    }

    @Test func optionsOfEachLevelStayWithTheirCommand() throws {
        let root = CommandSpec(
            name: "tool", abstract: "",
            options: [.flag("verbose", short: "v", help: "")],
            subcommands: [CommandSpec(name: "run", abstract: "", options: [.value("mode", help: "")])]
        )
        let parser = CommandLineParser(root: root)
        let command = try parsed(["-v", "run", "--mode", "fast"], with: parser)
        #expect(command.commandPath == ["tool", "run"])
        #expect(command.flag("verbose"))
        #expect(command.value("mode") == "fast")
        #expect(try parsed(["run"], with: parser).flag("verbose") == false)
    }

    @Test func optionDeclaredDeeperHidesTheOneAbove() throws {
        let root = CommandSpec(
            name: "tool", abstract: "",
            options: [.value("mode", help: "", defaultValue: "outer")],
            subcommands: [CommandSpec(name: "run", abstract: "", options: [.value("mode", help: "", defaultValue: "inner")])]
        )
        let parser = CommandLineParser(root: root)
        #expect(try parsed(["--mode", "given", "run"], with: parser).value("mode") == "inner")
        #expect(try parsed(["run", "--mode", "given"], with: parser).value("mode") == "given")
    }
}

@Suite("Help and version requests")
struct HelpRequestTests {
    @Test func helpForTheRoot() throws {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let request = try helpRequest(arguments)
            #expect(request.commandPath == ["archkit"])
            #expect(request.text == SampleSpecs.parser.helpText(forCommandPath: ["archkit"]))
        }
    }

    @Test func helpForTheInnermostCommandNamedSoFar() throws {
        #expect(try helpRequest(["check", "--help"]).commandPath == ["archkit", "check"])
        #expect(try helpRequest(["check", "src", "-h", "--strict"]).commandPath == ["archkit", "check"])
        #expect(try helpRequest(["new", "--help", "feature"]).commandPath == ["archkit", "new"])
        #expect(try helpRequest(["new", "feature", "-h"]).commandPath == ["archkit", "new", "feature"])
        // Options of the default subcommand select it, so its help is what was asked for.
        #expect(try helpRequest(["--strict", "--help"]).commandPath == ["archkit", "check"])
    }

    @Test func helpInsideAGroupOfShortFlags() throws {
        #expect(try helpRequest(["check", "-sh"]).commandPath == ["archkit", "check"])
    }

    @Test func helpWinsOverEarlierMistakes() throws {
        #expect(try helpRequest(["check", "--fromat", "json", "--help"]).commandPath == ["archkit", "check"])
        #expect(try helpRequest(["check", "--format", "--help"]).commandPath == ["archkit", "check"])
        #expect(try helpRequest(["check", "a", "b", "--help"]).commandPath == ["archkit", "check"])
        #expect(try helpRequest(["new", "featur", "--help"]).commandPath == ["archkit", "new"])
    }

    @Test func helpAfterDoubleDashDoesNotHideMistakes() {
        #expect(usageError(["check", "a", "--", "b", "--help"])?.message == "unexpected argument 'b'")
    }

    @Test func helpSubcommandNamesTheCommand() throws {
        #expect(try helpRequest(["help", "check"]).commandPath == ["archkit", "check"])
        let nested = try helpRequest(["help", "new", "feature"])
        #expect(nested.commandPath == ["archkit", "new", "feature"])
        #expect(nested.text == SampleSpecs.parser.helpText(forCommandPath: ["archkit", "new", "feature"]))
        #expect(try helpRequest(["new", "help", "module"]).commandPath == ["archkit", "new", "module"])
        #expect(try helpRequest(["help", "new", "--help"]).commandPath == ["archkit", "new"])
    }

    @Test func helpIsAnOrdinaryWordBelowTheSubcommands() throws {
        #expect(try parsed(["new", "feature", "help"]).positional("name") == "help")
    }

    @Test func realSubcommandCalledHelpWins() throws {
        let root = CommandSpec(name: "tool", abstract: "", subcommands: [CommandSpec(name: "help", abstract: "")])
        #expect(try parsed(["help"], with: CommandLineParser(root: root)).commandPath == ["tool", "help"])
    }

    @Test func versionAtTheTopLevel() throws {
        #expect(try SampleSpecs.parser.parse(["--version"]) == .version("1.2.3"))
        #expect(try SampleSpecs.parser.parse(["--version", "--bogus"]) == .version("1.2.3"))
    }

    @Test func versionIsNotAnOptionOfSubcommands() {
        #expect(usageError(["check", "--version"])?.message == "unknown option '--version'")
    }

    @Test func versionIsUnknownWithoutAVersionString() {
        let parser = CommandLineParser(root: CommandSpec(name: "tool", abstract: ""))
        #expect(usageError(["--version"], with: parser)?.message == "unknown option '--version'")
    }
}
