import ArchCore
import ArchRuleCatalogue
import Testing

/// The catalogue is the one list a rule is registered in; everything else that names rules
/// (`archkit rules`, `severity` lines, completions, SARIF, docs/rules.md) is made from it.
@Suite("Rule catalogue")
struct RuleCatalogueTests {
    @Test func idsAreUniqueAndWrittenAsUsersWriteThem() {
        let ids = RuleCatalogue.ruleIDs
        #expect(Set(ids).count == ids.count, "\(ids)")
        #expect(Set(ids).isDisjoint(with: InputProblem.all.map(\.id)))
        for id in ids {
            let isLowercaseWords = id.split(separator: "-", omittingEmptySubsequences: false)
                .allSatisfy { !$0.isEmpty && $0.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) } }
            #expect(isLowercaseWords, "\(id)")
        }
    }

    @Test func aRuleIsFoundByTheIdUsersWrite() throws {
        for rule in RuleCatalogue.all {
            let found = try #require(RuleCatalogue.rule(withID: rule.description.id.rawValue))
            #expect(found.description.id == rule.description.id)
        }
        #expect(RuleCatalogue.rule(withID: "no-such-rule") == nil)
    }
}
