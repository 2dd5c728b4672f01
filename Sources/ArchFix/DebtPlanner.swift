import ArchAnalysis
import ArchCore
import ArchRuleCatalogue
import ArchRulesFile

/// The debt lines `fix` removes:
/// - an `except` line that matches no finding, when its modules or layers and its rule exist,
///   and its patterns match some module or file: the debt is paid. One that names something
///   unknown is kept and reported (a name with the closest one), since it is more likely
///   misspelt, or its code moved, than paid;
/// - baseline entries that match no finding, counting the findings this run fixes as gone,
///   when the file is of the current format. A file of an older format is written again,
///   migrated, with every entry: a changed identity must never read as paid debt.
struct DebtPlanner {
    let analysis: Analysis
    let request: FixRequest
    let contents: (String) -> [UInt8]?

    func plan(into plan: inout FixPlan) {
        if request.includes(rule: InputProblem.exceptionStale.id) { planExceptions(into: &plan) }
        if request.includes(rule: InputProblem.baselineStale.id) { planBaseline(into: &plan) }
    }

    private func planExceptions(into plan: inout FixPlan) {
        // A --config outside the repository is the user's to edit: fix writes only inside it.
        guard let rulesPath = analysis.configPath, !rulesPath.hasPrefix("/"), !rulesPath.hasPrefix("../") else { return }
        let stale = analysis.diagnostics.filter { $0.ruleID == InputProblem.exceptionStale.id && $0.location?.file == rulesPath }
        guard !stale.isEmpty, let original = contents(rulesPath) else { return }
        let modules = analysis.graph.modules.map(\.name)
        let layers = analysis.rules.layers.map(\.name)
        let ruleIDs = Set(RuleCatalogue.ruleIDs + InputProblem.all.map(\.id))
        let files = analysis.graph.files.map(\.path)
        var lines: Set<Int> = []
        for finding in stale {
            guard let location = finding.location,
                  let exception = analysis.rules.exceptions.first(where: { $0.location.line == location.line }) else { continue }
            var kept = ExceptionNames.unknownOperand(of: exception.subject, layers: layers, moduleNames: modules).map {
                "it names \($0.name)\($0.hint), which is no module or layer: a misspelt line is corrected, not dropped"
            }
            let moved = "the code it excused may have moved, so archkit does not take the debt for paid"
            switch exception.subject {
            case .dependency(let from, let to):
                // A pattern that matches no module or layer names nothing that exists either.
                for operand in [from, to] where kept == nil && !Glob(operand.name).isLiteral {
                    let glob = Glob(operand.name)
                    if !(modules + layers).contains(where: glob.matches) { kept = "its pattern \(operand.name) matches no module or layer: \(moved)" }
                }
            case .rule(let id, let paths, _):
                if !ruleIDs.contains(id) { kept = "it names rule \(id), which archkit does not know" }
                for path in paths where kept == nil && !files.contains(where: path.glob.matchesPathOrAncestor) {
                    kept = "its path \(path.text) matches no file: \(moved)"
                }
            }
            if let kept {
                plan.leftAlone.append(FixPlan.LeftAlone(rule: finding.ruleID, finding: location, message: finding.message, reason: kept,
                                                        byHand: "correct line \(location.line) of \(rulesPath), or delete it"))
                continue
            }
            lines.insert(location.line)
            plan.fixes.append(FixPlan.Fix(rule: finding.ruleID, file: rulesPath, summary: "delete the except line \(location.line)", finding: location))
        }
        guard !lines.isEmpty else { return }
        plan.files.append(FixPlan.FileChange(path: rulesPath, original: original, edited: Self.removingLines(lines, from: original)))
    }

    private func planBaseline(into plan: inout FixPlan) {
        guard let use = analysis.request.baseline, let path = request.baselinePath, let original = contents(path) else { return }
        let baseline = use.baseline
        let edited: Baseline
        if baseline.isMigrated {
            edited = baseline
            plan.fixes.append(FixPlan.Fix(rule: InputProblem.baselineStale.id, file: use.file,
                                          summary: "write the baseline in format \(Baseline.formatVersion), migrating all \(baseline.entries.count) entries from format \(baseline.readVersion)",
                                          finding: nil))
        } else {
            let fixed = Set(plan.fixes.compactMap(\.finding))
            let remaining = analysis.accepted.filter { accepted in
                guard case .baseline = accepted.acceptance else { return false }
                return !(accepted.finding.location.map(fixed.contains) ?? false)
            }.map(\.finding)
            let unused = baseline.match(remaining, formerNames: analysis.graph.formerNames).unused
            guard !unused.isEmpty else { return }
            edited = baseline.pruning(unused)
            for entry in unused {
                plan.fixes.append(FixPlan.Fix(rule: InputProblem.baselineStale.id, file: use.file,
                                              summary: "drop the baseline entry \(entry.description)", finding: entry.location))
            }
        }
        let bytes = Array(edited.json.utf8)
        if bytes != original { plan.files.append(FixPlan.FileChange(path: path, original: original, edited: bytes)) }
    }

    /// The text without the lines of those numbers, each with its line break.
    static func removingLines(_ numbers: Set<Int>, from bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var line = 1
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") || index == bytes.count - 1 {
            if !numbers.contains(line) { result += bytes[start...index] }
            start = index + 1
            line += 1
        }
        return result
    }
}
