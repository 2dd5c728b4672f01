import ArchConfig
import ArchCore
import ArchSyntax

/// Runs rules and turns their findings into diagnostics with the configured severity.
public struct RuleEngine: Sendable {
    public let rules: [any Rule]

    public init(rules: [any Rule] = RuleCatalogue.all) {
        self.rules = rules
    }

    /// The optional scan facts the rules in force can read under `rules`. A rule turned off is
    /// never evaluated, so what it would read is left out.
    public func readsFacts(_ rules: ArchitectureRules) -> ScanFacts {
        self.rules.reduce(into: ScanFacts()) { facts, rule in
            let description = rule.description
            guard Self.severity(of: description.id, default: description.defaultSeverity, in: rules) != nil else { return }
            facts.formUnion(rule.readsFacts(rules))
        }
    }

    /// Rules share nothing mutable, so they run side by side; their findings are joined in
    /// the rules' order, as one rule after another would give them, whatever the scheduling.
    public func evaluate(_ context: RuleContext) -> [Diagnostic] {
        let rules = self.rules
        let perRule = Parallel.map(rules.count) { index -> [Diagnostic] in
            let rule = rules[index]
            let description = rule.description
            guard let severity = Self.severity(of: description.id, default: description.defaultSeverity, in: context.rules) else { return [] }
            return rule.evaluate(context).map { finding in
                Diagnostic(ruleID: description.id, severity: severity, message: finding.message,
                           location: finding.location, notes: finding.notes,
                           dependency: finding.dependency, cycle: finding.cycle, symbol: finding.symbol)
            }
        }
        return Array(perRule.joined()).sorted()
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
        HardCodedCollectionSizeRule(),
        RouteCaseNameRule(),
        RouteModuleDependencyRule(),
        RoutePlacementRule(),
    ]

    public static func rule(withID id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }
}
