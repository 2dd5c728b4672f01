import ArchViews

extension SVGScene {
    static let packageColor = GraphTextStyle.packageStroke

    /// The package boxes of `graph --package-boxes`: a dashed outline around each package's
    /// modules in a band, its name below them, drawn under the edges and the nodes.
    func writePackageBoxes(to svg: inout MarkupBytes) {
        guard !layout.groups.isEmpty else { return }
        svg.raw("<g class=\"packages\">\n")
        for group in layout.groups {
            let frame = group.frame
            svg.raw("<g class=\"package\"")
            svg.attribute("data-package", group.package)
            svg.raw("><title>")
            svg.escaped("package \(group.package): \(group.nodes.joined(separator: ", "))")
            svg.raw("</title><rect")
            writeGeometry(of: frame, to: &svg)
            svg.raw(" rx=\"8\" fill=\"#ffffff\" fill-opacity=\"0.6\" stroke=\"\(Self.packageColor)\" stroke-dasharray=\"3 3\"/>")
            svg.raw("<text class=\"package-label\" x=\"")
            svg.number(frame.maxX - 6)
            svg.raw("\" y=\"")
            svg.number(frame.maxY - 4)
            svg.raw("\" text-anchor=\"end\" font-size=\"10\" fill=\"\(Self.packageColor)\">")
            svg.escaped(group.package)
            svg.raw("</text></g>\n")
        }
        svg.raw("</g>\n")
    }
}
