import ArchModuleGraph

extension GraphView {
    /// Above this many nodes, or `crowdingEdges` edges, a drawing is crowded and hides the
    /// edges other paths imply. Below both every edge stays: in a small graph a direct edge
    /// tells the design (each feature uses the routing module itself, not only through another
    /// feature).
    public static let reductionThreshold = 30
    public static let crowdingEdges = 60

    /// Whether the drawing is crowded enough to hide implied edges.
    public var isCrowded: Bool {
        nodes.count > Self.reductionThreshold || edges.count > Self.crowdingEdges
    }

    /// The view with `isImplied` set on every edge a path through other nodes implies, when it
    /// is crowded (or always, with `always`). An edge that breaks a rule or belongs to a cycle
    /// is never implied: it must stay in sight.
    public func markingImpliedEdges(always: Bool = false) -> GraphView {
        guard always || isCrowded else { return self }
        let number = Dictionary(nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var ends: [(from: Int, to: Int)] = []
        var positions: [Int] = []
        for (position, edge) in edges.enumerated() {
            guard let from = number[edge.from], let to = number[edge.to] else { continue }
            ends.append((from, to))
            positions.append(position)
        }
        let implied = TransitiveReduction.impliedEdges(count: nodes.count, edges: ends)
        var marked = self
        for (index, position) in positions.enumerated() where implied[index] {
            let edge = edges[position]
            marked.edges[position].isImplied = !edge.isViolation && !edge.isCycle
        }
        return marked
    }

    /// The view as drawn with `options`: implied edges marked unless every edge is asked for.
    public func markingImpliedEdges(unless options: GraphViewOptions) -> GraphView {
        options.allEdges ? self : markingImpliedEdges()
    }

    /// The view without the edges it hides, for formats that cannot hide an edge: with the
    /// line that says how many were left out, or nil when none were.
    public func droppingImpliedEdges() -> (view: GraphView, note: String?) {
        let hidden = impliedEdgeCount
        guard hidden > 0 else { return (self, nil) }
        var shown = self
        shown.edges.removeAll(where: \.isImplied)
        return (shown, "\(hidden) edge\(hidden == 1 ? "" : "s") that other paths imply \(hidden == 1 ? "is" : "are") not drawn; --all-edges draws them")
    }
}
