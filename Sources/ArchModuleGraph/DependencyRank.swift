/// The rank of each node of a dependency graph: the length of the longest path from it down to
/// a node that depends on nothing, once each cycle is condensed into one node (whose members
/// share its rank). Every edge outside a cycle then runs from a higher rank to a lower one.
/// The drawings stack unlayered modules by it, and `archkit init` proposes layers from it.
public enum DependencyRank {
    /// The rank of each node `0..<count`: 0 for a node whose component reaches no other
    /// component, else one more than the highest rank it reaches in one step. Linear: Tarjan's
    /// components, then the condensed graph peeled from its sinks upwards; no recursion.
    public static func ranks(count: Int, successors: [[Int]]) -> [Int] {
        var component = Array(0..<count)
        for tangle in CycleSearch.tangles(count: count, successors: successors) {
            for member in tangle { component[member] = tangle[0] }
        }
        // The condensed graph, on component leaders: out-degrees and predecessors.
        var outDegree = [Int](repeating: 0, count: count)
        var predecessors = [[Int]](repeating: [], count: count)
        var seenPairs: Set<Int> = []
        for from in 0..<count {
            for to in successors[from] {
                let source = component[from], target = component[to]
                guard source != target, seenPairs.insert(source * count + target).inserted else { continue }
                outDegree[source] += 1
                predecessors[target].append(source)
            }
        }
        var rank = [Int](repeating: 0, count: count)
        var ready = (0..<count).filter { component[$0] == $0 && outDegree[$0] == 0 }
        var next = 0
        while next < ready.count {
            let done = ready[next]
            next += 1
            for predecessor in predecessors[done] {
                rank[predecessor] = max(rank[predecessor], rank[done] + 1)
                outDegree[predecessor] -= 1
                if outDegree[predecessor] == 0 { ready.append(predecessor) }
            }
        }
        return (0..<count).map { rank[component[$0]] }
    }
}
