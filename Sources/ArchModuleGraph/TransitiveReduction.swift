/// Which edges of a dependency graph another path already implies: `A → C` when `A → B → C`
/// exists. Drawings hide them, so that a crowded graph shows its structure, not every shortcut.
///
/// Cycles are condensed first. An edge inside a cycle is never implied, and an edge between two
/// cycles is implied when the condensed graph has another path between them: the edges that are
/// not implied keep exactly the reachability of the whole graph.
public enum TransitiveReduction {
    /// Above this many condensed nodes nothing is marked: the reachability sets take the square
    /// of the count in bits (32 MB at this bound), and no drawing of that many nodes is read.
    public static let largestReducedGraph = 16_384
    /// Above this many word operations (condensed edges × words of a set) nothing is marked
    /// either, so that the time stays bounded however dense a hostile graph is: a reduction
    /// has no linear algorithm, and a drawing that dense is not read edge by edge anyway.
    public static let largestReductionWork = 64_000_000

    /// For each of `edges`, whether a path through other nodes implies it. Nodes are `0..<count`.
    /// Takes O(n + m · n / 64) steps: one reachability bit set per condensed node, each made
    /// from its successors' sets; no recursion.
    public static func impliedEdges(count: Int, edges: [(from: Int, to: Int)]) -> [Bool] {
        var implied = [Bool](repeating: false, count: edges.count)
        guard count > 2, edges.count > 2 else { return implied }
        var successors = [[Int]](repeating: [], count: count)
        for edge in edges where edge.from != edge.to { successors[edge.from].append(edge.to) }

        // Condense: each node's component numbered 0..<components.
        var leader = Array(0..<count)
        for tangle in CycleSearch.tangles(count: count, successors: successors) {
            for member in tangle { leader[member] = tangle[0] }
        }
        var componentOf = [Int](repeating: -1, count: count)
        var components = 0
        for node in 0..<count where leader[node] == node {
            componentOf[node] = components
            components += 1
        }
        for node in 0..<count { componentOf[node] = componentOf[leader[node]] }
        guard components <= largestReducedGraph else { return implied }

        var condensed = [[Int]](repeating: [], count: components)
        var predecessors = [[Int]](repeating: [], count: components)
        var outDegree = [Int](repeating: 0, count: components)
        var seen = Set<Int>()
        for edge in edges {
            let source = componentOf[edge.from], target = componentOf[edge.to]
            guard source != target, seen.insert(source &* components &+ target).inserted else { continue }
            condensed[source].append(target)
            predecessors[target].append(source)
            outDegree[source] += 1
        }

        // Sinks first, so that every successor's set is complete before its predecessors read it.
        let words = (components + 63) / 64
        let work = seen.count.multipliedReportingOverflow(by: words)
        guard !work.overflow, work.partialValue <= largestReductionWork else { return implied }
        var reach = [UInt64](repeating: 0, count: components * words)
        var covered = [UInt64](repeating: 0, count: components * words)
        var ready = (0..<components).filter { outDegree[$0] == 0 }
        var next = 0
        while next < ready.count {
            let node = ready[next]
            next += 1
            let base = node * words
            for successor in condensed[node] {
                let other = successor * words
                for word in 0..<words {
                    covered[base + word] |= reach[other + word]
                    reach[base + word] |= reach[other + word]
                }
                reach[base + successor / 64] |= 1 << UInt64(successor % 64)
            }
            for predecessor in predecessors[node] {
                outDegree[predecessor] -= 1
                if outDegree[predecessor] == 0 { ready.append(predecessor) }
            }
        }
        for (index, edge) in edges.enumerated() {
            let source = componentOf[edge.from], target = componentOf[edge.to]
            guard source != target else { continue }
            implied[index] = covered[source * words + target / 64] & (1 << UInt64(target % 64)) != 0
        }
        return implied
    }
}
