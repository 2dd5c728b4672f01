/// Graph algorithms over named nodes, deterministic whatever the input order.
public enum CycleSearch {
    /// The strongly connected components with more than one node, each sorted by name, the
    /// list sorted by its first node. Tarjan's algorithm, iterative so that deep graphs cannot
    /// overflow the stack.
    public static func tangles(nodes: [String], successors: [String: [String]]) -> [[String]] {
        let ordered = nodes.sorted()
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var nextIndex = 0
        var components: [[String]] = []

        for start in ordered where index[start] == nil {
            // Each frame is a node and the position of the next successor to visit.
            var frames: [(node: String, next: Int)] = [(start, 0)]
            index[start] = nextIndex; lowLink[start] = nextIndex; nextIndex += 1
            stack.append(start); onStack.insert(start)
            while var frame = frames.popLast() {
                let next = successors[frame.node, default: []]
                if frame.next < next.count {
                    let successor = next[frame.next]
                    frame.next += 1
                    frames.append(frame)
                    if index[successor] == nil {
                        index[successor] = nextIndex; lowLink[successor] = nextIndex; nextIndex += 1
                        stack.append(successor); onStack.insert(successor)
                        frames.append((successor, 0))
                    } else if onStack.contains(successor) {
                        lowLink[frame.node] = min(lowLink[frame.node]!, index[successor]!)
                    }
                    continue
                }
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node]!, lowLink[frame.node]!)
                }
                if lowLink[frame.node] == index[frame.node] {
                    var component: [String] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component.append(member)
                        if member == frame.node { break }
                    }
                    if component.count > 1 { components.append(component.sorted()) }
                }
            }
        }
        return components.sorted { $0[0] < $1[0] }
    }

    /// A shortest cycle through `start` that stays inside `component`, as the list of nodes
    /// from `start` back to `start`. Breadth-first, visiting successors in name order.
    public static func shortestCycle(from start: String, within component: Set<String>, successors: [String: [String]]) -> [String]? {
        breadthFirstCycle(from: start) { node in successors[node, default: []].sorted().filter(component.contains) }
    }

    /// `tangles(nodes:successors:)` for the nodes `0..<count`, ordered as their numbers: the
    /// same components, found without hashing a name per step.
    public static func tangles(count: Int, successors: [[Int]]) -> [[Int]] {
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        var components: [[Int]] = []

        for start in 0..<count where index[start] < 0 {
            // Each frame is a node and the position of the next successor to visit.
            var frames: [(node: Int, next: Int)] = [(start, 0)]
            index[start] = nextIndex; lowLink[start] = nextIndex; nextIndex += 1
            stack.append(start); onStack[start] = true
            while var frame = frames.popLast() {
                let next = frame.node < successors.count ? successors[frame.node] : []
                if frame.next < next.count {
                    let successor = next[frame.next]
                    frame.next += 1
                    frames.append(frame)
                    if index[successor] < 0 {
                        index[successor] = nextIndex; lowLink[successor] = nextIndex; nextIndex += 1
                        stack.append(successor); onStack[successor] = true
                        frames.append((successor, 0))
                    } else if onStack[successor] {
                        lowLink[frame.node] = min(lowLink[frame.node], index[successor])
                    }
                    continue
                }
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node], lowLink[frame.node])
                }
                if lowLink[frame.node] == index[frame.node] {
                    var component: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component.append(member)
                        if member == frame.node { break }
                    }
                    if component.count > 1 { components.append(component.sorted()) }
                }
            }
        }
        return components.sorted { $0[0] < $1[0] }
    }

    /// `shortestCycle(from:within:successors:)` for numbered nodes whose successors are listed
    /// in the order to visit them.
    public static func shortestCycle(from start: Int, within component: [Int], successors: [[Int]]) -> [Int]? {
        let members = Set(component)
        return breadthFirstCycle(from: start) { node in
            (node < successors.count ? successors[node] : []).filter(members.contains)
        }
    }

    /// The shortest path from `start` back to `start`, visiting each node's successors in the
    /// order `successors` gives them: the first path found breadth-first is a shortest one.
    private static func breadthFirstCycle<Node: Hashable>(from start: Node, successors: (Node) -> [Node]) -> [Node]? {
        var parent: [Node: Node] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for successor in successors(node) {
                if successor == start {
                    var chain: [Node] = []
                    var current = node
                    while current != start {
                        chain.append(current)
                        current = parent[current]!
                    }
                    return [start] + Array(chain.reversed()) + [start]
                }
                if parent[successor] == nil, successor != start {
                    parent[successor] = node
                    queue.append(successor)
                }
            }
        }
        return nil
    }
}
