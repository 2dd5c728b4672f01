/// Paths kept as a tree of components, each path a node that knows its parent: appending a
/// relative path costs its own components, whatever the length of the path it is appended to.
/// Spelling every group's path out instead cost the square of a chain of nested groups, each
/// path one component longer than its parent's.
///
/// Components are taken as `RelativePath.normalize` takes them: `.` and empty ones dropped,
/// `..` going up where it can, kept at the front of a relative path that climbs above its start.
struct PathTree {
    private struct Node {
        var parent: Int
        var component: Substring
        /// The length of the path in UTF-8 bytes.
        var length: Int
        var isParentStep: Bool
    }

    /// The empty relative path, and the file system's root `/`.
    static let relativeRoot = 0
    static let absoluteRoot = 1

    private var nodes = [
        Node(parent: relativeRoot, component: "", length: 0, isParentStep: false),
        Node(parent: absoluteRoot, component: "", length: 1, isParentStep: false),
    ]
    /// Components looked at, appended or spelled out: what resolving paths costs.
    private(set) var steps = 0

    /// The node of `path` joined to `base`; an absolute `path` starts at the root.
    mutating func appending(_ path: String, to base: Int) -> Int {
        var node = path.hasPrefix("/") ? Self.absoluteRoot : base
        for component in path.split(separator: "/") {
            steps += 1
            if component == "." { continue }
            if component == ".." {
                if node == Self.absoluteRoot { continue }
                if node != Self.relativeRoot, !nodes[node].isParentStep {
                    node = nodes[node].parent
                    continue
                }
            }
            let parent = nodes[node]
            let separator = node == Self.relativeRoot || node == Self.absoluteRoot ? 0 : 1
            nodes.append(Node(parent: node, component: component, length: parent.length + separator + component.utf8.count,
                              isParentStep: component == ".."))
            node = nodes.count - 1
        }
        return node
    }

    /// The length of the node's path in UTF-8 bytes.
    func length(of node: Int) -> Int { nodes[node].length }

    /// The node's path, `/`-separated.
    mutating func text(of node: Int) -> String {
        var components: [Substring] = []
        var current = node
        while current != Self.relativeRoot, current != Self.absoluteRoot {
            steps += 1
            components.append(nodes[current].component)
            current = nodes[current].parent
        }
        let joined = components.reversed().joined(separator: "/")
        return current == Self.absoluteRoot ? "/" + joined : joined
    }
}
