import ArchAnalysis
import ArchRulesFile
import ArchManifest
import ArchRuleCatalogue
import ArchSyntax
import ArchTestSupport
import Foundation
import Testing

/// Forces the scan to record every optional fact: a rule that claims to read them all and
/// reports nothing.
private struct ReadsEveryFact: Rule {
    var description: RuleDescription {
        RuleDescription(id: RuleID("reads-every-fact"), name: "Reads every fact", summary: "", rationale: "",
                        defaultSeverity: .warning, triggeringExamples: [], nonTriggeringExamples: [])
    }
    func evaluate(_ context: RuleContext) -> [RuleFinding] { [] }
    func readsFacts(_ rules: ArchitectureRules) -> ScanFacts { .all }
}

/// The analysis records only the facts the rules in force declare (type references also when
/// folder modules need them). If a rule read a fact it does not declare, its findings would
/// differ from those of a scan that records everything.
@Suite("Scan fact choice findings")
struct ScanFactChoiceTests {
    /// The chosen analysis, after checking it against one that records every fact.
    @discardableResult
    private func expectSameFindings(root: URL, _ label: String) throws -> Analysis {
        let reader = ManifestReaderFactory(cacheDirectory: nil).makeReader(for: .static)
        let request = AnalysisRequest(root: root.standardizedFileURL, rootDisplay: root.path, configFile: nil)
        let chosen = try Analyzer(manifestReader: reader, ruleEngine: RuleEngine()).analyze(request)
        let full = try Analyzer(manifestReader: reader, ruleEngine: RuleEngine(rules: RuleCatalogue.all + [ReadsEveryFact()]))
            .analyze(request)
        #expect(chosen.diagnostics == full.diagnostics, "\(label)")
        #expect(chosen.accepted == full.accepted, "\(label)")
        #expect(chosen.graph.edges == full.graph.edges, "\(label)")
        return chosen
    }

    private func parse(_ text: String) throws -> ArchitectureRules {
        let ids = Set(RuleCatalogue.ruleIDs)
        return try ArchRulesParser.parse(bytes: Array(text.utf8), file: ".archrules", knownRuleIDs: ids).get()
    }

    @Test func everyRuleExample() throws {
        var sawScanWithoutReferences = false
        for rule in RuleCatalogue.all {
            for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
                let repository = try ExampleRepository(example)
                let chosen = try expectSameFindings(root: repository.directory.url, rule.description.id.rawValue)
                if !RuleEngine().scanOptions(chosen.rules).facts.contains(.references) && chosen.rules.folderModules.isEmpty {
                    sawScanWithoutReferences = true
                }
            }
        }
        #expect(sawScanWithoutReferences, "no example exercised the scan without references")
    }

    @Test func everyFixture() throws {
        for name in ["EcommerceApp", "FeatureLayers", "RouteModules"] {
            try expectSameFindings(root: RepositoryPaths.fixtures.appendingPathComponent(name), name)
        }
    }

    /// The benchmark repositories' rules read no references and no public declarations.
    @Test func benchmarkRulesLeaveOutReferencesAndPublicDeclarations() throws {
        let rules = try parse("""
            layer Core = Core*
            layer Domain = Domain*
            allow Domain -> Core
            forbid Core -> UIKit
            ban-names Manager
            """)
        #expect(RuleEngine().scanOptions(rules).facts == [.calls, .hardCodedCounts, .enumCases])
    }

    /// A rule turned off reads nothing.
    @Test func aRuleTurnedOffReadsNothing() throws {
        let rules = try parse("""
            layer Core = Core*
            severity hard-coded-collection-size off
            """)
        #expect(!RuleEngine().scanOptions(rules).facts.contains(.hardCodedCounts))
    }
}
