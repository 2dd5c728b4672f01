import ArchCore
import Foundation
import ArchRuleCatalogue
import Testing
import ArchAnalysis
import ArchCommands

/// Every rule's documented examples, run through the whole pipeline: the triggering ones
/// must be reported exactly where their markers are, the others not at all.
@Suite("Rule examples")
struct RuleExampleTests {
    static let rules = RuleCatalogue.ruleIDs

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
            // A finding with several places (a broken dependency's declaration and imports) has
            // a marker at each, and no place belongs to two findings.
            let places = found.flatMap(\.places)
            #expect(Set(places) == repository.markedLocations && places.count == Set(places).count,
                    "example \(index + 1) of \(ruleID): found \(found.map { "\($0.places.map(\.description)) \($0.message)" })")
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

/// Every run asks each rule's description for its id and severity; the examples, many files per
/// rule, are built only when someone reads them.
@Suite("Rule descriptions")
struct RuleDescriptionTests {
    final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.lock(); value += 1; lock.unlock() }
        var current: Int { lock.lock(); defer { lock.unlock() }; return value }
    }

    @Test func examplesAreBuiltOnlyWhenRead() {
        let built = Count()
        @Sendable func examples() -> [RuleExample] {
            built.increment()
            return [RuleExample(["Package.swift": ExampleManifest.package("App", [.init("Basket")])])]
        }
        let description = RuleDescription(id: RuleID("counted"), name: "Counted", summary: "", rationale: "", defaultSeverity: .warning,
                                          triggeringExamples: examples(), nonTriggeringExamples: examples() + examples())
        #expect(description.id == RuleID("counted") && description.defaultSeverity == .warning)
        #expect(built.current == 0)
        #expect(description.triggeringExamples.count == 1)
        #expect(built.current == 1)
        #expect(description.nonTriggeringExamples.count == 2)
        #expect(built.current == 3)
    }
}
