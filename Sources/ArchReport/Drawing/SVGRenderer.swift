import ArchViews

/// A view as a standalone SVG document, laid out by `LayeredLayout`: bands tinted in their
/// layer's colour, modules as rounded boxes, dependencies as curves with arrowheads. Edges that
/// break a rule are red and name the rule; edges of a cycle are bold. Every node and edge
/// carries `data-` attributes with its ids, for scripts that highlight them.
public struct SVGRenderer: ViewDrawing {
    public init() {}

    public func render(_ view: GraphView, caption: ViewCaption? = nil) -> String {
        let scene = SVGScene(view: view, layout: LayeredLayout.layout(view), description: caption?.lines ?? [])
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + scene.svgElement(namespace: true, stylesheet: true) + "\n"
    }
}
