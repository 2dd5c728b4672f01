import ArchModel

/// The graph's modules by position, and each edge's two ends as positions, as the graph keeps
/// them: the rules that walk every edge then compare integers instead of hashing both names of
/// every edge, once per rule.
struct ModulePositions: Sendable {
    /// Position in `graph.modules` of each name; like `ModuleGraph.module(named:)`, the last
    /// module of a name wins.
    let positionByName: [String: Int]
    /// For each edge of `graph.edges`, the positions of its source and its target; -1 for a
    /// name no module has.
    let from: [Int]
    let to: [Int]

    init(_ graph: ModuleGraph) {
        positionByName = graph.positionByName
        from = graph.edgeEnds.from
        to = graph.edgeEnds.to
    }
}
