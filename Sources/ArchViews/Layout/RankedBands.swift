import ArchModuleGraph

/// Splits the band of modules in no layer into bands by dependency rank, so that a repository
/// without layers is drawn as its dependencies stack, not as one alphabetical grid with every
/// edge piled under it.
///
/// A node's rank is the length of the longest path from it down to a module that depends on
/// nothing in the band, once each cycle is condensed into one node: every edge between two
/// cycles then runs from a higher rank to a lower one, and is drawn downwards. The members of
/// a cycle share a band, where their edges arc within it.
///
/// Public so that every drawing, Graphviz's included, stacks the same bands.
public enum RankedBands {
    public static func split(_ view: GraphView) -> GraphView {
        guard let bandIndex = view.bands.firstIndex(where: { $0.name == GraphViewBuilder.unlayeredBand }) else { return view }
        let band = view.bands[bandIndex]
        let members = band.nodes.sorted()
        guard members.count > 1 else { return view }
        let number = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1, $0) })
        var successors = [[Int]](repeating: [], count: members.count)
        for edge in view.edges where edge.from != edge.to {
            guard let from = number[edge.from], let to = number[edge.to] else { continue }
            successors[from].append(to)
        }
        guard successors.contains(where: { !$0.isEmpty }) else { return view }
        let ranks = DependencyRank.ranks(count: members.count, successors: successors)
        let highest = ranks.max() ?? 0
        guard highest > 0 else { return view }

        var byRank = [[String]](repeating: [], count: highest + 1)
        for (index, rank) in ranks.enumerated() { byRank[rank].append(members[index]) }
        let split = (0...highest).reversed().compactMap { rank -> GraphView.Band? in
            byRank[rank].isEmpty ? nil : GraphView.Band(name: Self.name(ofRank: rank, members: byRank[rank]), color: band.color, nodes: byRank[rank])
        }
        var result = view
        result.bands.replaceSubrange(bandIndex...bandIndex, with: split)
        let bandOfNode = Dictionary(uniqueKeysWithValues: split.flatMap { band in band.nodes.map { ($0, band.name) } })
        for index in result.nodes.indices {
            if let name = bandOfNode[result.nodes[index].id] { result.nodes[index].band = name }
        }
        return result
    }

    /// `(no layer), rank 3`, and what most of its modules' names end with when they agree
    /// (`(no layer), rank 3: Clients`).
    static func name(ofRank rank: Int, members: [String] = []) -> String {
        let plain = "\(GraphViewBuilder.unlayeredBand), rank \(rank)"
        guard let shared = GroupNaming.name(of: members.map { GroupNaming.Member(name: $0) }) else { return plain }
        return "\(plain): \(shared)"
    }
}
