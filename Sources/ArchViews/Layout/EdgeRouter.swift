/// Turns the view's edges into curves between placed boxes that never pass through a box.
///
/// Every band is one row of boxes (a wrapped band's rows are bands here), and between its
/// boxes run free corridors from the band's top to its bottom. A curve leaves its box straight
/// down (or up) to the band's edge; it crosses each band between its ends down a corridor, the
/// one where the ordering placed its passage (`BandPassages`); and between bands it swings
/// from one corridor to the next in the empty gap. Several curves in one corridor are spread
/// across it, and several edges on one side of a box along that side, in the order of where
/// they go next.
struct EdgeRouter {
    /// Where a box stands, and in which band.
    struct Placement {
        var frame: GraphLayout.Rect
        var band: Int
    }

    /// A band's frame and its free corridors, left to right: corridor `i` is left of box `i`.
    struct BandSpace {
        var frame: GraphLayout.Rect
        var corridors: [(low: Double, high: Double)]
    }

    /// An edge, by its ends.
    struct EdgeEnds: Hashable {
        var from: String
        var to: String
    }

    let placements: [String: Placement]
    let bands: [BandSpace]
    /// Edge → band → where the ordering placed its course through that band, for the edges
    /// that span several bands; others cross bands where a straight line would.
    var passages: [EdgeEnds: [Int: BandOrdering.Slot]] = [:]
    /// Whether curves pass the bands between their ends down corridors; if not, they run direct.
    var passesBands = true

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

    /// A stretch of a curve: a point, a vertical run down a corridor whose x is chosen once
    /// every curve's corridors are known, or the bottom of an arc below a band.
    private enum Leg {
        case point(GraphLayout.Point)
        /// `key` orders the curves of a corridor; nil: by where the curve's ends are.
        case corridor(band: Int, index: Int, from: Double, to: Double, key: Double?)
        /// A corridor once its curves are spread: a vertical run at `x`.
        case run(x: Double, from: Double, to: Double)
    }

    private struct CorridorKey: Hashable {
        var band: Int
        var index: Int
    }

    func route(_ edges: [GraphView.Edge]) -> [GraphLayout.Edge] {
        let routes = edges.map(route(of:))
        let (starts, ends) = attachmentPoints(edges, routes: routes)
        var legs = edges.indices.map { stretches(of: edges[$0], route: routes[$0], start: starts[$0], end: ends[$0]) }

        // Spread the curves of each corridor across it, ordered by where they are headed.
        var users: [CorridorKey: [(edge: Int, leg: Int, key: Double)]] = [:]
        for (edge, list) in legs.enumerated() {
            for (position, leg) in list.enumerated() {
                guard case .corridor(let band, let index, _, _, let key) = leg else { continue }
                users[CorridorKey(band: band, index: index), default: []].append((edge, position, key ?? (starts[edge].x + ends[edge].x) / 2))
            }
        }
        for (key, list) in users {
            let corridor = bands[key.band].corridors[key.index]
            // Plain edges to one target run down a corridor as one stroke: a bundle that splits
            // towards its sources. Edges that break a rule or lie in a cycle keep lanes of their own.
            var lanes: [String: [(edge: Int, leg: Int, key: Double)]] = [:]
            for user in list {
                let edge = edges[user.edge]
                lanes[Self.bundles(edge) ? "\u{0}" + edge.to : "\(user.edge) \(user.leg)", default: []].append(user)
            }
            // Ties (two legs of one curve in one corridor) are broken by the first member's edge and leg.
            let ordered = lanes.values.map { members in
                (key: members.map(\.key).reduce(0, +) / Double(members.count),
                 first: members.map { $0.edge * 1_000_000 + $0.leg }.min()!, members: members)
            }.sorted { ($0.key, $0.first) < ($1.key, $1.first) }
            for (slot, lane) in ordered.enumerated() {
                let x = corridor.low + (corridor.high - corridor.low) * (0.2 + 0.6 * (Double(slot) + 0.5) / Double(ordered.count))
                for user in lane.members {
                    guard case .corridor(_, _, let from, let to, _) = legs[user.edge][user.leg] else { continue }
                    legs[user.edge][user.leg] = .run(x: x, from: from, to: to)
                }
            }
        }

        return edges.indices.map { index in
            let edge = edges[index]
            let points = legs[index].flatMap { leg -> [GraphLayout.Point] in
                switch leg {
                case .point(let point): return [point]
                case .run(let x, let from, let to): return [GraphLayout.Point(x: x, y: from), GraphLayout.Point(x: x, y: to)]
                case .corridor: return []
                }
            }
            return GraphLayout.Edge(from: edge.from, to: edge.to, route: routes[index],
                                    segments: segments(through: points, route: routes[index], band: placements[edge.from]!.band),
                                    weight: edge.weight, violations: edge.violations, isCycle: edge.isCycle,
                                    isImplied: edge.isImplied)
        }
    }

    private func route(of edge: GraphView.Edge) -> GraphLayout.Edge.Route {
        let from = placements[edge.from]!.band, to = placements[edge.to]!.band
        return from < to ? .down : from > to ? .up : .withinBand
    }

    private func sides(_ route: GraphLayout.Edge.Route) -> (start: Side, end: Side) {
        switch route {
        case .down: return (.bottom, .top)
        case .up: return (.top, .bottom)
        case .withinBand: return (.bottom, .bottom)
        }
    }

    /// Whether an edge joins the bundle of the plain edges to its target: not when it breaks a
    /// rule or lies in a cycle, which must stay told apart.
    static func bundles(_ edge: GraphView.Edge) -> Bool {
        !edge.isViolation && !edge.isCycle
    }

    /// Where each curve leaves and enters its boxes: spread along the middle of each side. The
    /// plain edges into one side meet in one point, so that their arrowheads make one.
    private func attachmentPoints(_ edges: [GraphView.Edge], routes: [GraphLayout.Edge.Route]) -> ([GraphLayout.Point], [GraphLayout.Point]) {
        var attachments: [SideKey: [Attachment]] = [:]
        for (index, edge) in edges.enumerated() {
            let (startSide, endSide) = sides(routes[index])
            // Ordered along a side by where each curve goes next: its first passage, or the box at its other end.
            let hops = self.hops(of: edge)
            attachments[SideKey(node: edge.from, side: startSide), default: []]
                .append(Attachment(edge: index, isStart: true, otherX: hops.first ?? placements[edge.to]!.frame.midX, otherID: edge.to))
            attachments[SideKey(node: edge.to, side: endSide), default: []]
                .append(Attachment(edge: index, isStart: false, otherX: hops.last ?? placements[edge.from]!.frame.midX, otherID: edge.from))
        }
        var starts = Array(repeating: GraphLayout.Point(x: 0, y: 0), count: edges.count)
        var ends = starts
        for (key, list) in attachments {
            let frame = placements[key.node]!.frame
            let sorted = list.sorted { ($0.otherX, $0.otherID, $0.edge, $0.isStart ? 0 : 1) < ($1.otherX, $1.otherID, $1.edge, $1.isStart ? 0 : 1) }
            var bundled: [Int] = []
            for (slot, attachment) in sorted.enumerated() {
                // The middle 70% of the side, so that curves stay clear of the rounded corners.
                let x = frame.minX + frame.width * (0.15 + 0.7 * (Double(slot) + 0.5) / Double(sorted.count))
                let point = GraphLayout.Point(x: x, y: key.side == .top ? frame.minY : frame.maxY)
                if attachment.isStart { starts[attachment.edge] = point } else { ends[attachment.edge] = point }
                if !attachment.isStart && Self.bundles(edges[attachment.edge]) { bundled.append(attachment.edge) }
            }
            if bundled.count > 1 {
                let x = bundled.map { ends[$0].x }.reduce(0, +) / Double(bundled.count)
                for edge in bundled { ends[edge].x = x }
            }
        }
        return (starts, ends)
    }

    /// The stretches of one curve, from its start on the source box to its end on the target.
    private func stretches(of edge: GraphView.Edge, route: GraphLayout.Edge.Route, start: GraphLayout.Point, end: GraphLayout.Point) -> [Leg] {
        let source = placements[edge.from]!, target = placements[edge.to]!
        let passages = self.passages[EdgeEnds(from: edge.from, to: edge.to)] ?? [:]
        switch route {
        case .down:
            var legs = [Leg.point(start), .point(GraphLayout.Point(x: start.x, y: bands[source.band].frame.maxY))]
            for band in (source.band + 1)..<target.band where passesBands {
                legs.append(crossing(band, from: start, to: end, downwards: true, passage: passages[band]))
            }
            return legs + [.point(GraphLayout.Point(x: end.x, y: bands[target.band].frame.minY)), .point(end)]
        case .up:
            var legs = [Leg.point(start), .point(GraphLayout.Point(x: start.x, y: bands[source.band].frame.minY))]
            for band in ((target.band + 1)..<source.band).reversed() where passesBands {
                legs.append(crossing(band, from: start, to: end, downwards: false, passage: passages[band]))
            }
            return legs + [.point(GraphLayout.Point(x: end.x, y: bands[target.band].frame.maxY)), .point(end)]
        case .withinBand:
            let bottom = bands[source.band].frame.maxY
            return [.point(start), .point(GraphLayout.Point(x: start.x, y: bottom)), .point(GraphLayout.Point(x: end.x, y: bottom)), .point(end)]
        }
    }

    /// Where a passage puts a curve across its band: spread over the corridor in the order of
    /// the corridor's passages.
    private func x(of passage: BandOrdering.Slot, in band: Int) -> Double {
        let corridor = bands[band].corridors[passage.corridor]
        return corridor.low + (corridor.high - corridor.low) * Double(passage.index + 1) / Double(passage.count + 1)
    }

    /// Where an edge that spans several bands passes the bands next to its source and to its
    /// target; nil for others.
    private func hops(of edge: GraphView.Edge) -> (first: Double?, last: Double?) {
        guard let passages = passages[EdgeEnds(from: edge.from, to: edge.to)] else { return (nil, nil) }
        let source = placements[edge.from]!.band, target = placements[edge.to]!.band
        let step = source < target ? 1 : -1
        return (passages[source + step].map { x(of: $0, in: source + step) }, passages[target - step].map { x(of: $0, in: target - step) })
    }

    /// Through a band between the ends, down (or up) the corridor of the edge's passage, or
    /// without one the corridor nearest to where a straight line between the ends crosses it.
    private func crossing(_ band: Int, from start: GraphLayout.Point, to end: GraphLayout.Point, downwards: Bool,
                          passage: BandOrdering.Slot?) -> Leg {
        let frame = bands[band].frame
        if let passage {
            let key = x(of: passage, in: band)
            return downwards ? .corridor(band: band, index: passage.corridor, from: frame.minY, to: frame.maxY, key: key)
                : .corridor(band: band, index: passage.corridor, from: frame.maxY, to: frame.minY, key: key)
        }
        let fraction = end.y == start.y ? 0.5 : (frame.midY - start.y) / (end.y - start.y)
        let x = start.x + (end.x - start.x) * min(max(fraction, 0), 1)
        let corridors = bands[band].corridors
        // Corridors are sorted and disjoint: find the first whose right end lies beyond x.
        var low = 0, high = corridors.count - 1
        while low < high {
            let middle = (low + high) / 2
            if corridors[middle].high < x { low = middle + 1 } else { high = middle }
        }
        var best = low
        if low > 0, abs((corridors[low - 1].low + corridors[low - 1].high) / 2 - x) < abs((corridors[low].low + corridors[low].high) / 2 - x) {
            best = low - 1
        }
        return downwards ? .corridor(band: band, index: best, from: frame.minY, to: frame.maxY, key: nil)
            : .corridor(band: band, index: best, from: frame.maxY, to: frame.minY, key: nil)
    }

    /// Cubic pieces through the points: straight where two points stand one above the other,
    /// an S with vertical tangents where they do not, which keeps each piece between the
    /// heights of its ends; for an edge within a band, the piece between the two points at
    /// the band's bottom dips below it.
    private func segments(through points: [GraphLayout.Point], route: GraphLayout.Edge.Route, band: Int) -> [GraphLayout.Edge.Segment] {
        var segments: [GraphLayout.Edge.Segment] = []
        let bottom = bands[band].frame.maxY
        for (from, to) in zip(points, points.dropFirst()) {
            if route == .withinBand, from.y == bottom, to.y == bottom {
                segments.append(Self.arc(from: from, to: to, width: bands[band].frame.width))
            } else if from.x == to.x {
                segments.append(.init(start: from, control1: Self.along(from, to, 1.0 / 3), control2: Self.along(from, to, 2.0 / 3), end: to))
            } else {
                let middle = (from.y + to.y) / 2
                segments.append(.init(start: from, control1: GraphLayout.Point(x: from.x, y: middle),
                                      control2: GraphLayout.Point(x: to.x, y: middle), end: to))
            }
        }
        if segments.isEmpty, let only = points.first {
            segments.append(.init(start: only, control1: only, control2: only, end: only))
        }
        return segments
    }

    private static func along(_ from: GraphLayout.Point, _ to: GraphLayout.Point, _ t: Double) -> GraphLayout.Point {
        GraphLayout.Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
    }

    /// An arc below a band between two points at its bottom, dipping by an amount that grows
    /// with its length.
    private static func arc(from start: GraphLayout.Point, to end: GraphLayout.Point, width: Double) -> GraphLayout.Edge.Segment {
        let horizontal = abs(end.x - start.x)
        let lowest = start.y + min(LayeredLayout.bandGap * 0.6, 12 + horizontal * 0.05)
        // A cubic with both controls at height c reaches (y0 + 6c + y1) / 8 at its middle.
        let controlY = (8 * lowest - start.y - end.y) / 6
        // Ends one above the other would make the arc a line: swing it sideways, towards the
        // middle of the drawing so that it stays inside.
        let swing = horizontal >= 8 ? 0 : start.x > width / 2 ? -48.0 : 48.0
        return .init(start: start, control1: GraphLayout.Point(x: start.x + swing, y: controlY),
                     control2: GraphLayout.Point(x: end.x + swing, y: controlY), end: end)
    }
}
