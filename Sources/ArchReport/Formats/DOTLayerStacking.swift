import ArchViews

extension DOTRenderer {
    /// What keeps the bands of a layered view stacked top to bottom in `.archrules` order.
    ///
    /// Graphviz ranks nodes by their edges alone, so layers whose modules do not depend on each
    /// other end up side by side. Between each band and the next sits an invisible gate node:
    /// every node of the band has an invisible edge down to it, and it has one down to every
    /// node of the next band. Each band then takes ranks of its own, entirely below the band
    /// before it, with two invisible edges per node at most. The gate edges weigh nothing, so
    /// they decide ranks without pulling nodes sideways.
    ///
    /// An edge that points up the stack (a forbidden dependency, a step of a cycle between
    /// layers, any test target's edge out of the "(tests)" band) takes no part in ranking
    /// (`constraint=false`): otherwise Graphviz could break the cycle it forms with the gates by
    /// reversing a gate.
    ///
    /// A view without layers or tests (only modules of no layer, or external ones) is not
    /// stacked: its nodes are ranked by their dependencies alone. With tests it is, so that
    /// they stay at the bottom rather than rise above the modules they test.
    struct LayerStacking: Sendable {
        /// Each stacked node's place in the stack: its band's index among the bands.
        private let position: [String: Int]
        private let statements: [String]

        init(_ view: GraphView) {
            let isLayered = view.bands.contains {
                $0.name != GraphViewBuilder.unlayeredBand && $0.name != GraphViewBuilder.externalBand
            }
            guard isLayered, view.bands.count > 1 else {
                position = [:]
                statements = []
                return
            }
            var position: [String: Int] = [:]
            for (index, band) in view.bands.enumerated() {
                for id in band.nodes where position[id] == nil { position[id] = index }
            }
            let gates = Self.gateIDs(count: view.bands.count - 1, avoiding: view.nodes.map(\.id))
            var statements: [String] = []
            for (index, gate) in gates.enumerated() {
                statements.append("\(Quoting.id(gate)) [shape=point, style=invis, width=0, height=0, label=\"\"];")
                for id in view.bands[index].nodes where position[id] == index {
                    statements.append("\(Quoting.id(id)) -> \(Quoting.id(gate)) [style=invis, weight=0];")
                }
                for id in view.bands[index + 1].nodes where position[id] == index + 1 {
                    statements.append("\(Quoting.id(gate)) -> \(Quoting.id(id)) [style=invis, weight=0];")
                }
            }
            self.position = position
            self.statements = statements
        }

        /// The gate nodes and their invisible edges, one statement a line.
        var lines: [String] { statements }

        /// Whether the edge runs from a band to one above it, against the stack.
        func pointsUp(_ edge: GraphView.Edge) -> Bool {
            guard let from = position[edge.from], let to = position[edge.to] else { return false }
            return from > to
        }

        /// `layer gate 0`, `layer gate 1`…, unless some node's name starts that way: then a
        /// prefix longer than every name, which no name can equal.
        private static func gateIDs(count: Int, avoiding ids: [String]) -> [String] {
            var prefix = "layer gate "
            if ids.contains(where: { $0.hasPrefix(prefix) }) {
                prefix = String(repeating: "_", count: (ids.map(\.count).max() ?? 0) + 1)
            }
            return (0..<count).map { "\(prefix)\($0)" }
        }
    }
}
