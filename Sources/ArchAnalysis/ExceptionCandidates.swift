import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchRuleCatalogue

/// The findings each `except` line covers, found through indexes of the findings rather than
/// by comparing every line with every finding: a file of thousands of lines over thousands of
/// findings costs about their sum, not their product.
///
/// A literal module, path or symbol is one look-up; a layer name is its member modules; a
/// wildcard is tried only on the names that start with its literal prefix.
struct ExceptionCandidates {
    private let findings: [Diagnostic]
    private let rules: ArchitectureRules

    // Dependencies: the distinct dependencies, which findings are about each, and each
    // dependency by its two ends.
    private var findingsByDependency: [Diagnostic.Dependency: [Int]] = [:]
    private var dependenciesFrom: [String: [Diagnostic.Dependency]] = [:]
    private var dependenciesTo: [String: [Diagnostic.Dependency]] = [:]
    private let modules: NameIndex
    /// Modules a name several containers declare qualifies (`Server/App`), by the name an
    /// operand written before, or for all of them, gives (`App`).
    private var qualifiedByImportName: [String: [String]] = [:]
    private var modulesByLayer: [String: [String]] = [:]
    /// The modules an operand covers, by its text: many lines share an operand.
    private var coveredModules: [String: Set<String>] = [:]

    // Rules: each rule's findings by file and by symbol.
    private var findingsByRule: [String: [Int]] = [:]
    private var filesByRule: [String: NameIndex] = [:]
    private var symbolsByRule: [String: NameIndex] = [:]
    private var findingsByRuleAndFile: [String: [String: [Int]]] = [:]
    private var findingsByRuleAndSymbol: [String: [String: [Int]]] = [:]

    /// How many candidates were looked at, for the tests that show the cost grows with the
    /// lines and findings, not with their product.
    private(set) var candidatesExamined = 0

    init(findings: [Diagnostic], rules: ArchitectureRules) {
        self.findings = findings
        self.rules = rules
        var moduleNames = Set<String>()
        for (index, finding) in findings.enumerated() {
            findingsByRule[finding.ruleID, default: []].append(index)
            if let dependency = finding.dependency {
                if findingsByDependency[dependency] == nil {
                    dependenciesFrom[dependency.from, default: []].append(dependency)
                    dependenciesTo[dependency.to, default: []].append(dependency)
                    moduleNames.insert(dependency.from)
                    moduleNames.insert(dependency.to)
                }
                findingsByDependency[dependency, default: []].append(index)
            }
            if let file = finding.location?.file { findingsByRuleAndFile[finding.ruleID, default: [:]][file, default: []].append(index) }
            if let symbol = finding.symbol { findingsByRuleAndSymbol[finding.ruleID, default: [:]][symbol, default: []].append(index) }
        }
        modules = NameIndex(moduleNames)
        for module in moduleNames where module.contains("/") {
            qualifiedByImportName[String(Module.importName(ofKey: module)), default: []].append(module)
        }
        for module in modules.names {
            if let layer = rules.layer(forModule: module) ?? rules.layer(forModule: String(Module.importName(ofKey: module))) {
                modulesByLayer[layer, default: []].append(module)
            }
        }
        filesByRule = findingsByRuleAndFile.mapValues { NameIndex($0.keys) }
        symbolsByRule = findingsByRuleAndSymbol.mapValues { NameIndex($0.keys) }
    }

    /// The positions of the findings the subject covers, in ascending order.
    mutating func matches(_ subject: RuleException.Subject) -> [Int] {
        switch subject {
        case .dependency(let from, let to):
            return dependencyMatches(from: modules(coveredBy: from), to: modules(coveredBy: to))
        case .rule(let id, let paths, let symbols):
            return ruleMatches(id, paths: paths, symbols: symbols)
        }
    }

    // MARK: - Dependencies

    /// The modules an operand of `except FROM -> TO` names: those of the layer it names, and
    /// those its glob matches.
    private mutating func modules(coveredBy operand: ArchitectureRules.Reference) -> Set<String> {
        if let known = coveredModules[operand.name] { return known }
        let glob = Glob(operand.name)
        candidatesExamined += glob.isLiteral ? 1 : modules.candidates(for: glob).count
        var covered = Set(modules.matches(for: glob))
        covered.formUnion(modulesByLayer[operand.name] ?? [])
        if glob.isLiteral { covered.formUnion(qualifiedByImportName[operand.name] ?? []) }
        coveredModules[operand.name] = covered
        return covered
    }

    /// Walks the cheapest way in: each pair of ends when both sides are small, otherwise the
    /// dependencies of the side with fewer.
    private mutating func dependencyMatches(from sources: Set<String>, to targets: Set<String>) -> [Int] {
        guard !sources.isEmpty, !targets.isEmpty else { return [] }
        let leaving = sources.reduce(0) { $0 + (dependenciesFrom[$1]?.count ?? 0) }
        let arriving = targets.reduce(0) { $0 + (dependenciesTo[$1]?.count ?? 0) }
        let pairs = sources.count.multipliedReportingOverflow(by: targets.count)
        var covered: [Diagnostic.Dependency] = []
        if !pairs.overflow, pairs.partialValue <= min(leaving, arriving) {
            candidatesExamined += pairs.partialValue
            for source in sources {
                for target in targets {
                    let dependency = Diagnostic.Dependency(from: source, to: target)
                    if findingsByDependency[dependency] != nil { covered.append(dependency) }
                }
            }
        } else if leaving <= arriving {
            candidatesExamined += leaving
            for source in sources { covered += (dependenciesFrom[source] ?? []).filter { targets.contains($0.to) } }
        } else {
            candidatesExamined += arriving
            for target in targets { covered += (dependenciesTo[target] ?? []).filter { sources.contains($0.from) } }
        }
        return covered.flatMap { findingsByDependency[$0]! }.sorted()
    }

    // MARK: - Rules

    /// `except rule ID path … symbol …`: a finding must sit in one of the paths, when there are
    /// any, and be about one of the symbols, when there are any. The side with fewer candidates
    /// is looked up and the other checked.
    private mutating func ruleMatches(_ id: String, paths: [ArchitectureRules.Pattern], symbols: [ArchitectureRules.Pattern]) -> [Int] {
        guard let all = findingsByRule[id] else { return [] }
        var candidates: [Int]
        if !symbols.isEmpty, let index = symbolsByRule[id] {
            let named = symbols.flatMap { pattern in
                candidatesExamined += pattern.glob.isLiteral ? 1 : index.candidates(for: pattern.glob).count
                return index.matches(for: pattern.glob)
            }
            candidates = named.flatMap { findingsByRuleAndSymbol[id]![$0]! }
        } else if !paths.isEmpty, let index = filesByRule[id] {
            let files = paths.flatMap { pattern in
                let near = index.candidates(for: pattern.glob)
                candidatesExamined += near.count
                return near.filter(pattern.glob.matchesPathOrAncestor)
            }
            candidates = files.flatMap { findingsByRuleAndFile[id]![$0]! }
        } else if symbols.isEmpty, paths.isEmpty {
            candidates = all
            candidatesExamined += all.count
        } else {
            // A side was asked for, and no finding of the rule has a symbol or a file.
            return []
        }
        candidatesExamined += candidates.count
        candidates = Array(Set(candidates)).sorted()
        return candidates.filter { index in
            let finding = findings[index]
            let inPath = paths.isEmpty || finding.location.map { location in paths.contains { $0.glob.matchesPathOrAncestor(location.file) } } == true
            let named = symbols.isEmpty || finding.symbol.map { symbol in symbols.contains { $0.glob.matches(symbol) } } == true
            return inPath && named
        }
    }
}
