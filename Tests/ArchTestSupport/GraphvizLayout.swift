import Foundation

/// Where Graphviz `dot` placed a graph's clusters, nodes, edges and edge labels, read from
/// `dot -Tjson`. Coordinates are in points, with y growing upward, so what is drawn lower
/// has the smaller y.
public struct GraphvizLayout: Sendable {
    public struct Point: Sendable, Equatable {
        public var x: Double
        public var y: Double

        func distance(to other: Point) -> Double {
            ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
        }
    }

    public struct Box: Sendable, Equatable {
        public var minX, minY, maxX, maxY: Double

        /// Whether the two boxes share some area; touching edges do not count.
        public func overlaps(_ other: Box) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }

        /// How far the point is from the box: 0 inside it.
        public func distance(to point: Point) -> Double {
            let dx = max(minX - point.x, 0, point.x - maxX)
            let dy = max(minY - point.y, 0, point.y - maxY)
            return (dx * dx + dy * dy).squareRoot()
        }
    }

    /// A subgraph whose name starts with `cluster`, which `dot` draws as a box.
    public struct Cluster: Sendable {
        public var name: String
        public var label: String
        public var box: Box
    }

    public struct Node: Sendable {
        public var name: String
        public var position: Point
        public var isInvisible: Bool
    }

    public struct Edge: Sendable {
        public var tail: String
        public var head: String
        /// Points along the drawn curve, sampled from its Bézier segments.
        public var curve: [Point]
        public var isInvisible: Bool
        /// The caption, an `xlabel` or a `label`, with the box its text takes, when the edge has one.
        public var label: String?
        public var labelBox: Box?

        /// How far the label's box is from the nearest sampled point of the curve.
        public var labelDistance: Double? {
            guard let box = labelBox, !curve.isEmpty else { return nil }
            return curve.map { box.distance(to: $0) }.min()
        }
    }

    public var clusters: [Cluster]
    public var nodes: [Node]
    public var edges: [Edge]

    /// Runs `dot -Tjson` on the text in a temporary folder.
    public static func lay(out dot: String, name: String) throws -> (layout: GraphvizLayout, stderr: String, status: Int32) {
        let scratch = try TemporaryDirectory(prefix: "archkit-dot-layout")
        let input = try scratch.write("\(name).dot", dot)
        let output = scratch.url.appendingPathComponent("\(name).json")
        let result = try Shell.run(["dot", "-Tjson", input.path, "-o", output.path])
        guard result.status == 0 else { return (GraphvizLayout(clusters: [], nodes: [], edges: []), result.stderr, result.status) }
        return (try parse(try Data(contentsOf: output)), result.stderr, result.status)
    }

    public struct ParseError: Error, CustomStringConvertible {
        public var description: String
    }

    public static func parse(_ data: Data) throws -> GraphvizLayout {
        guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ParseError(description: "dot -Tjson gave no object")
        }
        let objects = graph["objects"] as? [[String: Any]] ?? []
        var names: [Int: String] = [:]
        var clusters: [Cluster] = []
        var nodes: [Node] = []
        for object in objects {
            guard let name = object["name"] as? String, let id = object["_gvid"] as? Int else { continue }
            if object["nodes"] != nil || object["edges"] != nil || object["bb"] != nil {
                guard name.hasPrefix("cluster"), let box = box(object["bb"]) else { continue }
                clusters.append(Cluster(name: name, label: object["label"] as? String ?? "", box: box))
            } else {
                names[id] = name
                guard let position = point(object["pos"]) else { continue }
                nodes.append(Node(name: name, position: position, isInvisible: isInvisible(object)))
            }
        }
        let edges = try (graph["edges"] as? [[String: Any]] ?? []).map { edge -> Edge in
            guard let tail = (edge["tail"] as? Int).flatMap({ names[$0] }), let head = (edge["head"] as? Int).flatMap({ names[$0] }) else {
                throw ParseError(description: "an edge names a node dot did not list")
            }
            return Edge(tail: tail, head: head, curve: curve(edge["_draw_"]), isInvisible: isInvisible(edge),
                        label: text(edge["xlabel"]) ?? text(edge["label"]), labelBox: labelBox(edge))
        }
        return GraphvizLayout(clusters: clusters, nodes: nodes, edges: edges)
    }

    /// Once one edge has a label, `dot -Tjson` gives every edge that attribute, empty.
    private static func text(_ value: Any?) -> String? {
        (value as? String).flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func isInvisible(_ object: [String: Any]) -> Bool {
        (object["style"] as? String)?.split(separator: ",").contains("invis") == true
    }

    private static func numbers(_ text: String) -> [Double] {
        text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    private static func point(_ value: Any?) -> Point? {
        guard let text = value as? String else { return nil }
        let parts = numbers(text)
        return parts.count == 2 ? Point(x: parts[0], y: parts[1]) : nil
    }

    private static func box(_ value: Any?) -> Box? {
        guard let text = value as? String else { return nil }
        let parts = numbers(text)
        return parts.count == 4 ? Box(minX: parts[0], minY: parts[1], maxX: parts[2], maxY: parts[3]) : nil
    }

    /// The label's box: centred on `xlp` (or `lp`), as wide as its widest line of text and as tall as
    /// its lines at their font size.
    private static func labelBox(_ edge: [String: Any]) -> Box? {
        guard let centre = point(edge["xlp"]) ?? point(edge["lp"]) else { return nil }
        let operations = edge["_ldraw_"] as? [[String: Any]] ?? []
        let width = operations.compactMap { $0["width"] as? Double }.max() ?? 0
        let size = operations.compactMap { $0["size"] as? Double }.max() ?? 0
        let height = size * Double(operations.filter { $0["op"] as? String == "T" }.count)
        return Box(minX: centre.x - width / 2, minY: centre.y - height / 2, maxX: centre.x + width / 2, maxY: centre.y + height / 2)
    }

    /// Samples each cubic Bézier segment (`b` or `B` operations: a start, then three points
    /// per segment) about every point of its length, so that no gap between samples hides how
    /// near a label is.
    private static func curve(_ value: Any?) -> [Point] {
        var samples: [Point] = []
        for operation in value as? [[String: Any]] ?? [] where ["b", "B"].contains(operation["op"] as? String) {
            let points = (operation["points"] as? [[Double]] ?? []).compactMap { $0.count == 2 ? Point(x: $0[0], y: $0[1]) : nil }
            guard let start = points.first else { continue }
            samples.append(start)
            var index = 1
            while index + 2 < points.count {
                let (p0, p1, p2, p3) = (points[index - 1], points[index], points[index + 1], points[index + 2])
                // The control polygon is at least as long as the curve.
                let steps = max(10, Int(p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3)) + 1)
                for step in 1...steps {
                    let t = Double(step) / Double(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    samples.append(Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
                index += 3
            }
        }
        return samples
    }

    // MARK: - What a layered drawing must hold

    /// The pairs of clusters whose boxes overlap, by label.
    public var overlappingClusters: [(String, String)] {
        let sorted = clusters.sorted { $0.box.minX < $1.box.minX }
        var pairs: [(String, String)] = []
        // A sweep from left to right: only clusters that start before one ends can overlap it.
        for (index, cluster) in sorted.enumerated() {
            for other in sorted[(index + 1)...] {
                if other.box.minX >= cluster.box.maxX { break }
                if cluster.box.overlaps(other.box) { pairs.append((cluster.label, other.label)) }
            }
        }
        return pairs
    }

    /// The clusters of the given labels, in that order, each of which does not lie entirely
    /// below the one before it; labels with no cluster are passed over.
    public func clustersOutOfOrder(_ labels: [String]) -> [String] {
        let byLabel = Dictionary(clusters.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
        let stacked = labels.compactMap { byLabel[$0] }
        return zip(stacked, stacked.dropFirst()).filter { upper, lower in upper.box.minY < lower.box.maxY }.map(\.1.label)
    }

    /// The visible edges whose label lies farther than `limit` points from their curve.
    public func labelsAway(from limit: Double) -> [(edge: String, distance: Double)] {
        edges.compactMap { edge in
            guard !edge.isInvisible, let distance = edge.labelDistance, distance > limit else { return nil }
            return ("\(edge.tail) -> \(edge.head)", distance)
        }
    }
}
