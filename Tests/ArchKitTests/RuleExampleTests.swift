import ArchCore
import ArchRules
import Testing
import ArchAnalysis
import ArchKitCLI

/// Every rule's documented examples, run through the whole pipeline: the triggering ones
/// must be reported exactly where their markers are, the others not at all.
@Suite("Rule examples")
struct RuleExampleTests {
    static let rules = RuleCatalogue.all.map(\.description.id)

    @Test(arguments: rules)
    func everyRuleHasBothKindsOfExample(ruleID: String) throws {
        let rule = try #require(RuleCatalogue.rule(withID: ruleID))
        #expect(!rule.description.triggeringExamples.isEmpty)
        #expect(!rule.description.nonTriggeringExamples.isEmpty)
    }

    @Test(arguments: rules)
    func triggeringExamplesAreReportedAtTheirMarkers(ruleID: String) throws {
        let rule = try #require(RuleCatalogue.rule(withID: ruleID))
        for (index, example) in rule.description.triggeringExamples.enumerated() {
            let repository = try ExampleRepository(example)
            #expect(!repository.markedLocations.isEmpty, "triggering example \(index + 1) of \(ruleID) marks no place")
            let found = try repository.analyze().diagnostics(of: ruleID)
            let foundLocations = Set(found.compactMap(\.location))
            #expect(foundLocations == repository.markedLocations,
                    "example \(index + 1) of \(ruleID): found \(found.map { "\($0.location?.description ?? "-") \($0.message)" })")
            #expect(found.allSatisfy { $0.severity == rule.description.defaultSeverity })
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesAreNotReported(ruleID: String) throws {
        let rule = try #require(RuleCatalogue.rule(withID: ruleID))
        for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
            let repository = try ExampleRepository(example)
            let analysis = try repository.analyze()
            let found = analysis.diagnostics(of: ruleID)
            #expect(found.isEmpty, "example \(index + 1) of \(ruleID): \(found.map { "\($0.location?.description ?? "-") \($0.message)" })")
            // An example that fails to read proves nothing.
            let unreadable = analysis.diagnostics.filter { $0.ruleID.hasPrefix("manifest-") }
            #expect(unreadable.isEmpty, "example \(index + 1) of \(ruleID): \(unreadable.map(\.message))")
        }
    }
}
