import ArchAnalysis
import ArchConfig
import ArchManifest
import ArchRules
import ArchTestSupport
import Foundation
import Testing

/// Forces the full scan: a rule that claims to read type references and reports nothing.
private struct ReadsReferencesAlways: Rule {
    var description: RuleDescription {
        RuleDescription(id: "reads-references", name: "Reads references", summary: "", rationale: "",
                        defaultSeverity: .warning, triggeringExamples: [], nonTriggeringExamples: [])
    }
    func evaluate(_ context: RuleContext) -> [RuleFinding] { [] }
    func readsReferences(_ rules: ArchitectureRules) -> Bool { true }
}

/// The analysis scans without type references when no rule and no folder module reads them.
/// Whatever it chooses, the findings and the graph must be those of a full scan.
@Suite("Scan mode findings")
struct ScanModeFindingsTests {
    private func analyses(root: URL) throws -> (chosen: Analysis, full: Analysis) {
        let reader = ManifestReaderFactory(cacheDirectory: nil).makeReader(for: .static)
        let request = AnalysisRequest(root: root.standardizedFileURL, rootDisplay: root.path, configFile: nil)
        let chosen = try Analyzer(manifestReader: reader, ruleEngine: RuleEngine()).analyze(request)
        let full = try Analyzer(manifestReader: reader, ruleEngine: RuleEngine(rules: RuleCatalogue.all + [ReadsReferencesAlways()]))
            .analyze(request)
        return (chosen, full)
    }

    private func expectSameFindings(root: URL, _ label: String) throws {
        let (chosen, full) = try analyses(root: root)
        #expect(chosen.diagnostics == full.diagnostics, "\(label)")
        #expect(chosen.accepted == full.accepted, "\(label)")
        #expect(chosen.graph.edges == full.graph.edges, "\(label)")
    }

    @Test func everyRuleExample() throws {
        var sawLightScan = false
        for rule in RuleCatalogue.all {
            for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
                let repository = try ExampleRepository(example)
                try expectSameFindings(root: repository.directory.url, rule.description.id)
                let chosen = try analyses(root: repository.directory.url).chosen
                if !RuleEngine().readsReferences(chosen.rules) && chosen.rules.folderModules.isEmpty { sawLightScan = true }
            }
        }
        #expect(sawLightScan, "no example exercised the scan without references")
    }

    @Test func everyFixture() throws {
        for name in ["EcommerceApp", "FeatureLayers", "RouteModules"] {
            try expectSameFindings(root: RepositoryPaths.fixtures.appendingPathComponent(name), name)
        }
    }
}
