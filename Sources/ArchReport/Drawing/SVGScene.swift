import ArchModuleGraph
import ArchViews

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

    /// Composition roots whose edges are folded into one bundle, each with how many edges it
    /// holds: an edge that breaks a rule or belongs to a cycle always stays drawn. Only pages
    /// whose script can unfold them fold any.
    let folded: [String: Int]

    /// In a drawing of a change, how each node and edge is marked; nil elsewhere.
    let changes: SceneChanges?

    init(view: GraphView, layout: GraphLayout, idPrefix: String = "", layerLinks: [String: String] = [:], description: [String] = [],
         folding roots: Set<String> = [], change: ChangeView? = nil) {
        changes = change.map(SceneChanges.init)
        folded = GraphLayout.foldedRoots(layout.edges.map { ($0.from, $0.isViolation, $0.isCycle, $0.isImplied) }, roots: roots)
        self.view = view
        self.description = description
        self.layout = layout
        self.idPrefix = idPrefix
        self.layerLinks = layerLinks
        nodes = Dictionary(view.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        bandColors = Dictionary(view.bands.map { ($0.name, $0.color) }, uniquingKeysWith: { first, _ in first })
        var conditions: [String: [String]] = [:]
        for edge in view.edges where edge.locations.contains(where: { $0.condition != nil }) {
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
        .graph .edge.implied path { stroke-dasharray: 2 3; }
        """

    /// The whole `<svg>` element. `namespace` adds `xmlns`, which a standalone file needs and
    /// HTML does not; `stylesheet` embeds `SVGScene.stylesheet`.
    func svgElement(namespace: Bool, stylesheet: Bool, cssClass: String = "graph") -> String {
        var svg = MarkupBytes()
        write(to: &svg, namespace: namespace, stylesheet: stylesheet, cssClass: cssClass)
        return String(decoding: svg.bytes, as: UTF8.self)
    }

    /// `svgElement` written into `svg`.
    func write(to svg: inout MarkupBytes, namespace: Bool, stylesheet: Bool, cssClass: String = "graph") {
        let width = Markup.number(layout.width), height = Markup.number(layout.height)
        Self.writeOpeningTag(width: width, height: height, title: view.title, namespace: namespace, cssClass: cssClass, to: &svg)
        if !description.isEmpty {
            svg.raw("<desc>")
            svg.escaped(description.joined(separator: "\n"))
            svg.raw("</desc>\n")
        }
        if stylesheet { svg.raw("<style>\n\(Self.stylesheet)\n</style>\n") }
        writeDefinitions(to: &svg)
        svg.raw("<rect class=\"background\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n")
        svg.raw("<g class=\"bands\">\n")
        for band in layout.bands { write(band, to: &svg) }
        svg.raw("</g>\n")
        writePackageBoxes(to: &svg)
        var labels = labelPlaces()
        svg.raw("<g class=\"edges\">\n")
        for edge in layout.edges { write(edge, labels: &labels, to: &svg) }
        for root in folded.keys.sorted() { writeBundle(of: root, to: &svg) }
        svg.raw("</g>\n")
        svg.raw("<g class=\"band-labels\">\n")
        for band in layout.bands { writeLabel(of: band, to: &svg) }
        svg.raw("</g>\n")
        svg.raw("<g class=\"nodes\">\n")
        // A kind's text is found by reflection: once per kind, not once per node.
        for node in layout.nodes { write(node, to: &svg) }
        svg.raw("</g>\n")
        svg.raw("</svg>")
    }

    /// `<svg …>` with its size and the attributes every drawing carries, then its `<title>`.
    static func writeOpeningTag(width: String, height: String, title: String, namespace: Bool, cssClass: String,
                                to svg: inout MarkupBytes) {
        svg.raw("<svg")
        if namespace { svg.attribute("xmlns", "http://www.w3.org/2000/svg") }
        svg.attribute("class", cssClass)
        svg.attribute("viewBox", "0 0 \(width) \(height)")
        svg.attribute("width", width)
        svg.attribute("height", height)
        svg.attribute("font-family", "sans-serif")
        svg.attribute("font-size", "12")
        svg.attribute("role", "img")
        svg.attribute("aria-label", title)
        svg.raw(">\n<title>")
        svg.escaped(title)
        svg.raw("</title>\n")
    }

    // MARK: - Elements

    private func writeDefinitions(to svg: inout MarkupBytes) {
        func arrow(_ name: String, _ color: String) {
            svg.raw("<marker id=\"")
            svg.escaped(idPrefix + name)
            svg.raw("\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"9\" "
                + "markerHeight=\"9\" markerUnits=\"userSpaceOnUse\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(color)\"/></marker>\n")
        }
        svg.raw("<defs>\n")
        arrow("arrow", Self.edgeColor)
        arrow("arrow-cycle", Self.cycleColor)
        arrow("arrow-violation", BandColors.violation)
        if changes != nil {
            arrow("arrow-added", SceneChanges.addedColor)
            arrow("arrow-removed", SceneChanges.removedColor)
        }
        svg.raw("</defs>\n")
    }

    /// ` x="…" y="…" width="…" height="…"`, as `Markup.number` writes each.
    func writeGeometry(of frame: GraphLayout.Rect, to svg: inout MarkupBytes) {
        svg.raw(" x=\"")
        svg.number(frame.x)
        svg.raw("\" y=\"")
        svg.number(frame.y)
        svg.raw("\" width=\"")
        svg.number(frame.width)
        svg.raw("\" height=\"")
        svg.number(frame.height)
        svg.raw("\"")
    }

    private func write(_ band: GraphLayout.Band, to svg: inout MarkupBytes) {
        let frame = band.frame
        svg.raw("<g class=\"band\"")
        svg.attribute("data-band", band.name)
        svg.raw("><rect")
        writeGeometry(of: frame, to: &svg)
        svg.raw(" fill=\"")
        svg.escaped(band.color)
        svg.raw("\" fill-opacity=\"0.1\" stroke=\"")
        svg.escaped(band.color)
        svg.raw("\" stroke-opacity=\"0.5\"/></g>\n")
    }

    /// A band's name, drawn over the curves with a white halo: curves down the band's left
    /// corridor pass where the name stands, and it must stay readable.
    private func writeLabel(of band: GraphLayout.Band, to svg: inout MarkupBytes) {
        svg.raw("<text class=\"band-label\"")
        svg.attribute("data-band", band.name)
        svg.raw(" x=\"")
        svg.number(band.frame.x + 10)
        svg.raw("\" y=\"")
        svg.number(band.frame.y + 18)
        svg.raw("\" fill=\"#24292f\" font-size=\"13\" font-weight=\"600\" stroke=\"#ffffff\" stroke-width=\"4\" "
            + "stroke-linejoin=\"round\" paint-order=\"stroke\">")
        svg.escaped(band.name)
        svg.raw("</text>\n")
    }

    /// Whether a composition root's edge goes into its bundle (`GraphLayout.foldsIntoRootBundle`).
    static func folds(_ edge: GraphLayout.Edge) -> Bool {
        GraphLayout.foldsIntoRootBundle(isViolation: edge.isViolation, isCycle: edge.isCycle, isImplied: edge.isImplied)
    }

    /// A composition root's bundle: one thick arrow below it with the count of the edges it
    /// stands for; clicking the root, or the bundle, draws them.
    private func writeBundle(of root: String, to svg: inout MarkupBytes) {
        guard let frame = layout.node(root)?.frame, let count = folded[root] else { return }
        // Into the gap below the band, clear of the boxes of the band below.
        let bottom = frame.maxY + 26
        svg.raw("<g class=\"bundle\"")
        svg.attribute("data-bundle", root)
        svg.raw("><title>")
        svg.escaped("\(count) edges of \(root), folded; click it to draw them")
        svg.raw("</title><path d=\"M")
        write(GraphLayout.Point(x: frame.midX, y: frame.maxY), to: &svg)
        svg.raw(" L")
        write(GraphLayout.Point(x: frame.midX, y: bottom), to: &svg)
        svg.raw("\" fill=\"none\" stroke=\"\(Self.edgeColor)\" stroke-width=\"5\" marker-end=\"url(#")
        svg.escaped(idPrefix + "arrow")
        svg.raw(")\"/><text class=\"bundle-label\" x=\"")
        svg.number(frame.midX + 8)
        svg.raw("\" y=\"")
        svg.number(bottom - 2)
        svg.raw("\">")
        svg.escaped("\(count) edges")
        svg.raw("</text></g>\n")
    }

    private func write(_ edge: GraphLayout.Edge, labels: inout LabelPlaces, to svg: inout MarkupBytes) {
        // Most edges are neither conditional nor type references: their key is not even made.
        let key = edgeConditions.isEmpty && referenceEdges.isEmpty ? nil : Self.edgeKey(edge.from, edge.to)
        let referenced = key.flatMap { referenceEdges[$0] }
        let isReference = referenced != nil
        let changed = changes?.edge(from: edge.from, to: edge.to, isViolation: edge.isViolation)
        svg.raw("<g class=\"edge")
        if folded[edge.from] != nil && Self.folds(edge) { svg.raw(" folded") }
        if edge.isViolation { svg.raw(" violation") }
        if edge.isCycle { svg.raw(" cycle") }
        if isReference { svg.raw(" reference") }
        if edge.isImplied { svg.raw(" implied") }
        if let changed { svg.raw(changed.cssClass) }
        svg.raw("\"")
        // Hidden by its own attribute, so that a standalone SVG hides it too; a page's stylesheet shows it on demand.
        if edge.isImplied { svg.attribute("display", "none") }
        if let opacity = changed?.opacity { svg.attribute("opacity", opacity) }
        svg.attribute("data-from", edge.from)
        svg.attribute("data-to", edge.to)
        svg.raw("><title>")
        writeTitle(edge, referenced: referenced, conditions: key.flatMap { edgeConditions[$0] } ?? [], to: &svg)
        svg.raw("</title><path d=\"M")
        write(edge.start, to: &svg)
        for segment in edge.segments {
            svg.raw(" C")
            write(segment.control1, to: &svg)
            svg.raw(" ")
            write(segment.control2, to: &svg)
            svg.raw(" ")
            write(segment.end, to: &svg)
        }
        let color = changed?.color ?? (edge.isViolation ? BandColors.violation : edge.isCycle ? Self.cycleColor : Self.edgeColor)
        let marker = changed?.marker ?? (edge.isViolation ? "arrow-violation" : edge.isCycle ? "arrow-cycle" : "arrow")
        svg.raw("\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"")
        svg.number(edge.isCycle ? Self.cycleWidth : changed?.width ?? Self.edgeWidth)
        svg.raw("\" ")
        if let dashes = changed?.dashes ?? (isReference ? Self.referenceDashes : nil) { svg.raw("stroke-dasharray=\"\(dashes)\" ") }
        svg.raw("marker-end=\"url(#")
        svg.escaped(idPrefix + marker)
        svg.raw(")\"/>")
        writeLabels(of: edge, places: &labels, to: &svg)
        svg.raw("</g>\n")
    }

    /// The edge's title, escaped part by part.
    private func writeTitle(_ edge: GraphLayout.Edge, referenced names: [String]?, conditions: [String], to svg: inout MarkupBytes) {
        svg.escaped(label(edge.from))
        svg.raw(" → ")
        svg.escaped(label(edge.to))
        if edge.weight > 1 {
            svg.raw(" (")
            svg.int(edge.weight)
            svg.raw(" dependencies)")
        }
        if let names {
            let shown = names.prefix(Self.namesInTitle).joined(separator: ", ")
            svg.raw("\ntype references: ")
            svg.escaped(shown + (names.count > Self.namesInTitle ? ", and \(names.count - Self.namesInTitle) more" : ""))
        }
        if edge.isViolation {
            svg.raw("\nbreaks: ")
            svg.escaped(edge.violations.joined(separator: ", "))
        }
        if edge.isCycle { svg.raw("\npart of a dependency cycle") }
        for line in changes?.titleLines(edgeFrom: edge.from, to: edge.to) ?? [] {
            svg.raw("\n")
            svg.escaped(line)
        }
        for condition in conditions {
            svg.raw("\nunder #if ")
            svg.escaped(condition)
        }
    }

    private static func edgeKey(_ from: String, _ to: String) -> String {
        from + "\u{0}" + to
    }

    private func write(_ placed: GraphLayout.Node, to svg: inout MarkupBytes) {
        let node = nodes[placed.id] ?? GraphView.Node(id: placed.id, label: placed.id, band: placed.band, kind: .module(.regular))
        let frame = placed.frame
        let link = layerLinks.isEmpty ? nil : layerLinks[node.id]
        let color = bandColors[node.band] ?? BandColors.unlayered
        let changed = changes?.node(node.id)
        if let link {
            svg.raw("<a")
            svg.attribute("href", link)
            svg.raw(">")
        }
        svg.raw("<g class=\"node")
        if node.kind.isExternal { svg.raw(" external") }
        if node.kind.isTest { svg.raw(" test") }
        if node.isFocus { svg.raw(" focus") }
        if link != nil { svg.raw(" layer-link") }
        if let changed { svg.raw(changed.cssClass) }
        svg.raw("\"")
        if let opacity = changed?.opacity { svg.attribute("opacity", opacity) }
        if link == nil { svg.attribute("data-node", node.id) } else { svg.attribute("data-layer", node.band) }
        svg.attribute("data-band", node.band)
        svg.raw("><title>")
        svg.escaped(node.id)
        if node.size > 1 {
            svg.raw(" (")
            svg.int(node.size)
            svg.raw(" modules)")
        }
        svg.raw("\n")
        svg.escaped(node.kind.name)
        svg.raw(", ")
        svg.escaped(node.band)
        for line in changes?.titleLines(node: node.id) ?? [] {
            svg.raw("\n")
            svg.escaped(line)
        }
        svg.raw("</title><rect")
        writeGeometry(of: frame, to: &svg)
        svg.raw(" rx=\"6\"")
        svg.attribute("fill", changed?.fill ?? (node.kind.isExternal ? "#f6f8fa" : node.isFocus ? "#fff5b1" : node.kind == .layer ? color : "#ffffff"))
        svg.attribute("stroke", changed?.stroke ?? color)
        svg.attribute("stroke-width", changed?.strokeWidth ?? (node.isFocus ? "3.5" : "1.5"))
        // A node that stands for a whole layer is filled with the layer's colour.
        if node.kind == .layer { svg.raw(" fill-opacity=\"0.3\"") }
        if let dashes = changed?.dashes ?? (node.kind.isExternal || node.kind.isTest ? "4 3" : nil) { svg.attribute("stroke-dasharray", dashes) }
        let listing = node.listing
        svg.raw("/><text x=\"")
        svg.number(frame.midX)
        svg.raw("\" y=\"")
        // A box that lists its modules has its name at the top, the list below.
        svg.number(listing.isEmpty ? frame.midY : frame.minY + 14)
        svg.raw("\" text-anchor=\"middle\" dominant-baseline=\"central\"")
        if !listing.isEmpty { svg.raw(" font-weight=\"600\"") }
        svg.attribute("fill", changed?.textColor ?? (node.kind.isExternal ? "#57606a" : "#1f2328"))
        if node.kind.isExternal { svg.raw(" font-style=\"italic\"") }
        if changed?.struckThrough == true { svg.raw(" text-decoration=\"line-through\"") }
        if node.isFocus { svg.raw(" font-weight=\"700\"") }
        svg.raw(">")
        svg.escaped(node.label)
        svg.raw("</text>")
        for (index, line) in listing.enumerated() {
            svg.raw("<text class=\"listing\" x=\"")
            svg.number(frame.midX)
            svg.raw("\" y=\"")
            svg.number(frame.minY + 31 + Double(index) * 13)
            svg.raw("\" text-anchor=\"middle\" dominant-baseline=\"central\" font-size=\"10\" fill=\"#57606a\">")
            svg.escaped(line)
            svg.raw("</text>")
        }
        svg.raw("</g>")
        if link != nil { svg.raw("</a>") }
        svg.raw("\n")
    }

    private func label(_ id: String) -> String {
        nodes[id]?.label ?? id
    }

    private func write(_ point: GraphLayout.Point, to svg: inout MarkupBytes) {
        svg.number(point.x)
        svg.raw(",")
        svg.number(point.y)
    }
}
