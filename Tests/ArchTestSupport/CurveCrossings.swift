import ArchViews

/// How many pairs of drawn edges cross, counted on the curves as drawn: each edge a polyline of
/// sampled points, two edges crossing when some piece of one meets a piece of the other (touching
/// counts: curves of a drawing may all meet in one point, and each pair crosses there). Edges that
/// share an end are not compared: they meet at their box anyway. The same count is taken of
/// archkit's layout and of Graphviz's, so the two can be compared.
public enum CurveCrossings {
    public struct Curve: Sendable {
        public var from: String
        public var to: String
        public var points: [(x: Double, y: Double)]

        public init(from: String, to: String, points: [(x: Double, y: Double)]) {
            self.from = from
            self.to = to
            self.points = points
        }
    }

    /// The crossing pairs of a layout's edges, each curve cut into 32 pieces; hidden implied
    /// edges are left out unless asked for.
    public static func count(_ layout: GraphLayout, includingImplied: Bool = true) -> Int {
        crossingPairs(layout.edges.filter { includingImplied || !$0.isImplied }.map { edge in
            Curve(from: edge.from, to: edge.to, points: (0...32).map { step in
                let point = edge.point(at: Double(step) / 32)
                return (point.x, point.y)
            })
        })
    }

    /// Pairs of curves that cross at least once. Pieces are filed by the grid cells their
    /// bounding boxes cover, so that only neighbours are compared.
    public static func crossingPairs(_ curves: [Curve], cellSize: Double = 48) -> Int {
        struct Piece {
            var curve: Int
            var a: (x: Double, y: Double)
            var b: (x: Double, y: Double)
        }
        var pieces: [Piece] = []
        var cells: [Int64: [Int]] = [:]
        func key(_ column: Int, _ row: Int) -> Int64 { Int64(column) << 32 ^ Int64(UInt32(bitPattern: Int32(truncatingIfNeeded: row))) }
        for (index, curve) in curves.enumerated() {
            for (a, b) in zip(curve.points, curve.points.dropFirst()) {
                let piece = pieces.count
                pieces.append(Piece(curve: index, a: a, b: b))
                let columns = Int((min(a.x, b.x) / cellSize).rounded(.down))...Int((max(a.x, b.x) / cellSize).rounded(.down))
                let rows = Int((min(a.y, b.y) / cellSize).rounded(.down))...Int((max(a.y, b.y) / cellSize).rounded(.down))
                for column in columns { for row in rows { cells[key(column, row), default: []].append(piece) } }
            }
        }
        var crossing: Set<Int> = []
        for members in cells.values {
            for (position, first) in members.enumerated() {
                for second in members[(position + 1)...] {
                    let p = pieces[first], q = pieces[second]
                    guard p.curve != q.curve else { continue }
                    let low = min(p.curve, q.curve), high = max(p.curve, q.curve)
                    let pair = low * curves.count + high
                    guard !crossing.contains(pair), !shareAnEnd(curves[low], curves[high]) else { continue }
                    if intersects(p.a, p.b, q.a, q.b) { crossing.insert(pair) }
                }
            }
        }
        return crossing.count
    }

    private static func shareAnEnd(_ a: Curve, _ b: Curve) -> Bool {
        a.from == b.from || a.from == b.to || a.to == b.from || a.to == b.to
    }

    /// Whether the two pieces meet: each one's ends on opposite sides of the other, or on it; two
    /// pieces on one line do not count.
    private static func intersects(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double),
                                   _ c: (x: Double, y: Double), _ d: (x: Double, y: Double)) -> Bool {
        func side(_ p: (x: Double, y: Double), _ q: (x: Double, y: Double), _ r: (x: Double, y: Double)) -> Double {
            (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
        }
        let d1 = side(c, d, a), d2 = side(c, d, b), d3 = side(a, b, c), d4 = side(a, b, d)
        return !(d1 == 0 && d2 == 0) && d1 * d2 <= 0 && d3 * d4 <= 0
    }
}
