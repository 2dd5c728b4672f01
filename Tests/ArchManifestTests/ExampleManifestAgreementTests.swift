import ArchManifest
import ArchRuleCatalogue
import ArchTestSupport
import Foundation
import Testing

/// Every other literal manifest the tests rely on, beyond the dedicated agreement cases: the
/// manifests of the rule examples, which the rule tests read statically, and archkit's own.
/// If the static reader misread any of them, those tests would pass for the wrong reason.
extension AgreementCase {
    static var ruleExampleManifests: [AgreementCase] {
        RuleCatalogue.all.flatMap { rule in
            let examples = rule.description.triggeringExamples + rule.description.nonTriggeringExamples
            return examples.enumerated().compactMap { index, example -> AgreementCase? in
                guard let manifest = example.files["Package.swift"] else { return nil }
                return AgreementCase(name: "\(rule.description.id) example \(index + 1)", targets: [],
                                     manifest: manifest.replacingOccurrences(of: String(RuleExample.marker), with: ""))
            }
        }
    }

    static var archkitManifest: AgreementCase {
        get throws {
            let text = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
            return AgreementCase(name: "archkit's own Package.swift", targets: [], manifest: text)
        }
    }
}

@Suite(.requires(.swift), .slow)
struct ExampleManifestAgreementTests {
    @Test func everyRuleExampleManifestIsReadAlikeByBothReaders() throws {
        let cases = AgreementCase.ruleExampleManifests + [try AgreementCase.archkitManifest]
        #expect(cases.count > 10)
        let failures = try concurrentMap(cases.indices) { index in
            try AgreementCheck.differences(cases[index]).map { "\(cases[index].name): \($0)" }
        }.flatMap { $0 }
        #expect(failures.isEmpty, "\(failures)")
    }
}
