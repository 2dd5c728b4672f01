/// What changed between two graphs, for review: modules and edges added and removed,
/// violations new and fixed, cycles new and broken.
///
/// Violations are matched by rule and dependency, not by place, so that moving an import
/// does not count as fixing one violation and adding another. Cycles are matched by their
/// nodes in order, whichever node a report happens to start them at.
public struct GraphDiff: Sendable, Equatable {
    public var base: String
    public var head: String
    public var addedModules: [GraphDocument.Module]
    public var removedModules: [GraphDocument.Module]
    public var addedEdges: [GraphDocument.Edge]
    public var removedEdges: [GraphDocument.Edge]
    public var newViolations: [GraphDocument.Violation]
    public var fixedViolations: [GraphDocument.Violation]
    public var newCycles: [GraphDocument.Cycle]
    public var brokenCycles: [GraphDocument.Cycle]

    public var isEmpty: Bool {
        addedModules.isEmpty && removedModules.isEmpty && addedEdges.isEmpty && removedEdges.isEmpty
            && newViolations.isEmpty && fixedViolations.isEmpty && newCycles.isEmpty && brokenCycles.isEmpty
    }

    /// Whether the head brings violations or cycles the base did not have.
    public var addsProblems: Bool { !newViolations.isEmpty || !newCycles.isEmpty }

    /// - Parameters:
    ///   - base: what the head is compared against, named for reports by `baseName`.
    public static func compare(base: GraphDocument, head: GraphDocument, baseName: String, headName: String) -> GraphDiff {
        func difference<T, Key: Hashable>(_ lhs: [T], _ rhs: [T], key: (T) -> Key) -> [T] {
            let keys = Set(rhs.map(key))
            return lhs.filter { !keys.contains(key($0)) }
        }
        let moduleKey = { (module: GraphDocument.Module) in module.name }
        let edgeKey = { (edge: GraphDocument.Edge) in [edge.from, edge.to, edge.kind] }
        let violationKey = { (violation: GraphDocument.Violation) in [violation.rule, violation.from, violation.to] }
        let cycleKey = { (cycle: GraphDocument.Cycle) in [cycle.level.rawValue] + cycle.canonical }
        return GraphDiff(
            base: baseName, head: headName,
            addedModules: difference(head.modules, base.modules, key: moduleKey),
            removedModules: difference(base.modules, head.modules, key: moduleKey),
            addedEdges: difference(head.edges, base.edges, key: edgeKey),
            removedEdges: difference(base.edges, head.edges, key: edgeKey),
            newViolations: difference(head.violations, base.violations, key: violationKey),
            fixedViolations: difference(base.violations, head.violations, key: violationKey),
            newCycles: difference(head.cycles, base.cycles, key: cycleKey),
            brokenCycles: difference(base.cycles, head.cycles, key: cycleKey))
    }
}
