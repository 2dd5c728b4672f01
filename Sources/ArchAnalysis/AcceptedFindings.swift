import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchRuleCatalogue
import ArchSyntax

/// The stage after the rules: takes out the findings the team has accepted as debt, and reports
/// the acceptances that no longer hold.
///
/// In order, each seeing only what the one before left:
/// 1. suppression comments in the source (`archkit:disable-…`), which need a reason;
/// 2. `except` lines of `.archrules` that have not expired;
/// 3. the baseline, when the command line gives one (`BaselineAcceptance`).
///
/// An expired exception accepts nothing and is an error naming its owner; an exception or a
/// suppression that accepts nothing is stale and reported at its line, so the debt only shrinks.
struct FindingAcceptance {
    let rules: ArchitectureRules
    /// Nil for the machine's today, worked out when there is an exception to judge.
    let today: RuleException.Day?
    /// The ids a suppression may name.
    let knownRuleIDs: Set<String>
    /// The graph's modules, sorted, so that an `except` line naming none of them is told from
    /// one whose debt is paid.
    var moduleNames: [String] = []

    /// The suppression comments of one file.
    struct FileSuppressions {
        var file: String
        var comments: [SuppressionComment]
    }

    struct Outcome {
        /// The findings still failing, with the problems of this stage.
        var findings: [Diagnostic]
        var accepted: [AcceptedFinding]
    }

    func apply(to findings: [Diagnostic], suppressions: [FileSuppressions]) -> Outcome {
        var problems: [Diagnostic] = []
        var accepted: [AcceptedFinding] = []
        var remaining = suppress(findings, suppressions, accepted: &accepted, problems: &problems)
        remaining = except(remaining, accepted: &accepted, problems: &problems)
        let configured = problems.compactMap { problem -> Diagnostic? in
            guard let severity = RuleEngine.severity(of: problem.ruleID, default: problem.severity, in: rules) else { return nil }
            var configured = problem
            configured.severity = severity
            return configured
        }
        return Outcome(findings: remaining + configured, accepted: accepted)
    }

    // MARK: - Suppression comments

    /// A suppression that may accept findings: it has a reason, and names rules archkit knows.
    private struct ActiveSuppression {
        var file: String
        var comment: SuppressionComment
        var reason: String
        var accepted = 0
    }

    private func suppress(_ findings: [Diagnostic], _ files: [FileSuppressions],
                          accepted: inout [AcceptedFinding], problems: inout [Diagnostic]) -> [Diagnostic] {
        var active: [ActiveSuppression] = []
        // Which suppression covers a rule on one line of a file, and in a whole file; the first
        // written wins, and a line form wins over the file form.
        var byLine: [String: [Int: [String: Int]]] = [:]
        var byFile: [String: [String: Int]] = [:]
        let candidates = Suggestion.Candidates(knownRuleIDs.sorted())
        for file in files.sorted(by: { $0.file < $1.file }) {
            for comment in file.comments.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
                let place = SourceLocation(file: file.file, line: comment.line, column: comment.column)
                guard comment.scope != .unknown else {
                    let forms = SuppressionComment.Scope.allCases.map(\.rawValue)
                    let hint = Suggestion.closest(to: comment.directive, in: forms).map { "; did you mean '\($0)'?" }
                        ?? " (expected \(forms.map { "'\($0)'" }.joined(separator: ", ")))"
                    problems.append(InputProblem.suppressionUnknown.diagnostic(
                        "unknown suppression 'archkit:\(comment.directive.shortenedForMessage)'\(hint)", at: place, symbol: comment.directive))
                    continue
                }
                guard !comment.rules.isEmpty else {
                    problems.append(InputProblem.suppressionUnknown.diagnostic(
                        "this suppression names no rule: write `// archkit:\(comment.scope.rawValue) RULE-ID -- why`", at: place))
                    continue
                }
                var known: [String] = []
                for rule in comment.rules {
                    if knownRuleIDs.contains(rule) {
                        known.append(rule)
                        continue
                    }
                    let hint = rule == "all" ? "; name each rule the comment hides, so that it hides only those"
                        : candidates.closest(to: rule).map { "; did you mean '\($0)'?" } ?? ""
                    problems.append(InputProblem.suppressionUnknown.diagnostic(
                        "unknown rule id '\(rule.shortenedForMessage)' in this suppression\(hint)", at: place, symbol: rule))
                }
                guard let reason = comment.reason else {
                    problems.append(InputProblem.suppressionWithoutReason.diagnostic(
                        "this suppression gives no reason after '--', so it suppresses nothing: "
                            + "write `// archkit:\(comment.scope.rawValue) \(comment.rules.joined(separator: ",")) -- why`",
                        at: place, symbol: comment.rules.joined(separator: ",")))
                    continue
                }
                guard !known.isEmpty else { continue }
                let index = active.count
                active.append(ActiveSuppression(file: file.file, comment: comment, reason: reason))
                for rule in known {
                    switch comment.scope {
                    case .unknown:
                        break
                    case .file:
                        if byFile[file.file, default: [:]][rule] == nil { byFile[file.file, default: [:]][rule] = index }
                    case .nextLine, .thisLine:
                        let line = comment.scope == .nextLine ? comment.line + 1 : comment.line
                        if byLine[file.file, default: [:]][line, default: [:]][rule] == nil {
                            byLine[file.file, default: [:]][line, default: [:]][rule] = index
                        }
                    }
                }
            }
        }
        var remaining: [Diagnostic] = []
        for finding in findings {
            // A finding with several places (a broken dependency's declaration and imports) loses
            // each place a comment suppresses, the next place becoming its primary one; it is
            // accepted only once every place is suppressed.
            func covering(_ place: SourceLocation) -> Int? {
                byLine[place.file]?[place.line]?[finding.ruleID] ?? byFile[place.file]?[finding.ruleID]
            }
            let covered = finding.places.map(covering)
            for index in Set(covered.compactMap { $0 }) { active[index].accepted += 1 }
            guard let first = covered.first, let index = first, covered.allSatisfy({ $0 != nil }) else {
                remaining.append(finding.removingPlaces { covering($0) != nil } ?? finding)
                continue
            }
            let suppression = active[index]
            accepted.append(AcceptedFinding(finding: finding, acceptance: .suppression(
                at: SourceLocation(file: suppression.file, line: suppression.comment.line, column: suppression.comment.column),
                scope: suppression.comment.scope.rawValue, reason: suppression.reason)))
        }
        for suppression in active where suppression.accepted == 0 {
            let comment = suppression.comment
            let rules = comment.rules.filter(knownRuleIDs.contains).joined(separator: ", ")
            let scope: String
            switch comment.scope {
            case .nextLine: scope = "on the next line"
            case .thisLine: scope = "on this line"
            case .file, .unknown: scope = "in this file"
            }
            problems.append(InputProblem.suppressionUnused.diagnostic(
                "this suppression hides nothing: no \(rules) finding \(scope); delete the comment",
                at: SourceLocation(file: suppression.file, line: comment.line, column: comment.column), symbol: rules))
        }
        return remaining
    }

    // MARK: - Exceptions

    private func except(_ findings: [Diagnostic], accepted: inout [AcceptedFinding], problems: inout [Diagnostic]) -> [Diagnostic] {
        guard !rules.exceptions.isEmpty else { return findings }
        var taken = [Bool](repeating: false, count: findings.count)
        var candidates = ExceptionCandidates(findings: findings, rules: rules)
        // The machine's today needs the time zone database: read only when an exception is judged.
        lazy var today = self.today ?? .today()
        for exception in rules.exceptions {
            let described = Self.describe(exception.subject)
            if today > exception.expires {
                problems.append(InputProblem.exceptionExpired.diagnostic(
                    "the exception for \(described) expired on \(exception.expires) (owner \(exception.owner)): "
                        + "its findings fail again; fix them, or renew the exception with a new date",
                    at: exception.location, symbol: exception.owner))
                continue
            }
            let matches = candidates.matches(exception.subject)
            var count = 0
            for index in matches where !taken[index] {
                taken[index] = true
                count += 1
                accepted.append(AcceptedFinding(finding: findings[index], acceptance: .exception(
                    at: exception.location, owner: exception.owner, expires: exception.expires.description, reason: exception.reason)))
            }
            if count == 0 {
                problems.append(InputProblem.exceptionStale.diagnostic(
                    unknownOperand(of: exception.subject).map { name, hint in
                        "the exception for \(described) (owner \(exception.owner)) names '\(name.shortenedForMessage)', which is no module "
                            + "or layer\(hint), so it matches nothing: correct the name"
                    } ?? "the exception for \(described) (owner \(exception.owner)) matches no finding: the debt is paid, so delete this line",
                    at: exception.location, symbol: described))
            }
        }
        return findings.indices.filter { !taken[$0] }.map { findings[$0] }
    }

    private func unknownOperand(of subject: RuleException.Subject) -> (name: String, hint: String)? {
        ExceptionNames.unknownOperand(of: subject, layers: rules.layers.map(\.name), moduleNames: moduleNames)
    }

    /// `ProductDomain -> ProductData`, `banned-name in Legacy/**`.
    static func describe(_ subject: RuleException.Subject) -> String {
        switch subject {
        case .dependency(let from, let to):
            return "\(from.name.shortenedForMessage) -> \(to.name.shortenedForMessage)"
        case .rule(let id, let paths, let symbols):
            var text = id
            if !paths.isEmpty { text += " in " + paths.map { $0.text.shortenedForMessage }.joined(separator: " ") }
            if !symbols.isEmpty { text += " for " + symbols.map { $0.text.shortenedForMessage }.joined(separator: " ") }
            return text
        }
    }
}

/// The last acceptance: the baseline the command line gives.
struct BaselineAcceptance {
    let baseline: Baseline
    /// The baseline as the command line named it.
    let file: String
    /// Whether entries that match nothing are reported; not when `--update-baseline` prunes them.
    let reportsUnused: Bool
    let rules: ArchitectureRules
    /// The graph's `formerNames`, which entries written before a module was renamed still use.
    var formerNames: [String: String] = [:]

    func apply(to findings: [Diagnostic]) -> (findings: [Diagnostic], accepted: [AcceptedFinding], unused: [Baseline.Entry]) {
        let (unmatched, matched, unused) = baseline.match(findings, formerNames: formerNames)
        var remaining = unmatched
        if reportsUnused, !unused.isEmpty,
           let severity = RuleEngine.severity(of: InputProblem.baselineStale.id, default: InputProblem.baselineStale.defaultSeverity, in: rules) {
            let count = unused.count == 1 ? "1 baseline entry of \(file) matches" : "\(unused.count) baseline entries of \(file) match"
            var problem = InputProblem.baselineStale.diagnostic(
                "\(count) no finding any more: prune with 'archkit check --baseline \(file) --update-baseline'",
                at: unused.first?.location,
                notes: unused.map { Diagnostic.Note(message: "no longer found: \($0.description)", location: $0.location) },
                symbol: file)
            problem.severity = severity
            remaining.append(problem)
        }
        return (remaining, matched.map { AcceptedFinding(finding: $0, acceptance: .baseline(file: file)) }, unused)
    }
}

/// What the names of an `except` line stand for.
public enum ExceptionNames {
    /// The first operand of `except FROM -> TO` that is a plain name of no module and no layer,
    /// with the closest module or layer name as a hint; nil when both name something, or are
    /// patterns, which may rightly match nothing today.
    public static func unknownOperand(of subject: RuleException.Subject, layers: [String], moduleNames: [String]) -> (name: String, hint: String)? {
        guard case .dependency(let from, let to) = subject else { return nil }
        for operand in [from, to] where Glob(operand.name).isLiteral {
            let name = operand.name
            if layers.contains(name) || moduleNames.contains(name)
                || moduleNames.contains(where: { Module.importName(ofKey: $0) == name[...] }) { continue }
            let closest = Suggestion.closest(to: name, in: moduleNames + layers)
            return (name, closest.map { " (did you mean '\($0)'?)" } ?? "")
        }
        return nil
    }
}
