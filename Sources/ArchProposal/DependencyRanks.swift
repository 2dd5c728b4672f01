import ArchModuleGraph

/// The dependency rank of each module by name, and the cycles that share a rank: what the
/// ranks style makes layers of.
public struct DependencyRanks: Sendable, Equatable {
    /// The rank of each node, by name.
    public var rank: [String: Int]
    /// The cycles: each strongly connected component of more than one node, its names sorted,
    /// the components sorted by their first name.
    public var cycles: [[String]]

    /// - Parameters:
    ///   - nodes: the names to rank.
    ///   - edges: for each name, the names it depends on; names outside `nodes` are ignored.
    public init(nodes: [String], edges: [String: Set<String>]) {
        let names = nodes.sorted()
        var index: [String: Int] = [:]
        for (position, name) in names.enumerated() { index[name] = position }
        let successors: [[Int]] = names.map { name in (edges[name] ?? []).compactMap { index[$0] }.sorted() }
        let ranks = DependencyRank.ranks(count: names.count, successors: successors)
        var rank: [String: Int] = [:]
        for (position, name) in names.enumerated() { rank[name] = ranks[position] }
        self.rank = rank
        cycles = CycleSearch.tangles(count: names.count, successors: successors).map { $0.map { names[$0] } }
    }
}
