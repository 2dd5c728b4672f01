/// Turns the view's edges into curves between placed boxes. Several edges on one side of a
/// box are spread along it in the order of the boxes at their other ends, so that they leave
/// side by side instead of from one point.
struct EdgeRouter {
    let frames: [String: GraphLayout.Rect]
    let bandIndex: [String: Int]
    let bandFrames: [GraphLayout.Rect]
    let clearance: EdgeClearance

    private enum Side: Hashable { case top, bottom }

    private struct Attachment {
        var edge: Int
        var isStart: Bool
        var otherX: Double
        var otherID: String
    }

    private struct SideKey: Hashable {
        var node: String
        var side: Side
    }

    func route(_ edges: [GraphView.Edge]) -> [GraphLayout.Edge] {
        let routes = edges.map(route(of:))
        var attachments: [SideKey: [Attachment]] = [:]
        for (index, edge) in edges.enumerated() {
            let (startSide, endSide) = sides(routes[index])
            attachments[SideKey(node: edge.from, side: startSide), default: []]
                .append(Attachment(edge: index, isStart: true, otherX: frames[edge.to]!.midX, otherID: edge.to))
            attachments[SideKey(node: edge.to, side: endSide), default: []]
                .append(Attachment(edge: index, isStart: false, otherX: frames[edge.from]!.midX, otherID: edge.from))
        }

        var starts = Array(repeating: GraphLayout.Point(x: 0, y: 0), count: edges.count)
        var ends = starts
        for (key, list) in attachments {
            let frame = frames[key.node]!
            let sorted = list.sorted { ($0.otherX, $0.otherID, $0.edge, $0.isStart ? 0 : 1) < ($1.otherX, $1.otherID, $1.edge, $1.isStart ? 0 : 1) }
            for (slot, attachment) in sorted.enumerated() {
                // The middle 70% of the side, so that curves stay clear of the rounded corners.
                let x = frame.minX + frame.width * (0.15 + 0.7 * (Double(slot) + 0.5) / Double(sorted.count))
                let point = GraphLayout.Point(x: x, y: key.side == .top ? frame.minY : frame.maxY)
                if attachment.isStart { starts[attachment.edge] = point } else { ends[attachment.edge] = point }
            }
        }

        return edges.indices.map { index in
            let edge = edges[index]
            let (control1, control2) = controls(routes[index], from: starts[index], to: ends[index],
                                                fromBand: bandIndex[edge.from]!, toBand: bandIndex[edge.to]!)
            return GraphLayout.Edge(from: edge.from, to: edge.to, route: routes[index], start: starts[index],
                                    control1: control1, control2: control2, end: ends[index],
                                    weight: edge.weight, violations: edge.violations, isCycle: edge.isCycle)
        }
    }

    private func route(of edge: GraphView.Edge) -> GraphLayout.Edge.Route {
        let from = bandIndex[edge.from]!, to = bandIndex[edge.to]!
        return from < to ? .down : from > to ? .up : .withinBand
    }

    private func sides(_ route: GraphLayout.Edge.Route) -> (start: Side, end: Side) {
        switch route {
        case .down: return (.bottom, .top)
        case .up: return (.top, .bottom)
        case .withinBand: return (.bottom, .bottom)
        }
    }

    /// Vertical tangents at both ends, so that curves leave and enter boxes straight, unless
    /// the curve must swerve around boxes of the bands it crosses; arcs within a band dip below
    /// it by an amount that grows with their length.
    private func controls(_ route: GraphLayout.Edge.Route, from start: GraphLayout.Point, to end: GraphLayout.Point,
                          fromBand: Int, toBand: Int) -> (GraphLayout.Point, GraphLayout.Point) {
        switch route {
        case .down, .up:
            let middle = (start.y + end.y) / 2
            let shift = clearance.shift(start: start, end: end, controlY: middle, fromBand: fromBand, toBand: toBand)
            return (GraphLayout.Point(x: start.x + shift, y: middle), GraphLayout.Point(x: end.x + shift, y: middle))
        case .withinBand:
            let horizontal = abs(end.x - start.x)
            let lowest = bandFrames[fromBand].maxY + min(LayeredLayout.bandGap * 0.6, 12 + horizontal * 0.05)
            // A cubic with both controls at height c reaches (y0 + 6c + y1) / 8 at its middle.
            let controlY = (8 * lowest - start.y - end.y) / 6
            // Ends one above the other (one column, two rows) would make the arc a line: swing it sideways.
            let swing = horizontal < 8 ? 48.0 : 0
            return (GraphLayout.Point(x: start.x + swing, y: controlY), GraphLayout.Point(x: end.x + swing, y: controlY))
        }
    }
}
