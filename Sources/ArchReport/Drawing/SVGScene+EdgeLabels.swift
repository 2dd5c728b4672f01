import ArchViews

extension SVGScene {
    /// The places edge labels may take in this drawing: inside it, clear of every box, band
    /// name, package name and folded bundle, which are reserved before any label is placed.
    func labelPlaces() -> LabelPlaces {
        var places = LabelPlaces(bounds: GraphLayout.Rect(x: 0, y: 0, width: layout.width, height: layout.height),
                                 bandSpans: layout.bands.map { (top: $0.frame.minY, bottom: $0.frame.maxY) })
        for node in layout.nodes { places.reserve(node.frame) }
        // Where `write(_ band:)` draws the name: 13-unit semibold text, wider than the edge labels' 10-unit regular.
        for band in layout.bands {
            let baseline = band.frame.minY + 18
            places.reserve(GraphLayout.Rect(x: band.frame.minX + 10, y: baseline - 13, width: Double(band.name.count) * 8.5, height: 17))
        }
        // Where `writePackageBoxes` draws a package's name: 10-unit text ending 6 units inside the box's corner.
        for group in layout.groups {
            let width = Double(group.package.count) * LabelPlaces.characterWidth
            places.reserve(GraphLayout.Rect(x: group.frame.maxX - 6 - width, y: group.frame.maxY - 4 - LabelPlaces.ascent,
                                            width: width, height: LabelPlaces.ascent + LabelPlaces.descent))
        }
        // Where `writeBundle` draws a folded bundle: its arrow below the root and its 11-unit count beside it.
        for (root, count) in folded {
            guard let frame = layout.node(root)?.frame else { continue }
            let countWidth = Double("\(count) edges".count) * 7
            places.reserve(GraphLayout.Rect(x: frame.midX - 5, y: frame.maxY, width: 13 + countWidth, height: 28))
        }
        return places
    }

    /// The rules a violating edge breaks, above a point of its curve, and in a drawing of a
    /// change the rules it no longer breaks, struck through below one; each where
    /// `LabelPlaces` finds room, or not at all. Every edge keeps its title, which names them too.
    func writeLabels(of edge: GraphLayout.Edge, places: inout LabelPlaces, to svg: inout MarkupBytes) {
        if edge.isViolation {
            let text = edge.violations.joined(separator: ", ")
            if let anchor = places.place(characters: text.count, along: edge, baselineOffset: -4) {
                writeLabel(text, at: anchor, cssClass: "edge-label", color: BandColors.violation, to: &svg)
            }
        }
        // Below the curve, where a new violation's label, above it, leaves room.
        if let fixed = changes?.fixedLabel(from: edge.from, to: edge.to),
           let anchor = places.place(characters: fixed.count, along: edge, baselineOffset: 12) {
            writeLabel(fixed, at: anchor, cssClass: "edge-label fixed", color: SceneChanges.removedColor,
                       decoration: " text-decoration=\"line-through\"", to: &svg)
        }
    }

    /// One label's `<text>`, haloed in white so that it reads over the curves it crosses.
    private func writeLabel(_ text: String, at anchor: GraphLayout.Point, cssClass: String, color: String, decoration: String = "",
                            to svg: inout MarkupBytes) {
        svg.raw("<text class=\"\(cssClass)\" x=\"")
        svg.number(anchor.x)
        svg.raw("\" y=\"")
        svg.number(anchor.y)
        svg.raw("\" text-anchor=\"middle\" font-size=\"10\" fill=\"\(color)\"\(decoration) stroke=\"#ffffff\" "
            + "stroke-width=\"3\" paint-order=\"stroke\">")
        svg.escaped(text)
        svg.raw("</text>")
    }
}
