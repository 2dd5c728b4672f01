import ArchCore

/// `except`: accepted findings with an owner, an expiry date and a reason.
///
///     except FROM -> TO owner @team expires 2027-03-31 "reason"
///     except rule RULE-ID [path PATHGLOB...] [symbol NAMEGLOB...] owner @team expires 2027-03-31 "reason"
///
/// The owner, the date and the reason are required, in that order, so that every exception
/// says who pays the debt back and by when.
extension StatementReader {
    static let exceptionStatements = [Statement("except") { $0.readException($1) }]
    /// The words that open a clause of an `except` line.
    static let exceptionClauses = ["path", "symbol", "owner", "expires"]

    /// Whether the token opens a clause: a quoted `"owner"` is a name, not the clause.
    static func isClause(_ token: RulesToken) -> Bool {
        !token.isQuoted && exceptionClauses.contains(token.text)
    }

    mutating func readException(_ line: RulesLine) {
        let tokens = line.tokens
        let keyword = tokens[0]
        guard tokens.count > 1 else {
            report("missing what to except after 'except' (expected 'FROM -> TO' or 'rule RULE-ID')", line, keyword.endColumn)
            return
        }
        let subject: RuleException.Subject?
        let tail: Int?
        let isRuleForm = tokens[1].isBare("rule") && !(tokens.count > 2 && tokens[2].kind == .arrow)
        if isRuleForm {
            (subject, tail) = readExceptedRule(line)
        } else {
            (subject, tail) = readExceptedDependency(line)
        }
        guard let tail, let terms = readExceptionTerms(line, from: tail), let subject else { return }
        rules.exceptions.append(RuleException(
            subject: subject, owner: terms.owner, expires: terms.expires, reason: terms.reason, location: statementLocation(line)))
    }

    /// `FROM -> TO`; the index just past it, nil when the line cannot be read further.
    private mutating func readExceptedDependency(_ line: RulesLine) -> (RuleException.Subject?, Int?) {
        let tokens = line.tokens
        guard tokens[1].kind == .word else {
            report("expected a module or layer name after 'except', not '\(tokens[1].text.shortenedForMessage)'", line, tokens[1].column)
            return (nil, nil)
        }
        guard tokens.count > 2, tokens[2].kind == .arrow else {
            let column = tokens.count > 2 ? tokens[2].column : tokens[1].endColumn
            report("expected '->' after '\(tokens[1].text.shortenedForMessage)' (an exception names one dependency, FROM -> TO)", line, column)
            return (nil, nil)
        }
        guard tokens.count > 3, tokens[3].kind == .word, !Self.isClause(tokens[3]) else {
            let column = tokens.count > 3 ? tokens[3].column : tokens[2].endColumn
            report("missing target after '->'", line, column)
            return (nil, nil)
        }
        return (.dependency(from: reference(tokens[1], line), to: reference(tokens[3], line)), 4)
    }

    /// `rule RULE-ID` and its `path` and `symbol` clauses; the index of the first other clause.
    private mutating func readExceptedRule(_ line: RulesLine) -> (RuleException.Subject?, Int?) {
        let tokens = line.tokens
        guard tokens.count > 2, tokens[2].kind == .word, !Self.isClause(tokens[2]) else {
            let column = tokens.count > 2 ? tokens[2].column : tokens[1].endColumn
            report("missing rule id after 'rule'", line, column)
            return (nil, nil)
        }
        let rule = tokens[2]
        var isKnown = true
        if !knownRuleIDs.contains(rule.text) {
            report("unknown rule id '\(rule.text.shortenedForMessage)'", line, rule.column,
                   suggestion: Suggestion.closest(to: rule.text, in: knownRuleIDs.sorted()))
            isKnown = false
        }
        var paths: [ArchitectureRules.Pattern] = []
        var symbols: [ArchitectureRules.Pattern] = []
        var index = 3
        while index < tokens.count, tokens[index].isBare("path") || tokens[index].isBare("symbol") {
            let clause = tokens[index]
            index += 1
            var patterns: [ArchitectureRules.Pattern] = []
            while index < tokens.count, tokens[index].kind == .word, !Self.isClause(tokens[index]) {
                patterns.append(pattern(tokens[index], line))
                index += 1
            }
            if patterns.isEmpty {
                let column = index < tokens.count ? tokens[index].column : clause.endColumn
                report("missing \(clause.text == "path" ? "path pattern" : "name pattern") after '\(clause.text)'", line, column)
                return (nil, nil)
            }
            if clause.text == "path" { paths += patterns } else { symbols += patterns }
        }
        if paths.isEmpty && symbols.isEmpty {
            let column = index < tokens.count ? tokens[index].column : rule.endColumn
            report("expected 'path PATHGLOB' or 'symbol NAMEGLOB' after the rule id, so that the exception covers some findings, not the whole rule",
                   line, column)
            return (nil, nil)
        }
        return (isKnown ? .rule(id: rule.text, paths: paths, symbols: symbols) : nil, index)
    }

    /// `owner OWNER expires YYYY-MM-DD "REASON"`, which ends every exception.
    private mutating func readExceptionTerms(_ line: RulesLine, from start: Int)
        -> (owner: String, expires: RuleException.Day, reason: String)? {
        let tokens = line.tokens
        func expect(_ word: String, at index: Int, _ what: String) -> Bool {
            guard index < tokens.count else {
                report("missing '\(word)' \(what)", line, tokens[index - 1].endColumn)
                return false
            }
            guard tokens[index].isBare(word) else {
                report("expected '\(word)' \(what), not \(tokens[index].quotedForMessage)", line, tokens[index].column,
                       suggestion: Suggestion.closest(to: tokens[index].text, in: [word]))
                return false
            }
            return true
        }
        guard expect("owner", at: start, "and the team or person who owns the exception") else { return nil }
        guard start + 1 < tokens.count, tokens[start + 1].kind == .word, !Self.isClause(tokens[start + 1]) else {
            let column = start + 1 < tokens.count ? tokens[start + 1].column : tokens[start].endColumn
            report("missing owner after 'owner', such as @catalog-team", line, column)
            return nil
        }
        let owner = tokens[start + 1].text
        guard expect("expires", at: start + 2, "and the last day the exception holds, YYYY-MM-DD") else { return nil }
        guard start + 3 < tokens.count else {
            report("missing date after 'expires' (YYYY-MM-DD)", line, tokens[start + 2].endColumn)
            return nil
        }
        let dateToken = tokens[start + 3]
        guard let expires = day(dateToken, line) else { return nil }
        guard start + 4 < tokens.count else {
            report("missing reason: a quoted text after the date, such as \"moving the mapper into ProductData\"", line, dateToken.endColumn)
            return nil
        }
        let reason = tokens[start + 4]
        guard reason.isQuoted else {
            report("expected the reason in double quotes, not '\(reason.text.shortenedForMessage)'", line, reason.column)
            return nil
        }
        guard reason.text.contains(where: { !$0.isWhitespace }) else {
            report("the reason is empty: say why the finding is accepted", line, reason.column)
            return nil
        }
        reportExtraTokens(line, from: start + 5)
        return (owner, expires, reason.text)
    }

    /// A `YYYY-MM-DD` date that exists on the calendar.
    private mutating func day(_ token: RulesToken, _ line: RulesLine) -> RuleException.Day? {
        let parts = token.text.split(separator: "-", omittingEmptySubsequences: false)
        guard token.kind == .word, parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let dayOfMonth = Int(parts[2]) else {
            report("'\(token.text.shortenedForMessage)' is not a date (expected YYYY-MM-DD, such as 2027-03-31)", line, token.column)
            return nil
        }
        guard (1...12).contains(month) else {
            report("'\(token.text)' is not a date: there is no month \(month)", line, token.column)
            return nil
        }
        let days = RuleException.Day.days(inMonth: month, of: year)
        guard (1...days).contains(dayOfMonth) else {
            report("'\(token.text)' is not a date: \(RuleException.Day.monthNames[month - 1]) \(year) has \(days) days", line, token.column)
            return nil
        }
        return RuleException.Day(year: year, month: month, day: dayOfMonth)
    }
}

extension RuleException.Day {
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]

    /// The days of a month of the Gregorian calendar.
    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
