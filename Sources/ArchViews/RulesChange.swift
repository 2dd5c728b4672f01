import ArchCore
import ArchRulesFile

/// How the `.archrules` of the two sides of a diff differ, and which of the diff's new and
/// fixed findings that difference explains rather than the code. The head's files are judged
/// under the base's rules too: a new finding those rules would not report comes from the
/// rules change, and a fixed finding they would still report was fixed by it.
public struct RulesChange: Sendable, Equatable, Encodable {
    /// The rules file, as the head names it (`.archrules`).
    public var file: String
    /// The statements only the head has, and those only the base has, in file order.
    public var addedStatements: [String]
    public var removedStatements: [String]
    /// The new findings the rules change brings: the base's rules do not report them in the head.
    public var newFindings: [Diagnostic]
    /// The fixed findings the rules change fixed: the base's rules still report them in the head.
    public var fixedFindings: [Diagnostic]

    /// The statement-level change between two rules files; nil when their statements agree.
    public static func statements(base: [UInt8], head: [UInt8], file: String) -> RulesChange? {
        let before = RulesStatements.of(base), after = RulesStatements.of(head)
        let added = leftOver(after, removing: before), removed = leftOver(before, removing: after)
        guard !added.isEmpty || !removed.isEmpty else { return nil }
        return RulesChange(file: file, addedStatements: added, removedStatements: removed, newFindings: [], fixedFindings: [])
    }

    /// One line, `allow Domain -> Data added`, per changed statement.
    public var summaryLines: [String] {
        addedStatements.map { "\($0) added" } + removedStatements.map { "\($0) removed" }
    }

    /// The sentence every format opens with: which file differs, and how many statements.
    public var sentence: String {
        "\(file) differs between the sides: \(AnalysisSummary.count(addedStatements.count, "statement")) added, "
            + "\(removedStatements.count) removed; the head is judged by its own"
    }

    /// The words that mark a new or fixed finding the rules change explains.
    public static let mark = "explained by the rules change"

    /// The new and fixed findings of `diff` that the rules change explains, given what the
    /// base's rules report and accept in the head's files. Counted per identity, as
    /// `GraphDiff` matches: of the head's extra findings of one identity, as many as the base's
    /// rules would not report come from the rules; of the fixed ones (which the head's accepted
    /// findings do not count as fixed), as many as those rules would still find.
    public mutating func attribute(_ diff: GraphDiff, base: GraphDocument, head: GraphDocument,
                                   underBaseRules reported: [Diagnostic], accepted: [Diagnostic]) {
        let baseCounts = Self.counts(base.diagnostics)
        let headReported = Self.counts(head.diagnostics), headFound = Self.counts(head.diagnostics + head.accepted.map(\.finding))
        let underBase = Self.counts(reported), foundUnderBase = Self.counts(reported + accepted)
        newFindings = Self.explained(diff.newFindings) { identity in
            let added = headReported[identity, default: 0] - baseCounts[identity, default: 0]
            let byCode = max(0, underBase[identity, default: 0] - baseCounts[identity, default: 0])
            return added - byCode
        }
        fixedFindings = Self.explained(diff.fixedFindings) { identity in
            let fixed = baseCounts[identity, default: 0] - headFound[identity, default: 0]
            let byCode = max(0, baseCounts[identity, default: 0] - foundUnderBase[identity, default: 0])
            return fixed - byCode
        }
    }

    /// Of `findings`, as many of each identity as `byRules` says the rules change explains.
    private static func explained(_ findings: [Diagnostic], byRules: (FindingIdentity) -> Int) -> [Diagnostic] {
        var left: [FindingIdentity: Int] = [:]
        for finding in findings where left[finding.identity] == nil {
            left[finding.identity] = max(0, byRules(finding.identity))
        }
        return take(findings, counts: &left)
    }

    /// Whether the rules change explains `finding`, one of the diff's new or fixed findings.
    public func explains(_ finding: Diagnostic) -> Bool {
        newFindings.contains(finding) || fixedFindings.contains(finding)
    }

    private static func counts(_ findings: [Diagnostic]) -> [FindingIdentity: Int] {
        var counts: [FindingIdentity: Int] = [:]
        for finding in findings { counts[finding.identity, default: 0] += 1 }
        return counts
    }

    /// The findings of `findings`, in order, as many of each identity as `counts` allows.
    private static func take(_ findings: [Diagnostic], counts: inout [FindingIdentity: Int]) -> [Diagnostic] {
        findings.filter { finding in
            guard let left = counts[finding.identity], left > 0 else { return false }
            counts[finding.identity] = left - 1
            return true
        }
    }

    /// `lines` less one of each line of `others`, in order.
    private static func leftOver(_ lines: [String], removing others: [String]) -> [String] {
        var available: [String: Int] = [:]
        for line in others { available[line, default: 0] += 1 }
        return lines.filter { line in
            guard let count = available[line], count > 0 else { return true }
            available[line] = count - 1
            return false
        }
    }
}
