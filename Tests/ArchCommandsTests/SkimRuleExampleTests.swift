import ArchRuleCatalogue
@testable import ArchSyntax
import Testing

/// Skimming agrees with the full token pass on the Swift sources of every rule example, under
/// every choice of facts (see `SkimAgreementTests` in ArchSyntaxTests).
@Suite("Skimming agrees on rule examples")
struct SkimRuleExampleTests {
    @Test func everyRuleExampleSource() {
        var sources = 0
        for rule in RuleCatalogue.all {
            for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
                for (path, contents) in example.files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".swift") {
                    let bytes = Array(contents.filter { $0 != RuleExample.marker }.utf8)
                    sources += 1
                    for bits in 0..<(1 << 5) {
                        let facts = ScanFacts(rawValue: UInt8(bits)).intersection(.all)
                        for calls: Set<String> in [["resolve"], ["make", "inject", "get", "r"]] {
                            let options = ScanOptions(recordedCalls: calls, facts: facts)
                            let full = SourceScanner.scan(bytes, options: options, skims: false)
                            let skimmed = SourceScanner.scan(bytes, options: options, skims: true)
                            #expect(skimmed == full, "\(rule.description.id) \(path), facts \(bits)")
                        }
                    }
                }
            }
        }
        #expect(sources > 0)
    }
}
