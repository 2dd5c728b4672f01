import ArchTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What Graphviz actually drew: the clusters, nodes and edges of its SVG output, each with
/// its title, its texts and the colours and widths of its strokes.
struct GraphvizSVG {
    struct Element {
        var kind: String
        var title = ""
        var texts: [String] = []
        var textFills: [String] = []
        var strokes: [String] = []
        var fills: [String] = []
        var strokeWidths: [Double] = []
        var dashed = false
    }

    var elements: [Element]

    var clusters: [Element] { elements.filter { $0.kind == "cluster" } }
    var nodes: [Element] { elements.filter { $0.kind == "node" } }
    var edges: [Element] { elements.filter { $0.kind == "edge" } }

    func edge(_ from: String, _ to: String) -> Element? {
        edges.first { $0.title == "\(from)->\(to)" }
    }

    /// Runs `dot -Tsvg` on the text, and fails on any message Graphviz prints.
    static func draw(_ dot: String, name: String) throws -> (svg: GraphvizSVG, stderr: String, status: Int32) {
        let scratch = try TemporaryDirectory(prefix: "archkit-dot-format")
        let input = try scratch.write("\(name).dot", dot)
        let output = scratch.url.appendingPathComponent("\(name).svg")
        let result = try Shell.run(["dot", "-Tsvg", input.path, "-o", output.path])
        let data = (try? Data(contentsOf: output)) ?? Data()
        return (try parse(data), result.stderr, result.status)
    }

    static func parse(_ data: Data) throws -> GraphvizSVG {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { throw ParseError(message: parser.parserError.map { "\($0)" } ?? "unreadable SVG") }
        return GraphvizSVG(elements: reader.elements)
    }

    struct ParseError: Error { var message: String }

    private final class Reader: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var current: Element?
        private var depth = 0
        private var currentDepth = 0
        private var text: String?
        private var textFill = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            depth += 1
            if name == "g", let kind = attributes["class"], ["cluster", "node", "edge"].contains(kind) {
                current = Element(kind: kind)
                currentDepth = depth
                return
            }
            guard current != nil else { return }
            switch name {
            case "title", "text":
                text = ""
                textFill = attributes["fill"] ?? ""
            case "path", "polygon", "ellipse", "polyline":
                if let stroke = attributes["stroke"] { current!.strokes.append(stroke) }
                if let fill = attributes["fill"], fill != "none" { current!.fills.append(fill) }
                current!.strokeWidths.append(attributes["stroke-width"].flatMap(Double.init) ?? 1)
                if attributes["stroke-dasharray"] != nil { current!.dashed = true }
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text? += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            defer { depth -= 1 }
            if name == "g", depth == currentDepth, let element = current {
                elements.append(element)
                current = nil
                return
            }
            guard current != nil, let captured = text else { return }
            if name == "title" { current!.title = captured }
            if name == "text" {
                current!.texts.append(captured)
                current!.textFills.append(textFill)
            }
            text = nil
        }
    }
}
