import ArchCore
import ArchRulesFile
import Testing

/// How the parser reads statements that rules declare: a rule gives its keyword and reader,
/// and nothing in the language changes. The statement here belongs to no real rule.
@Suite("Statements declared by rules")
struct RuleStatementParsingTests {
    static let owners = RuleSettingKey<[String]>("owners", default: [])
    static let reviewedLayers = RuleSettingKey<[ArchitectureRules.Reference]>("reviewed", default: [])

    static let vocabulary = RulesVocabulary(ruleIDs: ["review"], statements: [
        RuleStatement("owners", syntax: "owners NAME…", meaning: "who owns the code") { line in
            for word in line.words(missing: "missing name after 'owners'") {
                guard word.text.hasPrefix("@") else {
                    line.report("'\(word.text)' is not a team; write '@\(word.text)'", at: word.column)
                    continue
                }
                line.settings.modify(owners) { $0.append(word.text) }
            }
        },
        RuleStatement("reviewed", syntax: "reviewed LAYER…", meaning: "layers reviewed twice") { line in
            line.appendLayers(to: reviewedLayers)
        },
        // A rule may not take over a keyword of the language.
        RuleStatement("layer", syntax: "layer", meaning: "") { line in line.report("taken over", at: 1) },
    ])

    private func parse(_ text: String) -> Result<ArchitectureRules, ArchRulesError> {
        ArchRulesParser.parse(bytes: Array(text.utf8), file: ".archrules", vocabulary: Self.vocabulary)
    }

    private func problems(_ text: String) -> [String] {
        switch parse(text) {
        case .success: return []
        case .failure(let error): return error.problems.map(\.description)
        }
    }

    @Test func aDeclaredStatementWritesItsRulesSettingsAcrossLines() throws {
        let rules = try parse("owners @cart\nlayer Domain = *Domain\nowners @checkout @search\nreviewed Domain\n").get()
        #expect(rules.ruleSettings[Self.owners] == ["@cart", "@checkout", "@search"])
        #expect(rules.ruleSettings[Self.reviewedLayers] == [.init(name: "Domain", location: SourceLocation(file: ".archrules", line: 4, column: 10))])
        #expect(rules.layers.map(\.name) == ["Domain"])
    }

    @Test func withoutItsStatementASettingHasItsDefault() throws {
        let rules = try parse("layer Domain = *Domain\n").get()
        #expect(rules.ruleSettings[Self.owners] == [])
        #expect(rules.ruleSettings == RuleSettings())
    }

    @Test func problemsComeAtTheirPlacesAmongTheLanguagesOwn() {
        #expect(problems("owners cart\nlayr X = Y\nowners\nowners @a = @b\n") == [
            ".archrules:1:8: error: 'cart' is not a team; write '@cart'",
            ".archrules:2:1: error: unknown keyword 'layr'; did you mean 'layer'?",
            ".archrules:3:7: error: missing name after 'owners'",
            ".archrules:4:11: error: unexpected '='",
        ])
    }

    @Test func declaredLayerNamesAreCheckedOnceTheFileIsRead() {
        #expect(problems("reviewed Domian\nlayer Domain = *Domain\n") == [
            ".archrules:1:10: error: unknown layer 'Domian'; did you mean 'Domain'?",
        ])
        #expect(problems("layer Domain = *Domain\nreviewed Domain *\nreviewed Domain\n") == [
            ".archrules:2:17: error: 'reviewed' takes layer names, not '*'",
            ".archrules:3:10: error: duplicate layer 'Domain' for 'reviewed'; first listed at line 2",
        ])
    }

    @Test func misspeltDeclaredKeywordsAreSuggestedAndTheLanguageKeepsItsOwn() {
        #expect(problems("ownres @a\n") == [".archrules:1:1: error: unknown keyword 'ownres'; did you mean 'owners'?"])
        // Without the vocabulary the keyword is unknown.
        let plain = ArchRulesParser.parse(bytes: Array("owners @a\n".utf8), file: ".archrules", knownRuleIDs: [])
        #expect((try? plain.get()) == nil)
        // `layer` is still the language's, whatever a rule declares.
        #expect(problems("layer Domain = *Domain\n").isEmpty)
    }

    @Test func settingsCompareByValue() {
        var first = RuleSettings(), second = RuleSettings()
        first[Self.owners] = ["@a"]
        #expect(first != second)
        second.modify(Self.owners) { $0 = ["@a"] }
        #expect(first == second)
        second[Self.reviewedLayers] = []
        #expect(first != second)
    }
}
