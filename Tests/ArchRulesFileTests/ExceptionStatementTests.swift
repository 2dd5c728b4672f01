import ArchRulesFile
import ArchCore
import Testing

/// `except` lines and the quoted reasons they end with.
@Suite("Exception statements")
struct ExceptionStatementTests {
    @Test func dependencyFormKeepsOwnerDateReasonAndPlaces() throws {
        let parsed = try rules("""
        layer Domain = *Domain
        except ProductDomain -> ProductData owner @catalog-team expires 2027-03-31 "moving the mapper into ProductData"
        """)
        #expect(parsed.exceptions == [
            RuleException(
                subject: .dependency(from: .init(name: "ProductDomain", location: at(2, 8)), to: .init(name: "ProductData", location: at(2, 25))),
                owner: "@catalog-team", expires: .init(year: 2027, month: 3, day: 31),
                reason: "moving the mapper into ProductData", location: at(2, 1)),
        ])
    }

    @Test func ruleFormTakesPathsAndSymbols() throws {
        let parsed = try rules("""
        except rule banned-name path Legacy/** Old/** owner @x expires 2027-01-01 "old helpers"
        except rule banned-name symbol *Manager owner @y expires 2028-02-29 "leap day"
        except rule banned-name path Legacy/** symbol Session* owner @z expires 2027-01-01 "both"
        """)
        #expect(parsed.exceptions.count == 3)
        #expect(parsed.exceptions[0].subject == .rule(id: "banned-name",
                                                        paths: [.init(Glob("Legacy/**"), at: at(1, 30)), .init(Glob("Old/**"), at: at(1, 40))],
                                                        symbols: []))
        #expect(parsed.exceptions[1].subject == .rule(id: "banned-name", paths: [], symbols: [.init(Glob("*Manager"), at: at(2, 32))]))
        #expect(parsed.exceptions[1].expires == .init(year: 2028, month: 2, day: 29))
        guard case .rule(_, let paths, let symbols) = parsed.exceptions[2].subject else {
            Issue.record("not a rule exception")
            return
        }
        #expect(paths.map(\.text) == ["Legacy/**"])
        #expect(symbols.map(\.text) == ["Session*"])
    }

    @Test func aModuleNamedRuleIsStillADependency() throws {
        let parsed = try rules("except rule -> Data owner @x expires 2027-01-01 \"r\"\n")
        #expect(parsed.exceptions.first?.subject == .dependency(from: .init(name: "rule", location: at(1, 8)), to: .init(name: "Data", location: at(1, 16))))
    }

    @Test func quotedReasonsUndoOnlyQuoteAndBackslashEscapes() throws {
        let parsed = try rules(#"except A -> B owner @x expires 2027-01-01 "say \"why\" # not a comment \\ C:\dir""# + "\n")
        #expect(parsed.exceptions.first?.reason == #"say "why" # not a comment \ C:\dir"#)
    }

    @Test func requiredPartsAreReportedWhereTheyAreMissing() {
        #expect(problemLines("except A -> B expires 2027-01-01 \"r\"\n")
            == [".archrules:1:15: error: expected 'owner' and the team or person who owns the exception, not 'expires'"])
        #expect(problemLines("except A -> B owner @x \"r\"\n")
            == [".archrules:1:24: error: expected 'expires' and the last day the exception holds, YYYY-MM-DD, not \"r\""])
        #expect(problemLines("except A -> B owner @x expires 2027-01-01\n")
            == [".archrules:1:42: error: missing reason: a quoted text after the date, such as \"moving the mapper into ProductData\""])
        #expect(problemLines("except A -> B owner @x expires 2027-01-01 reason\n")
            == [".archrules:1:43: error: expected the reason in double quotes, not 'reason'"])
        #expect(problemLines("except A -> B owner @x expires 2027-01-01 \"  \"\n")
            == [".archrules:1:43: error: the reason is empty: say why the finding is accepted"])
        #expect(problemLines("except A -> B owner\n") == [".archrules:1:20: error: missing owner after 'owner', such as @catalog-team"])
        #expect(problemLines("except\n")
            == [".archrules:1:7: error: missing what to except after 'except' (expected 'FROM -> TO' or 'rule RULE-ID')"])
        #expect(problemLines("except A B -> C owner @x expires 2027-01-01 \"r\"\n")
            == [".archrules:1:10: error: expected '->' after 'A' (an exception names one dependency, FROM -> TO)"])
        #expect(problemLines("except A -> B owner @x expires 2027-01-01 \"r\" extra\n")
            == [".archrules:1:47: error: unexpected 'extra' after 'r'"])
    }

    @Test func datesMustExistOnTheCalendar() {
        #expect(problemLines("except A -> B owner @x expires 2027-02-30 \"r\"\n")
            == [".archrules:1:32: error: '2027-02-30' is not a date: February 2027 has 28 days"])
        #expect(problemLines("except A -> B owner @x expires 2100-02-29 \"r\"\n")
            == [".archrules:1:32: error: '2100-02-29' is not a date: February 2100 has 28 days"])
        #expect(problemLines("except A -> B owner @x expires 2027-13-01 \"r\"\n")
            == [".archrules:1:32: error: '2027-13-01' is not a date: there is no month 13"])
        #expect(problemLines("except A -> B owner @x expires 2027-1-01 \"r\"\n")
            == [".archrules:1:32: error: '2027-1-01' is not a date (expected YYYY-MM-DD, such as 2027-03-31)"])
        #expect(problemLines("except A -> B owner @x expires 2000-02-29 \"r\"\n").isEmpty)
    }

    @Test func anUnterminatedQuoteIsReportedAtItsColumn() {
        #expect(problemLines("except A -> B owner @x expires 2027-01-01 \"never closed\n")
            == [".archrules:1:43: error: unterminated string: this '\"' has no closing '\"' on its line"])
        // An escaped quote does not close the string.
        #expect(problemLines("layer A = A\nexcept A -> B owner @x expires 2027-01-01 \"ends in \\\"\n")
            == [".archrules:2:43: error: unterminated string: this '\"' has no closing '\"' on its line"])
    }

    @Test func unknownRuleIDsGetADidYouMean() {
        #expect(problemLines("except rule baned-name path X/** owner @x expires 2027-01-01 \"r\"\n")
            == [".archrules:1:13: error: unknown rule id 'baned-name'; did you mean 'banned-name'?"])
    }

    @Test func aRuleExceptionMustNarrowTheRule() {
        #expect(problemLines("except rule banned-name owner @x expires 2027-01-01 \"r\"\n") == [
            ".archrules:1:25: error: expected 'path PATHGLOB' or 'symbol NAMEGLOB' after the rule id, so that the exception covers some findings, not the whole rule",
        ])
        #expect(problemLines("except rule banned-name path owner @x expires 2027-01-01 \"r\"\n")
            == [".archrules:1:30: error: missing path pattern after 'path'"])
    }

    /// Quoted text is a reason only at the end of an `except` line; elsewhere it is a name or path.
    @Test func quotedTextElsewhereIsAWord() throws {
        #expect(try rules("exclude \"Legacy\"\n").excludes.map(\.text) == ["Legacy"])
    }
}
