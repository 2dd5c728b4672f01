import ArchModel
import ArchGraph

/// The SVG elements of one laid-out view: bands, then edges, then nodes on top. The standalone
/// SVG and the HTML report both draw with it, so a graph looks the same in each.
///
/// Everything that carries meaning (colours, line widths, dashes) is a presentation attribute,
/// so the picture is right without any stylesheet; stylesheets add only fonts, hover
/// emphasis, and the highlighting states the HTML report's script switches.
struct SVGScene {
    let view: GraphView
    let layout: GraphLayout
    /// Prefixes the ids the drawing defines (its arrowheads), which must be unique in a page
    /// that holds several drawings.
    let idPrefix: String
    /// Node id → the in-page link it opens (`#layer-2`). Such nodes stand for a whole layer:
    /// they carry `data-layer` instead of `data-node`.
    let layerLinks: [String: String]
    private let nodes: [String: GraphView.Node]
    private let bandColors: [String: String]
    /// The `#if` conditions some places of each drawn edge are under, for its title.
    private let edgeConditions: [String: [String]]
    /// The drawn edges that stand only for type references, drawn dashed, with the type names
    /// they reference for their titles.
    private let referenceEdges: [String: [String]]

    /// Lines for the drawing's `<desc>`: what it says about its analysis.
    let description: [String]

    init(view: GraphView, layout: GraphLayout, idPrefix: String = "", layerLinks: [String: String] = [:], description: [String] = []) {
        self.view = view
        self.description = description
        self.layout = layout
        self.idPrefix = idPrefix
        self.layerLinks = layerLinks
        nodes = Dictionary(view.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        bandColors = Dictionary(view.bands.map { ($0.name, $0.color) }, uniquingKeysWith: { first, _ in first })
        var conditions: [String: [String]] = [:]
        for edge in view.edges {
            let found = Set(edge.locations.compactMap(\.condition))
            if !found.isEmpty { conditions[Self.edgeKey(edge.from, edge.to)] = found.sorted() }
        }
        edgeConditions = conditions
        referenceEdges = Dictionary(view.edges.filter(\.isReferenceOnly).map { edge in
            (Self.edgeKey(edge.from, edge.to), Set(edge.locations.compactMap(\.symbol)).sorted())
        }, uniquingKeysWith: { first, _ in first })
    }

    static let edgeColor = "#6e7781"
    static let cycleColor = "#3d444d"
    static let edgeWidth = 1.3
    static let cycleWidth = 3.0
    static let referenceDashes = "6 4"
    /// How many referenced type names an edge's title lists.
    static let namesInTitle = 8

    /// Styles for the classes the scene writes; standalone SVGs embed it, the HTML report adds it to its own.
    static let stylesheet = """
        .graph text { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
        .graph .band-label { font-size: 13px; font-weight: 600; }
        .graph .node text { font-size: 12px; }
        .graph .edge-label { font-size: 10px; }
        .graph .node:hover rect { stroke-width: 3px; }
        .graph .edge:hover path { stroke-width: 3px; }
        """

    /// The whole `<svg>` element. `namespace` adds `xmlns`, which a standalone file needs and
    /// HTML does not; `stylesheet` embeds `SVGScene.stylesheet`.
    func svgElement(namespace: Bool, stylesheet: Bool, cssClass: String = "graph") -> String {
        let width = Markup.number(layout.width), height = Markup.number(layout.height)
        var attributes: [(String, String)] = []
        if namespace { attributes.append(("xmlns", "http://www.w3.org/2000/svg")) }
        attributes += [
            ("class", cssClass), ("viewBox", "0 0 \(width) \(height)"), ("width", width), ("height", height),
            ("font-family", "sans-serif"), ("font-size", "12"), ("role", "img"), ("aria-label", view.title),
        ]
        var svg = "<svg\(Markup.attributes(attributes))>\n"
        svg += "<title>\(Markup.escape(view.title))</title>\n"
        if !description.isEmpty { svg += "<desc>\(Markup.escape(description.joined(separator: "\n")))</desc>\n" }
        if stylesheet { svg += "<style>\n\(Self.stylesheet)\n</style>\n" }
        svg += definitions()
        svg += "<rect class=\"background\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
        svg += "<g class=\"bands\">\n" + layout.bands.map(band).joined() + "</g>\n"
        var labels = LabelPlaces()
        svg += "<g class=\"edges\">\n" + layout.edges.map { edge($0, labels: &labels) }.joined() + "</g>\n"
        svg += "<g class=\"nodes\">\n" + layout.nodes.map(node).joined() + "</g>\n"
        return svg + "</svg>"
    }

    // MARK: - Elements

    private func definitions() -> String {
        func arrow(_ name: String, _ color: String) -> String {
            "<marker id=\"\(Markup.escape(idPrefix + name))\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"9\" "
                + "markerHeight=\"9\" markerUnits=\"userSpaceOnUse\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(color)\"/></marker>\n"
        }
        return "<defs>\n" + arrow("arrow", Self.edgeColor) + arrow("arrow-cycle", Self.cycleColor)
            + arrow("arrow-violation", BandColors.violation) + "</defs>\n"
    }

    private func band(_ band: GraphLayout.Band) -> String {
        let frame = band.frame, color = Markup.escape(band.color)
        return "<g class=\"band\"\(Markup.attributes([("data-band", band.name)]))>"
            + "<rect x=\"\(Markup.number(frame.x))\" y=\"\(Markup.number(frame.y))\" width=\"\(Markup.number(frame.width))\" "
            + "height=\"\(Markup.number(frame.height))\" fill=\"\(color)\" fill-opacity=\"0.1\" stroke=\"\(color)\" stroke-opacity=\"0.5\"/>"
            + "<text class=\"band-label\" x=\"\(Markup.number(frame.x + 10))\" y=\"\(Markup.number(frame.y + 18))\" fill=\"#24292f\" "
            + "font-size=\"13\" font-weight=\"600\">\(Markup.escape(band.name))</text></g>\n"
    }

    private func edge(_ edge: GraphLayout.Edge, labels: inout LabelPlaces) -> String {
        let isReference = referenceEdges[Self.edgeKey(edge.from, edge.to)] != nil
        var classes = ["edge"]
        if edge.isViolation { classes.append("violation") }
        if edge.isCycle { classes.append("cycle") }
        if isReference { classes.append("reference") }
        let color = edge.isViolation ? BandColors.violation : edge.isCycle ? Self.cycleColor : Self.edgeColor
        let marker = edge.isViolation ? "arrow-violation" : edge.isCycle ? "arrow-cycle" : "arrow"
        let path = "M\(point(edge.start)) C\(point(edge.control1)) \(point(edge.control2)) \(point(edge.end))"
        var element = "<g\(Markup.attributes([("class", classes.joined(separator: " ")), ("data-from", edge.from), ("data-to", edge.to)]))>"
        element += "<title>\(Markup.escape(edgeTitle(edge)))</title>"
        element += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(Markup.number(edge.isCycle ? Self.cycleWidth : Self.edgeWidth))\" "
            + (isReference ? "stroke-dasharray=\"\(Self.referenceDashes)\" " : "")
            + "marker-end=\"url(#\(Markup.escape(idPrefix + marker)))\"/>"
        let labelText = edge.violations.joined(separator: ", ")
        let middle = edge.point(at: 0.5)
        // Where many violating edges run side by side, only labels with room of their own are drawn; every edge keeps its title.
        if edge.isViolation && labels.claim(centre: middle, characters: labelText.count) {
            element += "<text class=\"edge-label\" x=\"\(Markup.number(middle.x))\" y=\"\(Markup.number(middle.y - 4))\" text-anchor=\"middle\" "
                + "font-size=\"10\" fill=\"\(BandColors.violation)\" stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\">"
                + Markup.escape(labelText) + "</text>"
        }
        return element + "</g>\n"
    }

    private func edgeTitle(_ edge: GraphLayout.Edge) -> String {
        var title = "\(label(edge.from)) → \(label(edge.to))"
        if edge.weight > 1 { title += " (\(edge.weight) dependencies)" }
        if let names = referenceEdges[Self.edgeKey(edge.from, edge.to)] {
            let shown = names.prefix(Self.namesInTitle).joined(separator: ", ")
            title += "\ntype references: " + shown + (names.count > Self.namesInTitle ? ", and \(names.count - Self.namesInTitle) more" : "")
        }
        if edge.isViolation { title += "\nbreaks: " + edge.violations.joined(separator: ", ") }
        if edge.isCycle { title += "\npart of a dependency cycle" }
        for condition in edgeConditions[Self.edgeKey(edge.from, edge.to)] ?? [] { title += "\nunder #if \(condition)" }
        return title
    }

    private static func edgeKey(_ from: String, _ to: String) -> String {
        from + "\u{0}" + to
    }

    private func node(_ placed: GraphLayout.Node) -> String {
        let node = nodes[placed.id] ?? GraphView.Node(id: placed.id, label: placed.id, band: placed.band, kind: .module(.regular))
        let frame = placed.frame
        let link = layerLinks[node.id]
        var classes = ["node"]
        if node.kind.isExternal { classes.append("external") }
        if node.kind.isTest { classes.append("test") }
        if node.isFocus { classes.append("focus") }
        if link != nil { classes.append("layer-link") }
        let color = bandColors[node.band] ?? BandColors.unlayered

        var rectangle: [(String, String)] = [
            ("x", Markup.number(frame.x)), ("y", Markup.number(frame.y)), ("width", Markup.number(frame.width)),
            ("height", Markup.number(frame.height)), ("rx", "6"),
            ("fill", node.kind.isExternal ? "#f6f8fa" : node.isFocus ? "#fff5b1" : node.kind == .layer ? color : "#ffffff"),
            ("stroke", color), ("stroke-width", node.isFocus ? "3.5" : "1.5"),
        ]
        // A node that stands for a whole layer is filled with the layer's colour.
        if node.kind == .layer { rectangle.append(("fill-opacity", "0.3")) }
        if node.kind.isExternal || node.kind.isTest { rectangle.append(("stroke-dasharray", "4 3")) }
        var text: [(String, String)] = [
            ("x", Markup.number(frame.midX)), ("y", Markup.number(frame.midY)), ("text-anchor", "middle"),
            ("dominant-baseline", "central"), ("fill", node.kind.isExternal ? "#57606a" : "#1f2328"),
        ]
        if node.kind.isExternal { text.append(("font-style", "italic")) }
        if node.isFocus { text.append(("font-weight", "700")) }

        var title = node.id
        if node.size > 1 { title += " (\(node.size) modules)" }
        title += "\n\(node.kind), \(node.band)"
        let identity: (String, String) = link == nil ? ("data-node", node.id) : ("data-layer", node.band)
        var element = "<g\(Markup.attributes([("class", classes.joined(separator: " ")), identity, ("data-band", node.band)]))>"
        element += "<title>\(Markup.escape(title))</title><rect\(Markup.attributes(rectangle))/>"
        element += "<text\(Markup.attributes(text))>\(Markup.escape(node.label))</text></g>"
        if let link { element = "<a\(Markup.attributes([("href", link)]))>\(element)</a>" }
        return element + "\n"
    }

    private func label(_ id: String) -> String {
        nodes[id]?.label ?? id
    }

    private func point(_ point: GraphLayout.Point) -> String {
        "\(Markup.number(point.x)),\(Markup.number(point.y))"
    }
}

/// The places taken by edge labels, so that a label is left out rather than drawn over another.
/// Taken places are filed by the grid cells they cover, so that a new label is checked
/// against its neighbours only, not against every label of a drawing with thousands.
struct LabelPlaces {
    private static let cellSize = 64.0
    /// How far apart two places may be and still overlap, as `claim` tests them.
    private static let margin = 1.0

    private struct Cell: Hashable {
        var column: Int
        var row: Int
    }

    private var taken: [GraphLayout.Rect] = []
    private var cells: [Cell: [Int]] = [:]

    /// Takes the place of a label of 10-unit text centred just above `centre`, if it is free.
    mutating func claim(centre: GraphLayout.Point, characters: Int) -> Bool {
        let width = Double(characters) * 6, height = 12.0
        let place = GraphLayout.Rect(x: centre.x - width / 2, y: centre.y - 4 - height, width: width, height: height)
        // Every place within the margin on both sides shares a cell with this one, grown by both margins.
        let covered = Self.cells(of: place, grownBy: 2 * Self.margin)
        for cell in covered {
            for index in cells[cell] ?? [] where taken[index].overlaps(place, margin: Self.margin) { return false }
        }
        for cell in Self.cells(of: place, grownBy: 0) { cells[cell, default: []].append(taken.count) }
        taken.append(place)
        return true
    }

    private static func cells(of rect: GraphLayout.Rect, grownBy margin: Double) -> [Cell] {
        guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite else { return [Cell(column: 0, row: 0)] }
        let columns = Int(((rect.minX - margin) / cellSize).rounded(.down))...Int(((rect.maxX + margin) / cellSize).rounded(.down))
        let rows = Int(((rect.minY - margin) / cellSize).rounded(.down))...Int(((rect.maxY + margin) / cellSize).rounded(.down))
        return columns.flatMap { column in rows.map { Cell(column: column, row: $0) } }
    }
}
