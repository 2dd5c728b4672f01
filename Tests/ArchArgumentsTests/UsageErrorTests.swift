import ArchArguments
import Testing

@Suite("Usage errors")
struct UsageErrorTests {
    private let checkUsage = """
        Usage: archkit check [<path>] [--format <format>] [--strict] [--quiet]
               [--set <key=value> ...] [--config <file>]
        """

    @Test func unknownOptionRendersMessageUsageAndHint() throws {
        let error = try #require(usageError(["check", "--fromat", "json"]))
        #expect(error.kind == .unknownOption("--fromat", suggestion: "--format"))
        #expect(error.commandPath == ["archkit", "check"])
        #expect(error.usage == checkUsage)
        #expect(error.helpHint == "See 'archkit check --help'.")
        #expect(error.rendered == """
            error: unknown option '--fromat'; did you mean '--format'?

            \(checkUsage)
            See 'archkit check --help'.
            """)
        #expect(error.description == error.rendered)
        #expect(UsageError.exitCode == 2)
    }

    @Test func unknownOptionWithAttachedValueNamesOnlyTheOption() {
        #expect(usageError(["check", "--fromat=json"])?.message == "unknown option '--fromat'; did you mean '--format'?")
    }

    @Test func unknownOptionWithoutNearbyName() {
        #expect(usageError(["check", "--verbose"])?.message == "unknown option '--verbose'")
    }

    @Test func unknownOptionAtTheRootIsReportedForTheDefaultSubcommand() throws {
        let error = try #require(usageError(["--fromat", "json"]))
        #expect(error.message == "unknown option '--fromat'; did you mean '--format'?")
        #expect(error.commandPath == ["archkit", "check"])
    }

    @Test func unknownShortOption() {
        #expect(usageError(["check", "-x"])?.message == "unknown option '-x'")
        #expect(usageError(["check", "-sx"])?.message == "unknown option '-x'")
    }

    @Test func longOptionWithOneDash() {
        #expect(usageError(["check", "-strict"])?.message == "unknown option '-strict'; did you mean '--strict'?")
        #expect(usageError(["-format", "json"])?.message == "unknown option '-format'; did you mean '--format'?")
    }

    @Test func unknownSubcommand() throws {
        let error = try #require(usageError(["new", "featuer", "Payments"]))
        #expect(error.message == "unknown subcommand 'featuer'; did you mean 'feature'?")
        #expect(error.rendered == """
            error: unknown subcommand 'featuer'; did you mean 'feature'?

            Usage: archkit new <subcommand>
            See 'archkit new --help'.
            """)
    }

    @Test func unknownSubcommandWhenTheDefaultTakesNoWords() {
        let root = CommandSpec(
            name: "tool", abstract: "",
            subcommands: [CommandSpec(name: "build", abstract: ""), CommandSpec(name: "clean", abstract: "")],
            defaultSubcommand: "build"
        )
        let parser = CommandLineParser(root: root)
        #expect(usageError(["biuld"], with: parser)?.message == "unknown subcommand 'biuld'; did you mean 'build'?")
        #expect(usageError(["xyz"], with: parser)?.message == "unknown subcommand 'xyz'")
        #expect(usageError(["--", "xyz"], with: parser)?.message == "unexpected argument 'xyz'")
    }

    @Test func unknownSubcommandAfterHelp() throws {
        let error = try #require(usageError(["help", "nwe"]))
        #expect(error.message == "unknown subcommand 'nwe'; did you mean 'new'?")
        #expect(error.commandPath == ["archkit"])
        #expect(error.usage == "Usage: archkit [<subcommand>]")
        #expect(usageError(["help", "check", "extra"])?.message == "unknown subcommand 'extra'")
    }

    @Test func missingSubcommand() throws {
        let error = try #require(usageError(["new"]))
        #expect(error.kind == .missingSubcommand(expected: ["feature", "module"]))
        #expect(error.message == "missing subcommand; expected one of: feature, module")
        #expect(error.commandPath == ["archkit", "new"])
    }

    @Test func subcommandAfterDoubleDashIsNotASubcommand() {
        #expect(usageError(["new", "--", "feature"])?.message == "unexpected argument 'feature'")
    }

    @Test func missingValueAtTheEnd() throws {
        let error = try #require(usageError(["check", "--format"]))
        #expect(error.kind == .missingValue(option: "--format"))
        #expect(error.message == "missing value for option '--format'")
    }

    @Test func missingValueBeforeAnotherOption() {
        #expect(usageError(["check", "--format", "--strict"])?.message == "missing value for option '--format'")
        #expect(usageError(["check", "-f", "--", "x"])?.message == "missing value for option '-f'")
    }

    @Test func valueOptionInsideAGroupOfFlagsNeedsToComeLast() {
        #expect(usageError(["check", "-fs", "json"])?.message == "missing value for option '-f'")
    }

    @Test func valueNotAllowedSuggestsTheNearest() throws {
        let error = try #require(usageError(["check", "--format", "jsn"]))
        #expect(error.kind == .valueNotAllowed(option: "--format", value: "jsn", allowed: ["xcode", "json"], suggestion: "json"))
        #expect(error.message == "invalid value 'jsn' for option '--format' (allowed: xcode, json); did you mean 'json'?")
    }

    @Test func valueNotAllowedWithoutNearbyValue() {
        #expect(usageError(["check", "-f", "yaml"])?.message == "invalid value 'yaml' for option '-f' (allowed: xcode, json)")
        #expect(usageError(["check", "--format="])?.message == "invalid value '' for option '--format' (allowed: xcode, json)")
    }

    @Test func flagGivenAValue() throws {
        let error = try #require(usageError(["check", "--strict=yes"]))
        #expect(error.kind == .flagGivenValue(option: "--strict", value: "yes"))
        #expect(error.message == "option '--strict' takes no value, but was given 'yes'")
    }

    @Test func repeatedSingleValueOption() {
        #expect(usageError(["check", "--format", "json", "--format", "xcode"])?.message
            == "option '--format' may only be given once")
        #expect(usageError(["check", "--format", "json", "-f", "json"])?.message == "option '-f' may only be given once")
    }

    @Test func tooManyPositionals() throws {
        let error = try #require(usageError(["check", "src", "tests"]))
        #expect(error.kind == .unexpectedArgument("tests"))
        #expect(error.message == "unexpected argument 'tests'")
        #expect(usageError(["new", "feature", "A", "B"])?.message == "unexpected argument 'B'")
    }

    @Test func positionalForACommandWithoutArguments() {
        let parser = CommandLineParser(root: CommandSpec(name: "tool", abstract: ""))
        #expect(usageError(["anything"], with: parser)?.message == "unexpected argument 'anything'")
    }

    @Test func missingRequiredPositional() throws {
        let error = try #require(usageError(["new", "feature", "--dry-run"]))
        #expect(error.kind == .missingArgument("name"))
        #expect(error.rendered == """
            error: missing required argument '<name>'

            Usage: archkit new feature <name> [--dry-run]
            See 'archkit new feature --help'.
            """)
    }

    @Test func missingOneOrMorePositional() {
        #expect(usageError(["new", "module"])?.message == "missing required argument '<names>'")
    }
}
