/// The rank of each module in its dependency graph: cycles condensed into one node first, then
/// the rank of a node is the length of the longest path from it down to a node that depends on
/// nothing. Both passes are iterative and linear, so no input can exhaust the stack.
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
        let component = Self.components(successors)
        let componentCount = (component.max() ?? -1) + 1

        // The condensed graph: Tarjan numbers components in reverse topological order, so every
        // edge leads to a component with a smaller number, and ranking them in increasing
        // order sees each successor's rank first.
        var members = Array(repeating: [Int](), count: componentCount)
        for node in names.indices { members[component[node]].append(node) }
        var componentRank = Array(repeating: 0, count: componentCount)
        for current in 0..<componentCount {
            var best = 0
            for node in members[current] {
                for next in successors[node] where component[next] != current {
                    best = max(best, componentRank[component[next]] + 1)
                }
            }
            componentRank[current] = best
        }
        var rank: [String: Int] = [:]
        for (position, name) in names.enumerated() { rank[name] = componentRank[component[position]] }
        self.rank = rank
        cycles = members.filter { $0.count > 1 }.map { $0.map { names[$0] }.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// Tarjan's strongly connected components with an explicit stack: for each node its
    /// component's number, numbered in reverse topological order of the condensed graph.
    static func components(_ successors: [[Int]]) -> [Int] {
        let count = successors.count
        var order = Array(repeating: -1, count: count)
        var low = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var component = Array(repeating: -1, count: count)
        var stack: [Int] = []
        var counter = 0
        var components = 0
        // The call stack of the recursive algorithm: a node and the next successor to visit.
        var frames: [(node: Int, next: Int)] = []
        for start in 0..<count where order[start] < 0 {
            frames.append((start, 0))
            order[start] = counter
            low[start] = counter
            counter += 1
            stack.append(start)
            onStack[start] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.next < successors[node].count {
                    frames[frames.count - 1].next += 1
                    let next = successors[node][frame.next]
                    if order[next] < 0 {
                        order[next] = counter
                        low[next] = counter
                        counter += 1
                        stack.append(next)
                        onStack[next] = true
                        frames.append((next, 0))
                    } else if onStack[next] {
                        low[node] = min(low[node], order[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last { low[parent.node] = min(low[parent.node], low[node]) }
                guard low[node] == order[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = components
                    if member == node { break }
                }
                components += 1
            }
        }
        return component
    }
}
