/// Where a drawing puts everything of a `GraphView`: bands as horizontal stripes spanning the
/// full width, nodes as boxes inside their band, and edges as cubic Bézier curves. Coordinates
/// are in drawing units (SVG user units), with the origin at the top left and y growing down.
public struct GraphLayout: Sendable, Equatable {
    public struct Point: Sendable, Equatable, Hashable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    public struct Rect: Sendable, Equatable, Hashable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        public var minX: Double { x }
        public var minY: Double { y }
        public var maxX: Double { x + width }
        public var maxY: Double { y + height }
        public var midX: Double { x + width / 2 }
        public var midY: Double { y + height / 2 }

        public func contains(_ other: Rect) -> Bool {
            other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
        }

        /// Whether the two overlap once each is grown by `margin` on every side.
        public func overlaps(_ other: Rect, margin: Double = 0) -> Bool {
            minX - margin < other.maxX + margin && other.minX - margin < maxX + margin
                && minY - margin < other.maxY + margin && other.minY - margin < maxY + margin
        }
    }

    public struct Band: Sendable, Equatable, Hashable {
        public var name: String
        /// `#rrggbb`, as the view gives it.
        public var color: String
        /// Spans the whole width of the drawing.
        public var frame: Rect
        /// How many rows of nodes the band wrapped into.
        public var rows: Int

        public init(name: String, color: String, frame: Rect, rows: Int) {
            self.name = name
            self.color = color
            self.frame = frame
            self.rows = rows
        }
    }

    public struct Node: Sendable, Equatable, Hashable {
        public var id: String
        public var band: String
        public var frame: Rect

        public init(id: String, band: String, frame: Rect) {
            self.id = id
            self.band = band
            self.frame = frame
        }
    }

    public struct Edge: Sendable, Equatable, Hashable {
        /// Which way the curve runs, which decides the sides of the boxes it joins.
        public enum Route: String, Sendable {
            /// From the bottom of the source to the top of a lower target.
            case down
            /// From the top of the source to the bottom of a higher target.
            case up
            /// Between two nodes of one band: from bottom to bottom, bulging below the band.
            case withinBand
        }

        /// One cubic Bézier piece of the curve.
        public struct Segment: Sendable, Equatable, Hashable {
            public var start: Point
            public var control1: Point
            public var control2: Point
            public var end: Point

            public init(start: Point, control1: Point, control2: Point, end: Point) {
                self.start = start
                self.control1 = control1
                self.control2 = control2
                self.end = end
            }

            public func point(at t: Double) -> Point {
                let u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                return Point(x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                             y: a * start.y + b * control1.y + c * control2.y + d * end.y)
            }
        }

        public var from: String
        public var to: String
        public var route: Route
        /// The curve, piece by piece, each starting where the one before ends: down corridors
        /// between the boxes of the rows it crosses, never through a box (but in drawings too
        /// dense for that, `LayeredLayout.maximumRowSpans`).
        public var segments: [Segment]
        /// Copied from the view's edge.
        public var weight: Int
        public var violations: [String]
        public var isCycle: Bool
        /// Hidden until asked: another path implies it (`GraphView.Edge.isImplied`).
        public var isImplied: Bool

        public init(from: String, to: String, route: Route, segments: [Segment], weight: Int, violations: [String], isCycle: Bool,
                    isImplied: Bool = false) {
            precondition(!segments.isEmpty, "an edge is drawn with at least one segment")
            self.from = from
            self.to = to
            self.route = route
            self.segments = segments
            self.weight = weight
            self.violations = violations
            self.isCycle = isCycle
            self.isImplied = isImplied
        }

        public var start: Point { segments[0].start }
        public var end: Point { segments[segments.count - 1].end }
        public var isViolation: Bool { !violations.isEmpty }

        /// The point of the curve at `t` in 0...1, each segment taking an equal share of `t`.
        public func point(at t: Double) -> Point {
            let scaled = min(max(t, 0), 1) * Double(segments.count)
            let index = min(Int(scaled), segments.count - 1)
            return segments[index].point(at: scaled - Double(index))
        }
    }

    /// A box around the modules of one package that sit side by side in one band.
    public struct Group: Sendable, Equatable, Hashable {
        public var package: String
        public var band: String
        /// Around the members' boxes, with room for the package's name below them.
        public var frame: Rect
        /// The members, sorted.
        public var nodes: [String]

        public init(package: String, band: String, frame: Rect, nodes: [String]) {
            self.package = package
            self.band = band
            self.frame = frame
            self.nodes = nodes
        }
    }

    public var width: Double
    public var height: Double
    /// Top to bottom, in the view's band order.
    public var bands: [Band]
    /// Package boxes, when the view asks for them; sorted by band, then left to right.
    public var groups: [Group] = []
    /// Sorted by id.
    public var nodes: [Node]
    /// In the view's edge order.
    public var edges: [Edge]
    /// Edge crossings of the chosen node order, as `LayeredLayout` counts them: between
    /// bands, each edge taken as running straight from band to band; within a band, arcs whose
    /// ends interleave.
    public var crossings: Int

    public init(width: Double, height: Double, bands: [Band], nodes: [Node], edges: [Edge], crossings: Int) {
        self.width = width
        self.height = height
        self.bands = bands
        self.nodes = nodes
        self.edges = edges
        self.crossings = crossings
    }

    public func node(_ id: String) -> Node? {
        nodes.first { $0.id == id }
    }
}

extension GraphLayout {
    /// Whether a composition root's edge goes into the one arrow the HTML report folds the
    /// root's edges into: not when it breaks a rule or lies in a cycle, which must stay in
    /// sight, nor when it is implied, which is hidden anyway.
    public static func foldsIntoRootBundle(isViolation: Bool, isCycle: Bool, isImplied: Bool) -> Bool {
        !isViolation && !isCycle && !isImplied
    }

    /// Of the given roots, those whose edges fold, each with how many do: a root with one
    /// such edge keeps it drawn, for one edge is no bundle.
    public static func foldedRoots(_ edges: [(from: String, isViolation: Bool, isCycle: Bool, isImplied: Bool)],
                                   roots: Set<String>) -> [String: Int] {
        guard !roots.isEmpty else { return [:] }
        var folded: [String: Int] = [:]
        for edge in edges where roots.contains(edge.from)
            && foldsIntoRootBundle(isViolation: edge.isViolation, isCycle: edge.isCycle, isImplied: edge.isImplied) {
            folded[edge.from, default: 0] += 1
        }
        return folded.filter { $0.value > 1 }
    }
}
