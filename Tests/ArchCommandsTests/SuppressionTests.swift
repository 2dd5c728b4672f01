import ArchRulesFile
import ArchCore
import ArchCommands
import ArchSyntax
import Foundation
import Testing
@testable import ArchAnalysis

/// `archkit:disable-…` comments, as the acceptance stage judges them from the facts the scanner
/// records.
@Suite("Suppressions")
struct SuppressionTests {
    private static let file = "Sources/Cart/Cart.swift"

    private func finding(_ rule: String = "banned-name", line: Int, file: String = SuppressionTests.file, symbol: String = "CartManager") -> Diagnostic {
        Diagnostic(ruleID: rule, severity: .error, message: "\(symbol) is banned", location: SourceLocation(file: file, line: line, column: 13),
                   symbol: symbol)
    }

    private func comment(_ scope: SuppressionComment.Scope, _ rules: [String], reason: String? = "legacy name, renamed in 3.0",
                         line: Int, column: Int = 1) -> SuppressionComment {
        SuppressionComment(scope: scope, rules: rules, reason: reason, line: line, column: column)
    }

    private func accept(_ findings: [Diagnostic], _ comments: [SuppressionComment], file: String = SuppressionTests.file,
                        rules: ArchitectureRules = .empty) -> FindingAcceptance.Outcome {
        let stage = FindingAcceptance(rules: rules, today: RuleException.Day(year: 2027, month: 1, day: 1),
                                      knownRuleIDs: ["banned-name", "layer-dependency", "unused-dependency"])
        return stage.apply(to: findings, suppressions: [FindingAcceptance.FileSuppressions(file: file, comments: comments)])
    }

    @Test func disableNextLineCoversTheLineBelowOnly() {
        let outcome = accept([finding(line: 5), finding(line: 6, symbol: "SessionHelper")], [comment(.nextLine, ["banned-name"], line: 4)])
        #expect(outcome.accepted.map(\.finding.symbol) == ["CartManager"])
        #expect(outcome.accepted.first?.acceptance == .suppression(
            at: SourceLocation(file: Self.file, line: 4, column: 1), scope: "disable-next-line", reason: "legacy name, renamed in 3.0"))
        #expect(outcome.findings.map(\.symbol) == ["SessionHelper"])
    }

    @Test func disableThisLineCoversItsOwnLine() {
        let outcome = accept([finding(line: 5), finding(line: 6, symbol: "SessionHelper")], [comment(.thisLine, ["banned-name"], line: 6, column: 40)])
        #expect(outcome.accepted.map(\.finding.symbol) == ["SessionHelper"])
        #expect(outcome.findings.map(\.symbol) == ["CartManager"])
    }

    @Test func disableFileCoversTheWholeFileButOnlyItsRules() {
        let findings = [finding(line: 5), finding(line: 60, symbol: "SessionHelper"), finding("unused-dependency", line: 1, symbol: "Cart"),
                        finding(line: 5, file: "Sources/Other/Other.swift", symbol: "OtherManager")]
        let outcome = accept(findings, [comment(.file, ["banned-name"], line: 1)])
        #expect(outcome.accepted.map(\.finding.symbol) == ["CartManager", "SessionHelper"])
        #expect(Set(outcome.findings.compactMap(\.symbol)) == ["Cart", "OtherManager"])
    }

    @Test func oneCommentMayNameSeveralRules() {
        let outcome = accept([finding(line: 3), finding("layer-dependency", line: 3, symbol: "x")],
                             [comment(.nextLine, ["banned-name", "layer-dependency"], line: 2)])
        #expect(outcome.accepted.count == 2)
        #expect(outcome.findings.isEmpty)
    }

    /// A broken dependency at line 3, imported again at lines 7 and 9, with a note that explains it.
    private func edge() -> Diagnostic {
        let at = { (line: Int) in SourceLocation(file: Self.file, line: line, column: 1) }
        return Diagnostic(ruleID: "layer-dependency", severity: .error, message: "'Cart' imports 'Store'", location: at(3),
                          notes: [Diagnostic.Note(message: "imported here", location: at(7), isPlace: true),
                                  Diagnostic.Note(message: "forbidden here", location: SourceLocation(file: ".archrules", line: 2, column: 1)),
                                  Diagnostic.Note(message: "imported here", location: at(9), isPlace: true)],
                          dependency: .init(from: "Cart", to: "Store"))
    }

    @Test func aCommentOnOnePlaceTakesOnlyThatPlaceOut() {
        let outcome = accept([edge()], [comment(.nextLine, ["layer-dependency"], line: 6)])
        #expect(outcome.accepted.isEmpty)
        #expect(outcome.findings.map { $0.places.map(\.line) } == [[3, 9]])
        // The explanation stays; the comment did its work and is not reported.
        #expect(outcome.findings.first?.notes.map(\.message) == ["forbidden here", "imported here"])
    }

    @Test func theNextPlaceBecomesPrimaryWhenThePrimaryIsSuppressed() {
        let outcome = accept([edge()], [comment(.nextLine, ["layer-dependency"], line: 2)])
        let finding = outcome.findings.first
        #expect(outcome.findings.count == 1)
        #expect(finding?.location?.line == 7)
        #expect(finding?.places.map(\.line) == [7, 9])
        // What the finding is about does not move with its primary place.
        #expect(finding?.identity == edge().identity)
    }

    @Test func everyPlaceSuppressedAcceptsTheFindingOnce() {
        let comments = [comment(.nextLine, ["layer-dependency"], line: 2), comment(.thisLine, ["layer-dependency"], line: 7),
                        comment(.nextLine, ["layer-dependency"], line: 8)]
        let outcome = accept([edge()], comments)
        #expect(outcome.findings.isEmpty, "\(outcome.findings)")
        #expect(outcome.accepted.count == 1)
        // The suppression of its primary place accepts it.
        #expect(outcome.accepted.first?.acceptance.location?.line == 2)
    }

    @Test func withoutAReasonNothingIsSuppressedAndTheCommentIsReported() {
        let outcome = accept([finding(line: 5)], [comment(.nextLine, ["banned-name"], reason: nil, line: 4, column: 5)])
        #expect(outcome.accepted.isEmpty)
        #expect(outcome.findings.map(\.ruleID) == ["banned-name", "suppression-without-reason"])
        let problem = outcome.findings.last
        #expect(problem?.location == SourceLocation(file: Self.file, line: 4, column: 5))
        #expect(problem?.severity == .warning)
        #expect(problem?.message == "this suppression gives no reason after '--', so it suppresses nothing: "
            + "write `// archkit:disable-next-line banned-name -- why`")
    }

    @Test func aSuppressionThatHidesNothingIsReported() {
        let outcome = accept([finding(line: 9)], [comment(.nextLine, ["banned-name"], line: 4), comment(.file, ["layer-dependency"], line: 1)])
        #expect(outcome.accepted.isEmpty)
        let unused = outcome.findings.filter { $0.ruleID == "suppression-unused" }
        // In the order of the file.
        #expect(unused.map(\.location?.line) == [1, 4])
        #expect(unused.first?.message == "this suppression hides nothing: no layer-dependency finding in this file; delete the comment")
        #expect(unused.last?.message == "this suppression hides nothing: no banned-name finding on the next line; delete the comment")
    }

    @Test func anUnknownRuleIDIsReportedWithTheNearestKnownOne() {
        let outcome = accept([finding(line: 5)], [comment(.nextLine, ["baned-name", "banned-name"], line: 4)])
        // The known id still works.
        #expect(outcome.accepted.count == 1)
        #expect(outcome.findings.map(\.message) == ["unknown rule id 'baned-name' in this suppression; did you mean 'banned-name'?"])
        #expect(outcome.findings.first?.ruleID == "suppression-unknown")
        let all = accept([finding(line: 5)], [comment(.nextLine, ["all"], line: 4)])
        #expect(all.findings.map(\.ruleID) == ["banned-name", "suppression-unknown"])
        #expect(all.findings.last?.message.hasSuffix("name each rule the comment hides, so that it hides only those") == true)
    }

    @Test func theNewIdsHonourSeverityLines() throws {
        let rules = try ArchRulesParser.parse(bytes: Array("severity suppression-unused off\nseverity suppression-without-reason error\n".utf8),
                                              file: ".archrules", knownRuleIDs: RulesFile.knownRuleIDs).get()
        let outcome = accept([finding(line: 9)], [comment(.nextLine, ["banned-name"], line: 4), comment(.nextLine, ["banned-name"], reason: nil, line: 8)],
                             rules: rules)
        #expect(outcome.findings.map(\.ruleID) == ["banned-name", "suppression-without-reason"])
        #expect(outcome.findings.last?.severity == .error)
    }

    @Test func suppressionsComeBeforeExceptions() throws {
        let rules = try ArchRulesParser.parse(
            bytes: Array("except rule banned-name path Sources/** owner @x expires 2999-01-01 \"r\"\n".utf8),
            file: ".archrules", knownRuleIDs: RulesFile.knownRuleIDs).get()
        let outcome = accept([finding(line: 5), finding(line: 7, symbol: "SessionHelper")], [comment(.nextLine, ["banned-name"], line: 4)], rules: rules)
        #expect(outcome.accepted.map(\.acceptance.kind) == [.suppression, .exception])
        #expect(outcome.findings.isEmpty)
    }

    @Test func unknownFormsAndEmptyRuleListsAreReported() {
        let typo = SuppressionComment(scope: .unknown, rules: ["banned-name"], reason: "r", line: 4, column: 1, directive: "disable-nextline")
        let outcome = accept([finding(line: 5)], [typo, comment(.file, [], line: 1)])
        #expect(outcome.accepted.isEmpty)
        #expect(outcome.findings.map(\.message) == [
            "CartManager is banned",
            "this suppression names no rule: write `// archkit:disable-file RULE-ID -- why`",
            "unknown suppression 'archkit:disable-nextline'; did you mean 'disable-next-line'?",
        ])
        #expect(Set(outcome.findings.map(\.ruleID)) == ["banned-name", "suppression-unknown"])
    }

    // MARK: - Through the command line, with comments the scanner reads

    private static let commented = """
        import ProductData
        // archkit:disable-next-line banned-name -- renamed with the 3.0 API
        final class CartManager {}
        final class SessionHelper {} // archkit:disable-this-line banned-name -- auth rewrite, Q3
        final class StoreUtils {}
        // archkit:disable-next-line banned-name
        final class PriceHelper {}
        // archkit:disable-next-line banned-name -- nothing here any more
        final class Basket {}

        """

    @Test func eachFormWorksInARealFile() throws {
        let repository = try DebtRepository(rules: DebtRepository.allowed, names: Self.commented)
        try repository.write("Sources/ProductData/Legacy.swift",
                             "// archkit:disable-file banned-name -- the whole file goes in 3.0\npublic final class LegacyManager {}\nfinal class OldHelper {}\n")
        let result = repository.check()
        #expect(result.exitCode == ExitCode.violations)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "Sources/ProductDomain/A.swift:5:13: error: class 'StoreUtils' ends in 'Utils'; name it after its role instead [banned-name]",
            "Sources/ProductDomain/A.swift:6:1: warning: this suppression gives no reason after '--', so it suppresses nothing: "
                + "write `// archkit:disable-next-line banned-name -- why` [suppression-without-reason]",
            "Sources/ProductDomain/A.swift:7:13: error: class 'PriceHelper' ends in 'Helper'; name it after its role instead [banned-name]",
            "Sources/ProductDomain/A.swift:8:1: warning: this suppression hides nothing: no banned-name finding on the next line; "
                + "delete the comment [suppression-unused]",
            "archkit: 2 errors, 2 warnings in 4 files, 2 modules, 2 edges; 4 accepted: 4 suppressed",
        ], "\(result.stdout)")
    }

    @Test func anUnknownRuleInARealCommentGetsADidYouMean() throws {
        let repository = try DebtRepository(rules: DebtRepository.allowed,
                                            names: "import ProductData\nfinal class CartManager {} // archkit:disable-this-line baned-name -- legacy\n")
        let result = repository.check()
        #expect(result.stdout.contains("Sources/ProductDomain/A.swift:2:28: warning: unknown rule id 'baned-name' in this suppression; "
            + "did you mean 'banned-name'? [suppression-unknown]"), "\(result.stdout)")
        #expect(result.stdout.contains("[banned-name]"))
    }

    @Test func sarifMarksCommentSuppressionsInSource() throws {
        let repository = try DebtRepository(rules: DebtRepository.allowed, names: Self.commented)
        let result = repository.check(["--format", "sarif"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try #require((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let suppressed = results.compactMap { ($0["suppressions"] as? [[String: Any]])?.first }
        #expect(suppressed.map { $0["kind"] as? String } == ["inSource", "inSource"])
        let location = try #require((suppressed.first?["location"] as? [String: Any])?["physicalLocation"] as? [String: Any])
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 2)
    }
}
