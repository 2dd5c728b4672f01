@testable import ArchAnalysis
import ArchRulesFile
import ArchCore
import Testing

/// `except` lines are looked up, not compared with every finding: the candidates examined grow
/// with the lines and findings together, where comparing each line with each finding grew with
/// their product (0.9 MB of lines took 18 s).
@Suite("Exception growth")
struct ExceptionGrowthTests {
    /// `count` layer findings `L<i> -> H<i>` and `count` banned names `Name<i>Manager` in
    /// `Legacy/File<i>.swift`, with as many `except` lines of each kind naming them one by one,
    /// and as many again that name nothing.
    private func examined(_ count: Int, _ form: (Int) -> String) throws -> (examined: Int, accepted: Int) {
        var text = "layer Low = L*\nlayer High = H*\nallow High -> Low\n"
        for index in 0..<count { text += form(index) + " owner @team expires 2099-01-01 \"debt\"\n" }
        let rules = try ArchRulesParser.parse(bytes: Array(text.utf8), file: ".archrules", knownRuleIDs: ["banned-name", "layer-dependency"]).get()
        var findings: [Diagnostic] = []
        for index in 0..<count {
            findings.append(Diagnostic(ruleID: "layer-dependency", severity: .error, message: "up", location: SourceLocation(file: "Package.swift", line: index + 1, column: 1),
                                       dependency: .init(from: "L\(index)", to: "H\(index)")))
            findings.append(Diagnostic(ruleID: "banned-name", severity: .error, message: "name", location: SourceLocation(file: "Legacy/File\(index).swift", line: 1, column: 1),
                                       symbol: "Name\(index)Manager"))
        }
        var candidates = ExceptionCandidates(findings: findings, rules: rules)
        var accepted = 0
        for exception in rules.exceptions { accepted += candidates.matches(exception.subject).count }
        return (candidates.candidatesExamined, accepted)
    }

    private static let forms: [(name: String, form: @Sendable (Int) -> String)] = [
        ("dependency", { "except L\($0) -> H\($0)" }),
        ("dependency by layer", { "except Low -> H\($0)" }),
        ("dependency naming nothing", { "except L\($0) -> Nowhere\($0)" }),
        ("symbol", { "except rule banned-name symbol Name\($0)Manager" }),
        ("symbol wildcard", { "except rule banned-name symbol Name\($0)M*" }),
        ("path", { "except rule banned-name path Legacy/File\($0).swift" }),
        ("path and symbol", { "except rule banned-name path Legacy/** symbol Name\($0)Manager" }),
    ]

    @Test(arguments: 0..<forms.count)
    func candidatesGrowWithTheInputNotItsSquare(form: Int) throws {
        let (name, make) = Self.forms[form]
        let small = try examined(200, make)
        let large = try examined(1_600, make)
        // Linear work is 8 times as much for 8 times the input; a product would be 64 times.
        #expect(large.examined <= small.examined * 10, "\(name): \(small.examined) candidates for 200, \(large.examined) for 1600")
        #expect(large.examined >= small.examined, "\(name)")
    }

    /// A literal path compares as strings do: written precomposed, it still covers a folder
    /// whose name was stored decomposed, as HFS+ stores names.
    @Test func aLiteralPathMatchesItsOtherUnicodeForm() throws {
        let rules = try ArchRulesParser.parse(bytes: Array("except rule banned-name path Sources/Caf\u{E9} owner @core expires 2099-12-31 \"later\"\n".utf8),
                                              file: ".archrules", knownRuleIDs: ["banned-name"]).get()
        let findings = ["Sources/Cafe\u{301}/Cache.swift", "Sources/Cafes/Other.swift"].map { file in
            Diagnostic(ruleID: "banned-name", severity: .error, message: "name", location: SourceLocation(file: file, line: 1, column: 8), symbol: "CacheManager")
        }
        var candidates = ExceptionCandidates(findings: findings, rules: rules)
        #expect(candidates.matches(rules.exceptions[0].subject) == [0])
    }

    @Test func eachLineStillAcceptsWhatItNames() throws {
        #expect(try examined(100, { "except L\($0) -> H\($0)" }).accepted == 100)
        #expect(try examined(100, { "except Low -> H\($0)" }).accepted == 100)
        #expect(try examined(100, { "except L\($0) -> Nowhere\($0)" }).accepted == 0)
        #expect(try examined(100, { "except rule banned-name symbol Name\($0)M*" }).accepted == 100)
        #expect(try examined(100, { "except rule banned-name path Legacy/File\($0).swift" }).accepted == 100)
        #expect(try examined(100, { "except rule banned-name path Legacy/** symbol Name\($0)Manager" }).accepted == 100)
        #expect(try examined(100, { "except rule banned-name path Elsewhere symbol Name\($0)Manager" }).accepted == 0)
    }
}
