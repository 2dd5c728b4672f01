import ArchViews

extension DOTRenderer {
    /// The edges of a composition root (a module of a layer that `allow`s `*`) folded band by
    /// band: those into one band run as one trunk from the root down to a junction point above
    /// the band, and fan out from there. The HTML report folds them into one arrow it can
    /// unfold; a static picture must keep every edge, but a root reaching 36 modules across six
    /// layers then draws six trunks instead of 36 lines crossing every band on their way.
    ///
    /// Graphviz's `concentrate=true` merges edges too, but any edges of the whole graph that
    /// share an end, rule-breaking ones included, losing their colour and tooltip. Here an edge
    /// is folded only as `GraphLayout.foldsIntoRootBundle` says: not one that breaks a rule, belongs to a cycle
    /// or points up the stack, which stay in sight on their own. One edge into a band is no
    /// trunk, nor is an edge within the root's own band.
    struct RootFolding: Sendable {
        /// The junction each folded edge leaves from, by the edge's index in the view.
        private let junctions: [Int: String]
        private let statements: [String]

        init(_ view: GraphView, roots: Set<String>, stacking: LayerStacking) {
            guard !roots.isEmpty else {
                junctions = [:]
                statements = []
                return
            }
            let bandOf = Dictionary(view.nodes.map { ($0.id, $0.band) }, uniquingKeysWith: { first, _ in first })
            var groups: [[Int]] = []
            var groupOf: [Pair: Int] = [:]
            for (index, edge) in view.edges.enumerated() where roots.contains(edge.from) {
                guard !edge.isViolation, !edge.isCycle, !edge.isImplied, !stacking.pointsUp(edge),
                      let band = bandOf[edge.to], band != bandOf[edge.from] else { continue }
                let key = Pair(root: edge.from, band: band)
                if let group = groupOf[key] {
                    groups[group].append(index)
                } else {
                    groupOf[key] = groups.count
                    groups.append([index])
                }
            }
            let trunks = groups.filter { $0.count > 1 }
            let ids = LayerStacking.freshIDs("fold ", count: trunks.count, avoiding: view.nodes.map(\.id))
            var junctions: [Int: String] = [:]
            var statements: [String] = []
            for (members, junction) in zip(trunks, ids) {
                let root = view.edges[members[0]].from
                let band = bandOf[view.edges[members[0]].to] ?? ""
                let tooltip = Quoting.label(["\(members.count) edges of \(root) into \(band)"])
                statements.append("\(Quoting.id(junction)) [shape=point, width=0.06, height=0.06, "
                    + "color=\(Quoting.value(GraphTextStyle.plainStroke)), label=\"\", tooltip=\(tooltip)];")
                // Dashed when every edge it carries is a type reference, as each of them is drawn.
                let style = members.allSatisfy { view.edges[$0].isReferenceOnly } ? "style=dashed, " : ""
                statements.append("\(Quoting.id(root)) -> \(Quoting.id(junction)) [arrowhead=none, \(style)penwidth=2, tooltip=\(tooltip)];")
                for index in members { junctions[index] = junction }
            }
            self.junctions = junctions
            self.statements = statements
        }

        /// The junctions and the trunks from the roots down to them, one statement a line.
        var lines: [String] { statements }

        /// Where the edge of the given index is drawn from: its junction, or its own tail.
        func tail(ofEdge index: Int, _ edge: GraphView.Edge) -> String {
            junctions[index] ?? edge.from
        }

        private struct Pair: Hashable {
            var root: String
            var band: String
        }
    }
}
