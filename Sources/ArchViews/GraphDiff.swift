import ArchCore
import ArchModuleGraph

/// What changed between two analyses, for review: modules and edges added and removed, and
/// findings of every rule new and fixed, with each side's counts and unread files.
///
/// Findings are matched by identity (rule, file, and what they are about: the dependency, the
/// cycle, the type or module), not by line, so that moving an import or a declaration does
/// not count as fixing one finding and adding another. The same identity found more often in
/// the head than in the base counts the extra ones as new.
public struct GraphDiff: Sendable, Equatable {
    /// One compared analysis.
    public struct Side: Sendable, Equatable, Encodable {
        /// The revision, folder or file the user named.
        public var name: String
        public var summary: AnalysisSummary
        public var unread: [UnreadInput]

        public init(name: String, summary: AnalysisSummary, unread: [UnreadInput]) {
            self.name = name
            self.summary = summary
            self.unread = unread
        }
    }

    public var base: Side
    public var head: Side
    public var addedModules: [Module]
    public var removedModules: [Module]
    public var addedEdges: [Edge]
    public var removedEdges: [Edge]
    /// Head findings the base does not have, errors first.
    public var newFindings: [Diagnostic]
    /// Base findings the head no longer has, errors first.
    public var fixedFindings: [Diagnostic]
    /// Modules of both sides whose transitive dependents grew: what a change to them can now
    /// break reaches further. Most growth first, then by name.
    public var grownBlastRadius: [RadiusChange] = []
    /// How the two sides' rules files differ, and the findings that explains; nil when they
    /// agree or a side has none to compare (a graph JSON file).
    public var rulesChange: RulesChange?

    public struct RadiusChange: Sendable, Equatable, Encodable {
        public var module: String
        public var before: DependentCounts.Count
        public var after: DependentCounts.Count

        public init(module: String, before: DependentCounts.Count, after: DependentCounts.Count) {
            self.module = module
            self.before = before
            self.after = after
        }
    }

    public var isEmpty: Bool {
        rulesChange == nil && addedModules.isEmpty && removedModules.isEmpty && addedEdges.isEmpty && removedEdges.isEmpty
            && newFindings.isEmpty && fixedFindings.isEmpty
    }

    /// Whether both sides were read completely; otherwise the comparison may miss changes.
    public var isComplete: Bool { base.unread.isEmpty && head.unread.isEmpty }

    /// Whether the head brings findings that fail a check: errors, and warnings when `strict`,
    /// as `archkit check` judges them.
    public func addsFailures(strict: Bool) -> Bool {
        newFindings.contains { $0.severity == .error || strict }
    }

    public static func compare(base: GraphDocument, head: GraphDocument, baseName: String, headName: String) -> GraphDiff {
        func difference<T, Key: Hashable>(_ lhs: [T], _ rhs: [T], key: (T) -> Key) -> [T] {
            let keys = Set(rhs.map(key))
            return lhs.filter { !keys.contains(key($0)) }
        }
        let moduleKey = { (module: Module) in module.name }
        let edgeKey = { (edge: Edge) in [edge.from, edge.to, edge.kind.rawValue] }
        return GraphDiff(
            base: Side(name: baseName, summary: base.summary, unread: base.unread),
            head: Side(name: headName, summary: head.summary, unread: head.unread),
            addedModules: difference(head.modules, base.modules, key: moduleKey),
            removedModules: difference(base.modules, head.modules, key: moduleKey),
            addedEdges: difference(head.edges, base.edges, key: edgeKey),
            removedEdges: difference(base.edges, head.edges, key: edgeKey),
            newFindings: unmatched(head.diagnostics, against: base.diagnostics),
            // A finding the head accepts as debt (an exception, a baseline, a suppression) is not fixed.
            fixedFindings: unmatched(base.diagnostics, against: head.diagnostics + head.accepted.map(\.finding)),
            grownBlastRadius: grownRadius(base: base, head: head))
    }

    private static func grownRadius(base: GraphDocument, head: GraphDocument) -> [RadiusChange] {
        let before = base.dependentsByModule
        return zip(head.modules, head.dependentCounts).compactMap { module, after -> RadiusChange? in
            guard let old = before[module.name], after.transitive > old.transitive else { return nil }
            return RadiusChange(module: module.name, before: old, after: after)
        }.sorted { lhs, rhs in
            let left = lhs.after.transitive - lhs.before.transitive, right = rhs.after.transitive - rhs.before.transitive
            return left != right ? left > right : lhs.module < rhs.module
        }
    }

    /// The findings of `findings` left over once each is paired with one of the same identity
    /// in `others`.
    private static func unmatched(_ findings: [Diagnostic], against others: [Diagnostic]) -> [Diagnostic] {
        var available: [FindingIdentity: Int] = [:]
        for finding in others { available[finding.identity, default: 0] += 1 }
        var left: [Diagnostic] = []
        for finding in findings.sorted() {
            let identity = finding.identity
            if let count = available[identity], count > 0 {
                available[identity] = count - 1
            } else {
                left.append(finding)
            }
        }
        return left.sorted(by: Diagnostic.severityFirst)
    }
}
