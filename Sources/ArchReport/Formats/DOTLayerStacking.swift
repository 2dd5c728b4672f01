import ArchModuleGraph
import ArchViews

extension DOTRenderer {
    /// What keeps the bands of a view stacked top to bottom in the order the view lists them:
    /// layers in `.archrules` order, modules in no layer by dependency rank as the HTML report
    /// stacks them (`RankedBands`), external modules last.
    ///
    /// Graphviz ranks nodes by their edges alone, so layers whose modules do not depend on each
    /// other end up side by side. The stack is cut into rows, and between each row and the next
    /// sits an invisible gate node (inside the band's cluster when both rows are of one band,
    /// so that the edges of the band stay free to run inside it): every node of the row has an invisible edge down to it, and
    /// it has one down to every node of the next row. Each row then takes ranks of its own,
    /// entirely below the row before it, with two invisible edges per node at most. The gate
    /// edges weigh nothing, so they decide ranks without pulling nodes sideways.
    ///
    /// A band is one row, unless it has more than `rowLimit` nodes: then it wraps into rows of
    /// at most that many, so that a band of a hundred modules with no edges between them is a
    /// block, not a picture thousands of points wide. Its nodes are taken in dependency order
    /// within the band, so that its edges run down from row to row. The "(tests)" band is the
    /// last, so that tests stay below the modules they test.
    ///
    /// An edge that points up the stack (a forbidden dependency, a step of a cycle, any test
    /// target's edge out of the "(tests)" band) takes no part in ranking (`constraint=false`):
    /// otherwise Graphviz could break the cycle it forms with the gates by reversing a gate.
    struct LayerStacking: Sendable {
        /// The most nodes a row holds before its band wraps.
        static let rowLimit = 12

        /// Nodes that take ranks together, and the band of the view whose cluster holds them.
        struct Row: Sendable, Equatable {
            var band: Int
            var nodes: [String]
        }

        /// Each stacked node's row.
        private let position: [String: Int]
        /// Gates between two rows of one band, declared inside its cluster so that Graphviz
        /// keeps them, and the edges through them, within the band; by band.
        private let innerGates: [Int: [String]]
        private let statements: [String]

        init(_ view: GraphView) {
            let rows = Self.rows(view)
            guard rows.count > 1 else {
                position = [:]
                innerGates = [:]
                statements = []
                return
            }
            var position: [String: Int] = [:]
            for (index, row) in rows.enumerated() {
                for id in row.nodes { position[id] = index }
            }
            let gates = Self.freshIDs("layer gate ", count: rows.count - 1, avoiding: view.nodes.map(\.id))
            var innerGates: [Int: [String]] = [:]
            var statements: [String] = []
            for (index, gate) in gates.enumerated() {
                let declaration = "\(Quoting.id(gate)) [shape=point, style=invis, width=0, height=0, label=\"\"];"
                if rows[index].band == rows[index + 1].band {
                    innerGates[rows[index].band, default: []].append(declaration)
                } else {
                    statements.append(declaration)
                }
                for id in rows[index].nodes {
                    statements.append("\(Quoting.id(id)) -> \(Quoting.id(gate)) [style=invis, weight=0];")
                }
                for id in rows[index + 1].nodes {
                    statements.append("\(Quoting.id(gate)) -> \(Quoting.id(id)) [style=invis, weight=0];")
                }
            }
            self.position = position
            self.innerGates = innerGates
            self.statements = statements
        }

        /// The gates between bands and every invisible edge, one statement a line.
        var lines: [String] { statements }

        /// The gates between rows of the band of the given index, for its cluster.
        func gates(inBand index: Int) -> [String] {
            innerGates[index] ?? []
        }

        /// Whether the edge runs from a row to one above it, against the stack.
        func pointsUp(_ edge: GraphView.Edge) -> Bool {
            guard let from = position[edge.from], let to = position[edge.to] else { return false }
            return from > to
        }

        /// The view's nodes row by row, top to bottom: each band's, the modules of no layer
        /// by dependency rank (`RankedBands`), a band of many wrapped. A node listed in several
        /// bands counts in the first; empty rows are left out.
        static func rows(_ view: GraphView) -> [Row] {
            let known = Set(view.nodes.map(\.id))
            var bandOf: [String: Int] = [:]
            for (index, band) in view.bands.enumerated() {
                for id in band.nodes where known.contains(id) && bandOf[id] == nil { bandOf[id] = index }
            }
            // Splitting only cuts a band into ranks, so each ranked band lies in one band of the view.
            var rows: [Row] = []
            var seen: Set<String> = []
            for ranked in RankedBands.split(view).bands {
                let members = ranked.nodes.filter { known.contains($0) && seen.insert($0).inserted }
                guard let band = members.first.flatMap({ bandOf[$0] }) else { continue }
                let cut = members.count > rowLimit ? wrapped(members, edges: view.edges) : [members]
                rows += cut.map { Row(band: band, nodes: $0) }
            }
            return rows
        }

        /// The band's nodes in rows of at most `rowLimit`, as even as can be. Those that depend
        /// on others of the band come first, so that an edge inside the band runs down or
        /// within a row, unless it is part of a cycle. Within a rank, those that more edges
        /// reach from outside the band than leave it come first: an edge into a lower row, or
        /// out of an upper one, must pass between the nodes of the other rows.
        private static func wrapped(_ members: [String], edges: [GraphView.Edge]) -> [[String]] {
            let number = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1, $0) })
            var successors = [[Int]](repeating: [], count: members.count)
            var balance = [Int](repeating: 0, count: members.count)
            for edge in edges where edge.from != edge.to {
                switch (number[edge.from], number[edge.to]) {
                case let (from?, to?): successors[from].append(to)
                case let (from?, nil): balance[from] -= 1
                case let (nil, to?): balance[to] += 1
                case (nil, nil): break
                }
            }
            let rank = DependencyRank.ranks(count: members.count, successors: successors)
            let ordered = members.indices.sorted {
                if rank[$0] != rank[$1] { return rank[$0] > rank[$1] }
                return balance[$0] != balance[$1] ? balance[$0] > balance[$1] : $0 < $1
            }.map { members[$0] }
            let rowCount = (ordered.count + rowLimit - 1) / rowLimit
            let size = (ordered.count + rowCount - 1) / rowCount
            return stride(from: 0, to: ordered.count, by: size).map { Array(ordered[$0..<min($0 + size, ordered.count)]) }
        }

        /// `prefix0`, `prefix1`…, unless some node's name starts with the prefix: then the
        /// prefix after underscores longer than every name, which no name can equal.
        static func freshIDs(_ prefix: String, count: Int, avoiding ids: [String]) -> [String] {
            var prefix = prefix
            if ids.contains(where: { $0.hasPrefix(prefix) }) {
                prefix = String(repeating: "_", count: (ids.map(\.count).max() ?? 0) + 1) + prefix
            }
            return (0..<count).map { "\(prefix)\($0)" }
        }
    }
}
