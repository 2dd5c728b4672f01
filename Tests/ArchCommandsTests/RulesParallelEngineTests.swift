import ArchAnalysis
import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchRuleCatalogue
import ArchTestSupport
import Foundation
import Testing

/// The engine runs the rules side by side; its diagnostics must be exactly those of running
/// them one after another, in the same order, however the threads were scheduled.
@Suite("Rules evaluated side by side")
struct RulesParallelEngineTests {
    @Test(arguments: ["EcommerceApp", "FeatureLayers", "RouteModules"])
    func sideBySideGivesWhatOneAfterAnotherGives(fixture: String) throws {
        let analysis = try CLI.analyze(RepositoryPaths.fixtures.appendingPathComponent(fixture))
        let discovered = analysis.discovered
        let context = RuleContext(graph: analysis.graph, rules: analysis.rules, checkTests: false,
                                  discoveredFiles: discovered.manifests + discovered.sources, excludedPaths: discovered.excluded,
                                  discoveredFolders: discovered.folders)
        var serial: [Diagnostic] = []
        for rule in RuleCatalogue.all {
            let description = rule.description
            guard let severity = RuleEngine.severity(of: description.id.rawValue, default: description.defaultSeverity, in: context.rules) else { continue }
            serial += rule.evaluate(context).map { finding in
                Diagnostic(ruleID: description.id.rawValue, severity: severity, message: finding.message, location: finding.location,
                           notes: finding.notes, dependency: finding.dependency, cycle: finding.cycle, symbol: finding.symbol)
            }
        }
        serial.sort()
        for _ in 0..<5 {
            #expect(RuleEngine().evaluate(context) == serial)
        }
    }
}
