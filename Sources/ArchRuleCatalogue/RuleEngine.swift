import ArchRulesFile
import ArchCore
import ArchSyntax

/// Runs rules and turns their findings into diagnostics with the configured severity.
public struct RuleEngine: Sendable {
    public let rules: [any Rule]

    public init(rules: [any Rule] = RuleCatalogue.all) {
        self.rules = rules
    }

    /// What the scanner must record for the rules in force under `rules`: the optional facts
    /// they read and the calls they look at. A rule turned off is never evaluated, so what it
    /// would read is left out.
    public func scanOptions(_ rules: ArchitectureRules) -> ScanOptions {
        var facts = ScanFacts()
        var calls: Set<String> = []
        for rule in self.rules {
            let description = rule.description
            guard Self.severity(of: description.id.rawValue, default: description.defaultSeverity, in: rules) != nil else { continue }
            facts.formUnion(rule.readsFacts(rules))
            calls.formUnion(rule.recordedCalls(rules))
        }
        return ScanOptions(recordedCalls: calls, facts: facts)
    }

    /// Rules share nothing mutable, so they run side by side; their findings are joined in
    /// the rules' order, as one rule after another would give them, whatever the scheduling.
    public func evaluate(_ context: RuleContext) -> [Diagnostic] {
        let rules = self.rules
        let perRule = Parallel.map(rules.count) { index -> [Diagnostic] in
            let rule = rules[index]
            let description = rule.description
            guard let severity = Self.severity(of: description.id.rawValue, default: description.defaultSeverity, in: context.rules) else { return [] }
            return rule.evaluate(context).map { finding in
                Diagnostic(ruleID: description.id.rawValue, severity: severity, message: finding.message,
                           location: finding.location, notes: finding.notes,
                           dependency: finding.dependency, cycle: finding.cycle, symbol: finding.symbol)
            }
        }
        return Array(perRule.joined()).sorted()
    }

    /// The source filters of the rules in force under `rules` (`Rule.sourceFilter`), at most
    /// `SourceFilters.capacity` of them: a rule past those gets no filter and visits every file.
    public func sourceFilters(_ rules: ArchitectureRules) -> SourceFilters {
        var filters = SourceFilters()
        for rule in self.rules where filters.ruleIDs.count < SourceFilters.capacity {
            let description = rule.description
            guard Self.severity(of: description.id.rawValue, default: description.defaultSeverity, in: rules) != nil,
                  let filter = rule.sourceFilter(rules) else { continue }
            filters.ruleIDs.append(description.id)
            filters.filters.append(filter)
        }
        return filters
    }

    /// The severity a diagnostic of `ruleID` gets: its `severity` line, else its default; nil
    /// when turned off. Diagnostics of the reading stages go through this too.
    public static func severity(of ruleID: String, default defaultSeverity: Severity, in rules: ArchitectureRules) -> Severity? {
        guard let level = rules.severityLevel(forRule: ruleID) else { return defaultSeverity }
        return level.severity
    }
}

/// Every rule archkit has, in the order they are documented.
public enum RuleCatalogue {
    public static let all: [any Rule] = [
        LayerDependencyRule(),
        DependencyCycleRule(),
        LayerCycleRule(),
        BannedNameRule(),
        ImplicitDependencyRule(),
        UnusedDependencyRule(),
        UnlayeredModuleRule(),
        UnownedSourcesRule(),
        UnmatchedPatternRule(),
        SublayerDependencyRule(),
        FeatureCompletenessRule(),
        DTOPlacementRule(),
        ConstructionOutsideDiRule(),
        BusinessInInfrastructureRule(),
        ServiceLocatorRule(),
        PublicAPILeakRule(),
        NetworkingSingletonRule(),
        HardCodedCollectionSizeRule(),
        RouteCaseNameRule(),
        RouteModuleDependencyRule(),
        RoutePlacementRule(),
    ]

    /// The rule whose id is spelled `id`, as a user writes it.
    public static func rule(withID id: String) -> (any Rule)? {
        all.first { $0.description.id.rawValue == id }
    }

    /// The ids of every rule, in catalogue order, as users spell them.
    public static var ruleIDs: [String] {
        all.map(\.description.id.rawValue)
    }

    /// The `.archrules` statements the rules declare, in catalogue order.
    public static var statements: [RuleStatement] {
        all.flatMap(\.description.statements)
    }
}

/// The source filters of the rules in force, asked of each file as it is read: a bit per
/// filter, in one word, so that the reading keeps one number per file.
public struct SourceFilters: Sendable {
    /// As many filters as a file's word has bits.
    public static let capacity = UInt64.bitWidth

    /// The rule of each filter, in the order of the bits.
    public fileprivate(set) var ruleIDs: [RuleID] = []
    fileprivate var filters: [SourceFilter] = []

    public init() {}

    /// Bit `n` is set when filter `n` lets the file through.
    public func passed(_ summary: SourceSummary) -> UInt64 {
        var bits: UInt64 = 0
        for index in filters.indices where filters[index].passes(summary) {
            bits |= 1 << UInt64(index)
        }
        return bits
    }

    /// The files each rule visits, by rule id, from the positions of the files that passed
    /// each filter (`positions[n]` for bit `n`).
    public func filteredFiles(_ positions: [[Int]]) -> [RuleID: [Int]] {
        Dictionary(zip(ruleIDs, positions), uniquingKeysWith: { _, last in last })
    }
}
