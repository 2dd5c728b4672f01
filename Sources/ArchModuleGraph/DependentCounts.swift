/// How many modules depend on each module, directly and transitively: its blast radius, what a
/// change to it can break. The graph JSON carries both counts, the reports rank modules by
/// them, and `archkit diff` names the modules whose radius grew.
public enum DependentCounts {
    public struct Count: Sendable, Equatable, Hashable, Codable {
        /// Distinct modules with an edge to it.
        public var direct: Int
        /// Distinct modules with a path to it, itself excluded (a module in a cycle counts the
        /// cycle's other members).
        public var transitive: Int

        package enum CodingKeys: String, CodingKey {
            case direct, transitive
        }

        public init(direct: Int, transitive: Int) {
            self.direct = direct
            self.transitive = transitive
        }
    }

    /// The counts of nodes `0..<count`, given each node's successors (what it depends on).
    ///
    /// Cycles are condensed first (Tarjan's components, no recursion); then the components are
    /// taken from those nothing depends on downwards, each handing its set of dependents, as a
    /// bit set, to what it depends on. That is O(nodes × edges / 64) time and nodes² / 8 bytes,
    /// a few megabytes for the largest graphs archkit draws.
    public static func counts(count: Int, successors: [[Int]]) -> [Count] {
        var component = Array(0..<count)
        var members = (0..<count).map { [$0] }
        for tangle in CycleSearch.tangles(count: count, successors: successors) {
            for member in tangle { component[member] = tangle[0] }
            members[tangle[0]] = tangle
        }
        var direct = [Int](repeating: 0, count: count)
        var componentSuccessors = [[Int]](repeating: [], count: count)
        var inDegree = [Int](repeating: 0, count: count)
        var seenPairs: Set<Int> = []
        var seenModulePairs: Set<Int> = []
        for from in 0..<count {
            for to in successors[from] where from != to {
                if seenModulePairs.insert(from * count + to).inserted { direct[to] += 1 }
                let source = component[from], target = component[to]
                guard source != target, seenPairs.insert(source * count + target).inserted else { continue }
                componentSuccessors[source].append(target)
                inDegree[target] += 1
            }
        }
        let words = (count + 63) / 64
        var dependents = [[UInt64]](repeating: [], count: count)
        var ready = (0..<count).filter { component[$0] == $0 && inDegree[$0] == 0 }
        var next = 0
        var transitive = [Int](repeating: 0, count: count)
        while next < ready.count {
            let leader = ready[next]
            next += 1
            var set = dependents[leader]
            if set.isEmpty { set = [UInt64](repeating: 0, count: words) }
            transitive[leader] = set.reduce(0) { $0 + $1.nonzeroBitCount } + members[leader].count - 1
            // What this component depends on gains its dependents and its own members.
            var handed = set
            for member in members[leader] { handed[member / 64] |= 1 << UInt64(member % 64) }
            for target in componentSuccessors[leader] {
                if dependents[target].isEmpty {
                    dependents[target] = handed
                } else {
                    for word in 0..<words { dependents[target][word] |= handed[word] }
                }
                inDegree[target] -= 1
                if inDegree[target] == 0 { ready.append(target) }
            }
            dependents[leader] = []
        }
        return (0..<count).map { Count(direct: direct[$0], transitive: transitive[component[$0]]) }
    }
}
