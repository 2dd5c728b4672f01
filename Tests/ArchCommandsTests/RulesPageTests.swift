import ArchCore
import ArchRuleCatalogue
import ArchTestSupport
import Foundation
import Testing

/// `docs/rules.md` is made from the rules' own descriptions and examples (`RulesPage`): this
/// fails when the file is stale, and writes it anew when `ARCHKIT_UPDATE_DOCS=1`.
@Suite("Rules page")
struct RulesPageTests {
    @Test func docsRulesIsMadeFromTheRules() throws {
        let url = RepositoryPaths.root.appendingPathComponent("docs/rules.md")
        let made = RulesPage.markdown()
        if ProcessInfo.processInfo.environment["ARCHKIT_UPDATE_DOCS"] == "1" {
            try made.write(to: url, atomically: true, encoding: .utf8)
        }
        let written = try String(contentsOf: url, encoding: .utf8)
        #expect(written == made, "docs/rules.md is stale; remake it with: ARCHKIT_UPDATE_DOCS=1 swift test --filter RulesPageTests")
    }

    @Test func everyRuleAndProblemHasARowAndASection() {
        let page = RulesPage.markdown()
        for id in RuleCatalogue.ruleIDs + InputProblem.all.map(\.id) {
            #expect(page.contains("| [`\(id)`](#\(id)) |"), "\(id)")
            #expect(page.contains("\n### `\(id)`\n"), "\(id)")
        }
    }
}
