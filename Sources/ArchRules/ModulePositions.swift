import ArchModel

/// The graph's modules by position, and each edge's two ends as positions, worked out once per
/// evaluation: the rules that walk every edge then compare integers instead of hashing both
/// names of every edge, once per rule.
struct ModulePositions: Sendable {
    /// Position in `graph.modules` of each name; like `ModuleGraph.module(named:)`, the last
    /// module of a name wins.
    let positionByName: [String: Int]
    /// For each edge of `graph.edges`, the positions of its source and its target; -1 for a
    /// name no module has.
    let from: [Int]
    let to: [Int]

    init(_ graph: ModuleGraph) {
        var positionByName: [String: Int] = [:]
        positionByName.reserveCapacity(graph.modules.count)
        for (position, module) in graph.modules.enumerated() { positionByName[module.name] = position }
        var from: [Int] = []
        var to: [Int] = []
        from.reserveCapacity(graph.edges.count)
        to.reserveCapacity(graph.edges.count)
        // Edges come sorted by source, so a source is usually the previous edge's: comparing two
        // names is cheaper than hashing one.
        var previousSource: String?
        var previousPosition = -1
        for edge in graph.edges {
            if edge.from != previousSource {
                previousSource = edge.from
                previousPosition = positionByName[edge.from] ?? -1
            }
            from.append(previousPosition)
            to.append(positionByName[edge.to] ?? -1)
        }
        self.positionByName = positionByName
        self.from = from
        self.to = to
    }
}
