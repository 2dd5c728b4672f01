import ArchArguments
import Testing

/// Options declared once as typed keys: the same key makes the spec entry and reads the value.
@Suite("Typed option keys")
struct OptionKeyTests {
    enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    enum Keys {
        static let format = Option<Format>.choice("format", short: "f", valueName: "format")
        static let output = Option<String>("output", short: "o", valueName: "file")
        static let strict = Flag("strict", short: "s")
        static let set = RepeatableOption("set", valueName: "key=value")
        static let path = Argument("path")
    }

    static let parser = CommandLineParser(root: CommandSpec(
        name: "tool",
        abstract: "",
        options: [
            Keys.format.spec(help: "Output format.", defaultValue: .text),
            Keys.output.spec(help: "Where to write."),
            Keys.strict.spec(help: "Fail on warnings."),
            Keys.set.spec(help: "Sets a variable.", completion: .nothing),
        ],
        positionals: [Keys.path.optional(help: "The folder.", defaultValue: ".")]))

    func command(_ arguments: [String]) throws -> ParsedCommand {
        try parsed(arguments, with: Self.parser)
    }

    @Test func valuesAreReadAsTheirDeclaredTypes() throws {
        let given = try command(["here", "-f", "json", "--output", "out.txt", "--strict", "--set", "a=1", "--set", "b=2"])
        #expect(given[Keys.format] == .json)
        #expect(given[Keys.output] == "out.txt")
        #expect(given[Keys.strict])
        #expect(given[Keys.set] == ["a=1", "b=2"])
        #expect(given[Keys.path] == "here")
        #expect(given.isGiven(Keys.format))
        #expect(given.isGiven(Keys.set))
    }

    @Test func absentOptionsTakeTheirDeclaredDefaults() throws {
        let bare = try command([])
        #expect(bare[Keys.format] == .text)
        #expect(!bare.isGiven(Keys.format))
        #expect(bare[Keys.output] == nil)
        #expect(!bare[Keys.strict])
        #expect(bare[Keys.set] == [])
        #expect(bare[Keys.path] == ".")
    }

    @Test func aChoiceAllowsExactlyTheCases() throws {
        let spec = Keys.format.spec(help: "", defaultValue: .text)
        #expect(spec.allowedValues == ["text", "json"])
        #expect(spec.defaultValue == "text")
        #expect(spec.shortName == "f")
        #expect(usageError(["--format", "yaml"], with: Self.parser)?.message
            == "invalid value 'yaml' for option '--format' (allowed: text, json)")
    }
}
