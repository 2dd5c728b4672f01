import Foundation

/// What a reader would see as broken in a drawn graph, measured on the SVG text alone: edge
/// labels over a box, over a band's name or over another label, labels far from their own
/// edge, and anything outside the viewBox, where a browser cuts it off.
///
/// Text boxes are estimated as the drawing code cannot know them either: an average advance
/// of 0.6 × font-size per character, from a font-size above the baseline to 0.3 × font-size
/// below it (descenders), centred for `text-anchor="middle"`, ending at x for `end`.
public struct SVGDrawingMeasure: Sendable, CustomStringConvertible {
    public struct Box: Sendable, Equatable, CustomStringConvertible {
        public var minX: Double
        public var minY: Double
        public var maxX: Double
        public var maxY: Double

        public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            self.minX = minX
            self.minY = minY
            self.maxX = maxX
            self.maxY = maxY
        }

        /// Whether they share more than a hair of area; boxes that touch do not overlap.
        public func overlaps(_ other: Box) -> Bool {
            let tolerance = 0.01
            return minX < other.maxX - tolerance && other.minX < maxX - tolerance && minY < other.maxY - tolerance
                && other.minY < maxY - tolerance
        }

        func contains(x: Double, y: Double, grownBy margin: Double = 0) -> Bool {
            x >= minX - margin && x <= maxX + margin && y >= minY - margin && y <= maxY + margin
        }

        public var description: String {
            "(\(Int(minX.rounded())),\(Int(minY.rounded()))–\(Int(maxX.rounded())),\(Int(maxY.rounded())))"
        }
    }

    /// A piece of text with its estimated box, and the node or edge it belongs to.
    public struct Label: Sendable, CustomStringConvertible {
        public var text: String
        public var owner: String
        public var box: Box

        public var description: String { "\"\(text)\" of \(owner) at \(box)" }
    }

    public var width: Double
    public var height: Double
    /// Node boxes, by node id (or layer name for a layer link).
    public var boxes: [(id: String, box: Box)] = []
    /// The rule labels of edges.
    public var edgeLabels: [Label] = []
    public var bandLabels: [Label] = []
    /// Package names and bundle counts: other text an edge label must not cover.
    public var otherLabels: [Label] = []
    /// Points along every curve (edges and bundles), by `from→to` key.
    public var curves: [(key: String, points: [(x: Double, y: Double)])] = []

    /// Reads one `<svg>` element; it must be well-formed XML.
    public init(svg: String) throws {
        let elements = try XMLElements.parse(svg)
        guard let root = elements.first, root.name == "svg",
              let viewBox = root.attributes["viewBox"]?.split(separator: " ").compactMap({ Double($0) }), viewBox.count == 4 else {
            throw CocoaError(.fileReadCorruptFile)
        }
        width = viewBox[2]
        height = viewBox[3]
        for element in elements {
            let parentClass = element.parentClass ?? ""
            let owner = element.parentKey ?? ""
            let elementClass = element.attributes["class"] ?? ""
            switch element.name {
            case "rect" where parentClass.split(separator: " ").first == "node":
                if let box = Self.rect(element.attributes) { boxes.append((owner, box)) }
            case "text" where elementClass.hasPrefix("edge-label"):
                edgeLabels.append(Label(text: element.text, owner: owner, box: Self.textBox(element, fontSize: 10)))
            case "text" where elementClass == "band-label":
                bandLabels.append(Label(text: element.text, owner: "band", box: Self.textBox(element, fontSize: 13)))
            case "text" where elementClass == "package-label" || elementClass == "bundle-label":
                otherLabels.append(Label(text: element.text, owner: elementClass, box: Self.textBox(element, fontSize: 10)))
            case "path" where parentClass.hasPrefix("edge") || parentClass.hasPrefix("bundle"):
                curves.append((owner, Self.points(ofPath: element.attributes["d"] ?? "")))
            default:
                break
            }
        }
    }

    /// Every `<svg>` element of an HTML page, measured.
    public static func drawings(inPage html: String) throws -> [SVGDrawingMeasure] {
        var found: [SVGDrawingMeasure] = []
        var rest = html[...]
        while let opening = rest.range(of: "<svg"), let closing = rest.range(of: "</svg>", range: opening.upperBound..<rest.endIndex) {
            found.append(try SVGDrawingMeasure(svg: String(rest[opening.lowerBound..<closing.upperBound])))
            rest = rest[closing.upperBound...]
        }
        return found
    }

    // MARK: - Findings

    /// Each edge label over a node's box.
    public var labelsOverBoxes: [String] {
        edgeLabels.flatMap { label in boxes.filter { $0.box.overlaps(label.box) }.map { "\(label) over box \($0.id)" } }
    }

    /// Each edge label over a band's name, a package's name or a bundle's count.
    public var labelsOverOtherText: [String] {
        edgeLabels.flatMap { label in
            (bandLabels + otherLabels).filter { $0.box.overlaps(label.box) }.map { "\(label) over \($0)" }
        }
    }

    /// Each pair of edge labels that overlap, sorted by x so that only neighbours are compared.
    public var labelsOverLabels: [String] {
        let sorted = edgeLabels.sorted { $0.box.minX < $1.box.minX }
        var found: [String] = []
        for (index, label) in sorted.enumerated() {
            for other in sorted[(index + 1)...] {
                if other.box.minX >= label.box.maxX { break }
                if label.box.overlaps(other.box) { found.append("\(label) over \(other)") }
            }
        }
        return found
    }

    /// Each box, label or curve point outside the viewBox `0 0 width height`.
    public var partsOutside: [String] {
        let page = Box(minX: 0, minY: 0, maxX: width, maxY: height)
        func inside(_ box: Box) -> Bool {
            box.minX >= page.minX && box.minY >= page.minY && box.maxX <= page.maxX && box.maxY <= page.maxY
        }
        var found = boxes.filter { !inside($0.box) }.map { "box \($0.id) at \($0.box)" }
        found += (edgeLabels + bandLabels).filter { !inside($0.box) }.map { "label \($0)" }
        for curve in curves where curve.points.contains(where: { !page.contains(x: $0.x, y: $0.y, grownBy: 0.01) }) {
            found.append("curve \(curve.key)")
        }
        return found
    }

    /// Each edge label with no point of its own edge's curve within `distance` of its box.
    public func labelsAwayFromTheirEdge(distance: Double = 8) -> [String] {
        let curvesByKey = Dictionary(curves.map { ($0.key, $0.points) }, uniquingKeysWith: { first, _ in first })
        return edgeLabels.filter { label in
            !(curvesByKey[label.owner] ?? []).contains { label.box.contains(x: $0.x, y: $0.y, grownBy: distance) }
        }.map(\.description)
    }

    /// The counts, as a commit body or a failed expectation reports them.
    public var description: String {
        "\(edgeLabels.count) labels: \(labelsOverBoxes.count) over boxes, \(labelsOverLabels.count) over labels, "
            + "\(labelsOverOtherText.count) over band or package names, \(labelsAwayFromTheirEdge().count) away from their edge; "
            + "\(partsOutside.count) parts outside the \(Int(width))×\(Int(height)) viewBox"
    }

    // MARK: - Reading

    private static func rect(_ attributes: [String: String]) -> Box? {
        guard let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init),
              let width = attributes["width"].flatMap(Double.init), let height = attributes["height"].flatMap(Double.init) else { return nil }
        return Box(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    private static func textBox(_ element: XMLElements.Element, fontSize defaultSize: Double) -> Box {
        let attributes = element.attributes
        let x = attributes["x"].flatMap(Double.init) ?? 0, y = attributes["y"].flatMap(Double.init) ?? 0
        let size = attributes["font-size"].flatMap(Double.init) ?? defaultSize
        let width = Double(element.text.count) * 0.6 * size
        let left = switch attributes["text-anchor"] {
        case "middle": x - width / 2
        case "end": x - width
        default: x
        }
        return Box(minX: left, minY: y - size, maxX: left + width, maxY: y + 0.3 * size)
    }

    /// The points of an `M … C … L …` path with absolute coordinates: its ends and corners, and
    /// 16 points along each cubic piece.
    static func points(ofPath d: String) -> [(x: Double, y: Double)] {
        var numbers: [Double] = []
        var commands: [(Character, [Double])] = []
        var command: Character?
        for token in d.split(whereSeparator: { $0 == " " || $0 == "," }) {
            if let first = token.first, first.isLetter {
                if let command { commands.append((command, numbers)) }
                command = first
                numbers = []
                if let number = Double(token.dropFirst()) { numbers.append(number) }
            } else if let number = Double(token) {
                numbers.append(number)
            }
        }
        if let command { commands.append((command, numbers)) }
        var points: [(x: Double, y: Double)] = []
        for (letter, values) in commands where values.count >= 2 {
            if letter == "C", values.count >= 6, let start = points.last {
                let c1 = (x: values[0], y: values[1]), c2 = (x: values[2], y: values[3]), end = (x: values[4], y: values[5])
                for step in 1...16 {
                    let t = Double(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, e = t * t * t
                    points.append((a * start.x + b * c1.x + c * c2.x + e * end.x, a * start.y + b * c1.y + c * c2.y + e * end.y))
                }
            } else {
                points.append((values[values.count - 2], values[values.count - 1]))
            }
        }
        return points
    }
}
