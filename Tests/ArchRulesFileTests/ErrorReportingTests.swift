import ArchRulesFile
import ArchCore
import Testing

@Suite("Errors")
struct ErrorReportingTests {
    static let identifierRule = "(use letters, digits and underscores, not starting with a digit)"

    @Test func unknownKeywordWithSuggestion() throws {
        let error = try #require(parse("layer Core = Core\nlaye Domain = Domain\n").failure)
        #expect(error.problems == [
            ArchRulesProblem(location: at(2, 1), message: "unknown keyword 'laye'", suggestion: "layer"),
        ])
        #expect(error.description == ".archrules:2:1: error: unknown keyword 'laye'; did you mean 'layer'?")
    }

    @Test func unknownKeywordSuggestions() {
        #expect(problemLines("  frobid A -> B") == [".archrules:1:3: error: unknown keyword 'frobid'; did you mean 'forbid'?"])
        #expect(problemLines("ban-name Foo") == [".archrules:1:1: error: unknown keyword 'ban-name'; did you mean 'ban-names'?"])
        #expect(problemLines("whatever x") == [".archrules:1:1: error: unknown keyword 'whatever'"])
        #expect(problemLines("= x") == [".archrules:1:1: error: unknown keyword '='"])
    }

    @Test func unknownLayerInAllowSource() {
        #expect(problemLines("layer Domain = *Domain\nallow Doman -> Domain\n") == [
            ".archrules:2:7: error: unknown layer 'Doman'; did you mean 'Domain'?",
        ])
    }

    @Test func unknownLayerInAllowTargetSuggestsFolderModules() {
        #expect(problemLines("module Shell = App/**\nlayer Core = Core\nallow Core -> Shel Nothing *\n") == [
            ".archrules:3:15: error: unknown layer 'Shel'; did you mean 'Shell'?",
            ".archrules:3:20: error: unknown layer 'Nothing'",
        ])
    }

    @Test func unknownLayerInIndependent() {
        #expect(problemLines("independent Featur\nlayer Feature = *Feature\n") == [
            ".archrules:1:13: error: unknown layer 'Featur'; did you mean 'Feature'?",
        ])
    }

    @Test func forbidOperandsAreNotCheckedAgainstLayers() throws {
        let parsed = try rules("forbid Anything -> UIKit\n")
        #expect(parsed.prohibitions.count == 1)
    }

    @Test func unknownTestsValue() {
        #expect(problemLines("tests chek") == [
            ".archrules:1:7: error: unknown value 'chek' for 'tests' (expected 'check' or 'skip'); did you mean 'check'?",
        ])
        #expect(problemLines("tests always") == [
            ".archrules:1:7: error: unknown value 'always' for 'tests' (expected 'check' or 'skip')",
        ])
    }

    @Test func unknownSeverityLevel() {
        #expect(problemLines("severity banned-name eror") == [
            ".archrules:1:22: error: unknown severity level 'eror' (expected 'error', 'warning' or 'off'); did you mean 'error'?",
        ])
    }

    @Test func unknownRuleID() {
        #expect(problemLines("severity baned-name off") == [
            ".archrules:1:10: error: unknown rule id 'baned-name'; did you mean 'banned-name'?",
        ])
        #expect(problemLines("severity nothing-like-it off") == [
            ".archrules:1:10: error: unknown rule id 'nothing-like-it'",
        ])
    }

    @Test(arguments: [
        ("layer", ".archrules:1:6: error: missing layer name after 'layer'"),
        ("layer = Core", ".archrules:1:7: error: missing layer name after 'layer'"),
        ("module", ".archrules:1:7: error: missing module name after 'module'"),
        ("allow", ".archrules:1:6: error: missing layer name after 'allow'"),
        ("allow -> Core", ".archrules:1:7: error: missing layer name after 'allow'"),
        ("forbid", ".archrules:1:7: error: missing source after 'forbid'"),
        ("independent", ".archrules:1:12: error: missing layer name after 'independent'"),
        ("ban-names", ".archrules:1:10: error: missing suffix after 'ban-names'"),
        ("exclude   # nothing", ".archrules:1:8: error: missing path pattern after 'exclude'"),
        ("tests", ".archrules:1:6: error: missing value after 'tests' (expected 'check' or 'skip')"),
        ("severity", ".archrules:1:9: error: missing rule id after 'severity'"),
        ("severity banned-name",
         ".archrules:1:21: error: missing level after 'banned-name' (expected 'error', 'warning' or 'off')"),
    ])
    func missingNames(line: String, expected: String) {
        #expect(problemLines(line) == [expected])
    }

    @Test(arguments: [
        ("layer Core Core*", ".archrules:1:12: error: expected '=' after layer name 'Core'"),
        ("layer Core", ".archrules:1:11: error: expected '=' after layer name 'Core'"),
        ("module App -> App/**", ".archrules:1:12: error: expected '=' after module name 'App'"),
        ("forbid Core UIKit", ".archrules:1:18: error: expected '->' after 'UIKit'"),
        ("forbid Core", ".archrules:1:12: error: expected '->' after 'Core'"),
        ("forbid Core = UIKit", ".archrules:1:13: error: expected '->' after 'Core'"),
    ])
    func missingSeparators(line: String, expected: String) {
        #expect(problemLines(line) == [expected])
    }

    @Test(arguments: [
        ("layer Core =", ".archrules:1:13: error: missing module patterns after '='"),
        ("module App=", ".archrules:1:12: error: missing path patterns after '='"),
        ("forbid Core ->", ".archrules:1:15: error: missing target after '->'"),
        ("forbid Core->  # comment", ".archrules:1:14: error: missing target after '->'"),
    ])
    func missingPatternsOrTargets(line: String, expected: String) {
        #expect(problemLines(line) == [expected])
    }

    @Test func namesMustBeIdentifiers() {
        #expect(problemLines("layer 1Core = Core") == [
            ".archrules:1:7: error: '1Core' is not a valid layer name \(Self.identifierRule)",
        ])
        #expect(problemLines("module My.App = App/**") == [
            ".archrules:1:8: error: 'My.App' is not a valid module name \(Self.identifierRule)",
        ])
        #expect(problemLines("ban-names Manager Foo-Bar 2nd") == [
            ".archrules:1:19: error: 'Foo-Bar' is not a valid suffix \(Self.identifierRule)",
            ".archrules:1:27: error: '2nd' is not a valid suffix \(Self.identifierRule)",
        ])
    }

    @Test func duplicateLayerAndModuleNames() {
        #expect(problemLines("layer Core = Core\nlayer Core = Base\n") == [
            ".archrules:2:7: error: duplicate layer 'Core'; first declared at line 1",
        ])
        #expect(problemLines("module App = A\n\nmodule App = B\n") == [
            ".archrules:3:8: error: duplicate module 'App'; first declared at line 1",
        ])
    }

    @Test func layerAndFolderModuleMayShareAName() throws {
        let parsed = try rules("layer App = App\nmodule App = MyApp/**\n")
        #expect(parsed.layer(forModule: "App") == "App")
    }

    @Test func testsAndSeverityTwice() {
        #expect(problemLines("tests check\ntests skip\n") == [
            ".archrules:2:1: error: duplicate 'tests' statement; already set at line 1",
        ])
        #expect(problemLines("severity banned-name off\nseverity banned-name error\nseverity dependency-cycle off\n") == [
            ".archrules:2:10: error: duplicate severity for rule 'banned-name'; already set at line 1",
        ])
    }

    @Test func unexpectedTokens() {
        #expect(problemLines("layer Core = Core -> Base") == [".archrules:1:19: error: unexpected '->'"])
        #expect(problemLines("tests check extra") == [".archrules:1:13: error: unexpected 'extra' after 'check'"])
        #expect(problemLines("severity banned-name off now") == [".archrules:1:26: error: unexpected 'now' after 'off'"])
        #expect(problemLines("exclude A = B") == [".archrules:1:11: error: unexpected '='"])
    }

    @Test func banNamesNoneMustStandAlone() {
        #expect(problemLines("ban-names Manager none") == [
            ".archrules:1:19: error: 'none' must stand alone on a 'ban-names' line",
        ])
        #expect(problemLines("ban-names Manager\nban-names none\n") == [
            ".archrules:2:11: error: 'ban-names none' conflicts with the 'ban-names' line at line 1",
        ])
        #expect(problemLines("ban-names none\nban-names Manager\n") == [
            ".archrules:2:1: error: 'ban-names' conflicts with 'ban-names none' at line 1",
        ])
    }

    @Test func aBrokenDeclarationDoesNotCascadeIntoUnknownLayers() {
        #expect(problemLines("layer Core Core*\nallow Core -> Core\nindependent Core\n") == [
            ".archrules:1:12: error: expected '=' after layer name 'Core'",
        ])
    }

    @Test func allProblemsAreReportedTogetherSortedByLocation() throws {
        let text = """
        allow Featur -> Domain      # resolved after the whole file, reported in place
        laye Domain = *Domain
        layer Feature = *Feature
        tests sometimes
        layer Feature = Other
        severity banned-nam warnin
        """
        let error = try #require(parse(text).failure)
        #expect(error.description == """
        .archrules:1:7: error: unknown layer 'Featur'; did you mean 'Feature'?
        .archrules:1:17: error: unknown layer 'Domain'
        .archrules:2:1: error: unknown keyword 'laye'; did you mean 'layer'?
        .archrules:4:7: error: unknown value 'sometimes' for 'tests' (expected 'check' or 'skip')
        .archrules:5:7: error: duplicate layer 'Feature'; first declared at line 3
        .archrules:6:10: error: unknown rule id 'banned-nam'; did you mean 'banned-name'?
        .archrules:6:21: error: unknown severity level 'warnin' (expected 'error', 'warning' or 'off'); did you mean 'warning'?
        """)
        #expect(error.problems.map(\.location) == error.problems.map(\.location).sorted())
    }

    @Test func locationsUseTheGivenFilePath() throws {
        let result = ArchRulesParser.parse(bytes: Array("laye x".utf8), file: "sub/dir/.archrules", knownRuleIDs: [])
        let error = try #require(result.failure)
        #expect(error.problems.first?.location == SourceLocation(file: "sub/dir/.archrules", line: 1, column: 1))
    }

    @Test func problemBecomesADiagnostic() {
        let problem = ArchRulesProblem(location: at(3, 5), message: "unknown keyword 'laye'", suggestion: "layer")
        #expect(problem.diagnostic(ruleID: "config") == Diagnostic(
            ruleID: "config", severity: .error,
            message: "unknown keyword 'laye'; did you mean 'layer'?", location: at(3, 5)
        ))
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
