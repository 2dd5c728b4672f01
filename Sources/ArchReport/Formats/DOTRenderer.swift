import ArchViews

/// A view as a Graphviz `digraph`, top to bottom: each band a filled cluster in its layer's
/// colour, nodes styled by kind, edges that break rules in red with their rule ids, edges of
/// cycles bold, type references between folders dashed. Layers are stacked in `.archrules`
/// order, modules of no layer by dependency rank as the HTML report stacks them, and wide
/// bands wrap (see `LayerStacking`); a composition root's edges run in one trunk per band
/// (see `RootFolding`). Edge captions are external labels (`xlabel`), placed beside their
/// edges once they are drawn. `dot -Tsvg` turns it into a picture.
public struct DOTRenderer: ViewDrawing {
    public init() {}

    public func render(_ view: GraphView, caption: ViewCaption? = nil) -> String {
        render(view, caption: caption, compositionRoots: [])
    }

    public func render(_ view: GraphView, caption: ViewCaption?, compositionRoots: Set<String>) -> String {
        // DOT cannot hide an edge until asked: those other paths imply are left out, and the label says so.
        let (view, impliedNote) = view.droppingImpliedEdges()
        let captionLines = (caption?.lines ?? []) + (impliedNote.map { [$0] } ?? [])
        var lines = captionLines.map { "// " + GraphTextStyle.singleLine($0) }
        lines += [
            "digraph \(Quoting.id(view.title)) {",
            "    graph [rankdir=TB, newrank=true, forcelabels=true, nodesep=0.3, ranksep=0.6, fontsize=12];",
            "    node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", color=\(Quoting.value(GraphTextStyle.plainStroke)), fontsize=11];",
            "    edge [color=\(Quoting.value(GraphTextStyle.plainStroke)), arrowsize=0.7, fontsize=9];",
        ]
        let stacking = LayerStacking(view)
        let nodes = Dictionary(view.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var drawn: Set<String> = []
        for (index, band) in view.bands.enumerated() {
            lines.append("")
            lines.append("    subgraph \(Quoting.id("cluster_\(index)")) {")
            lines.append("        graph [label=\(Quoting.label([band.name])), labeljust=l, style=\"rounded,filled\", "
                + "color=\(Quoting.value(band.color)), fillcolor=\(Quoting.value(GraphTextStyle.tint(band.color))), penwidth=1.5];")
            var packages: [String: [GraphView.Node]] = [:]
            for id in band.nodes {
                guard let node = nodes[id], drawn.insert(id).inserted else { continue }
                if view.boxesPackages, let package = node.package {
                    packages[package, default: []].append(node)
                } else {
                    lines.append("        " + nodeStatement(node, level: view.level))
                }
            }
            // With --package-boxes, a package of several modules in the band is a cluster inside the band's.
            for (number, package) in packages.keys.sorted().enumerated() {
                let members = packages[package]!
                let indent = members.count > 1 ? "            " : "        "
                if members.count > 1 {
                    lines.append("        subgraph \(Quoting.id("cluster_\(index)_\(number)")) {")
                    lines.append("            graph [label=\(Quoting.label([package])), labeljust=r, style=\"rounded,dashed\", "
                        + "color=\(Quoting.value(GraphTextStyle.packageStroke)), fontsize=10, penwidth=1];")
                }
                for node in members { lines.append(indent + nodeStatement(node, level: view.level)) }
                if members.count > 1 { lines.append("        }") }
            }
            lines += stacking.gates(inBand: index).map { "        " + $0 }
            lines.append("    }")
        }
        // A node whose band the view does not list still belongs in the picture.
        let strays = view.nodes.filter { !drawn.contains($0.id) }
        if !strays.isEmpty { lines.append("") }
        for node in strays { lines.append("    " + nodeStatement(node, level: view.level)) }

        let folding = RootFolding(view, roots: compositionRoots, stacking: stacking)
        if !view.edges.isEmpty { lines.append("") }
        for (index, edge) in view.edges.enumerated() {
            lines.append("    " + edgeStatement(edge, from: folding.tail(ofEdge: index, edge), level: view.level,
                                                pointsUp: stacking.pointsUp(edge)))
        }
        for block in [folding.lines, stacking.lines] where !block.isEmpty {
            lines.append("")
            lines += block.map { "    " + $0 }
        }
        // Set last so that clusters, which inherit graph attributes set before them, keep their own labels.
        lines.append("")
        let legend = view.hasReferenceEdges ? [GraphTextStyle.referenceLegend] : []
        lines.append("    graph [label=\(Quoting.label([view.title] + captionLines + legend)), labelloc=t, fontsize=14];")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func nodeStatement(_ node: GraphView.Node, level: GraphView.Level) -> String {
        var attributes = [("label", Quoting.label(GraphTextStyle.nodeCaption(node, level: level)))]
        switch node.kind {
        case .module(.external):
            attributes += [
                ("style", "\"rounded,dashed,filled\""),
                ("color", Quoting.value(GraphTextStyle.externalStroke)),
                ("fontcolor", Quoting.value(GraphTextStyle.externalText)),
                ("fillcolor", Quoting.value(GraphTextStyle.externalFill)),
            ]
        case .module(.test):
            attributes += [
                ("shape", "note"), ("style", "filled"),
                ("color", Quoting.value(GraphTextStyle.testStroke)),
                ("fillcolor", Quoting.value(GraphTextStyle.testFill)),
            ]
        case .module(.folder): attributes.append(("shape", "folder"))
        case .package: attributes.append(("shape", "box3d"))
        default: break
        }
        if node.isFocus {
            set("penwidth", "3", in: &attributes)
            set("color", Quoting.value(GraphTextStyle.focusStroke), in: &attributes)
            set("fillcolor", Quoting.value(GraphTextStyle.focusFill), in: &attributes)
        }
        attributes.append(("tooltip", Quoting.label([tooltip(node, level: level)])))
        return "\(Quoting.id(node.id)) [\(list(attributes))];"
    }

    /// - Parameter tail: where the edge is drawn from: its own tail, or the junction it is folded into.
    private func edgeStatement(_ edge: GraphView.Edge, from tail: String, level: GraphView.Level, pointsUp: Bool) -> String {
        var attributes: [(String, String)] = []
        let caption = GraphTextStyle.edgeCaption(edge, level: level)
        // An `xlabel` is placed after the layout, next to the edge; a `label` would take a rank
        // of its own in the middle of a long edge and could end up far from it.
        if !caption.isEmpty { attributes.append(("xlabel", Quoting.label(caption))) }
        // Thicker for more dependencies, up to a limit that keeps the drawing readable.
        var tenths = level == .module ? 10 : 10 + 5 * (min(edge.weight, 9) - 1)
        if edge.isViolation {
            attributes += [("color", Quoting.value(BandColors.violation)), ("fontcolor", Quoting.value(BandColors.violation))]
            tenths = max(tenths, 20)
        }
        var styles: [String] = []
        if edge.isReferenceOnly { styles.append("dashed") }
        if edge.isCycle {
            styles.append("bold")
            tenths += 15
        }
        if !styles.isEmpty { attributes.append(("style", styles.count == 1 ? styles[0] : Quoting.value(styles.joined(separator: ",")))) }
        if tenths != 10 { attributes.append(("penwidth", decimal(tenths: tenths))) }
        if pointsUp { attributes.append(("constraint", "false")) }
        attributes.append(("tooltip", Quoting.label([tooltip(edge)])))
        return "\(Quoting.id(tail)) -> \(Quoting.id(edge.to)) [\(list(attributes))];"
    }

    private func tooltip(_ node: GraphView.Node, level: GraphView.Level) -> String {
        level == .module ? "\(node.label): \(node.kind.name) module in \(node.band)" : "\(node.label): \(node.size) module\(node.size == 1 ? "" : "s")"
    }

    private func tooltip(_ edge: GraphView.Edge) -> String {
        var text = "\(edge.from) → \(edge.to)"
        if edge.weight != 1 { text += ": \(edge.weight) dependencies" }
        if edge.isReferenceOnly { text += "; type references" }
        if edge.isViolation { text += "; breaks \(edge.violations.joined(separator: ", "))" }
        if edge.isCycle { text += "; part of a cycle" }
        return text
    }

    /// Replaces an attribute already in the list, so that each is written once.
    private func set(_ key: String, _ value: String, in attributes: inout [(String, String)]) {
        if let index = attributes.firstIndex(where: { $0.0 == key }) {
            attributes[index].1 = value
        } else {
            attributes.append((key, value))
        }
    }

    private func list(_ attributes: [(String, String)]) -> String {
        attributes.map { "\($0.0)=\($0.1)" }.joined(separator: ", ")
    }

    private func decimal(tenths: Int) -> String {
        tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }
}
