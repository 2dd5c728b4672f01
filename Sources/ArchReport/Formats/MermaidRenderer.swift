import ArchViews

/// A view as a Mermaid `flowchart TB`, the diagram GitHub draws from a ```` ```mermaid ````
/// block: a subgraph per band in its layer's colour, edges that break rules in red with
/// their rule ids, edges of cycles thick, type references between folders dotted (`-.->`).
public struct MermaidRenderer: ViewDrawing {
    public init() {}

    public func render(_ view: GraphView, caption: ViewCaption? = nil) -> String {
        render(view, caption: caption, notes: [])
    }

    /// - Parameter notes: more `%%` comment lines, after the caption's, such as why the view
    ///   was folded (`MermaidFolding`).
    func render(_ view: GraphView, caption: ViewCaption?, notes: [String]) -> String {
        // Mermaid cannot hide an edge until asked: those other paths imply are left out, and a comment says so.
        let (view, impliedNote) = view.droppingImpliedEdges()
        var nodeIDs = Identifiers(prefix: "n_")
        for node in view.nodes { _ = nodeIDs.id(for: node.id) }
        // An edge to a node the view does not list still needs a declared, labelled node.
        let listed = Set(view.nodes.map(\.id))
        let unlisted = Set(view.edges.flatMap { [$0.from, $0.to] }).subtracting(listed).sorted()
        for name in unlisted { _ = nodeIDs.id(for: name) }
        var bandIDs = Identifiers(prefix: "band_")
        for band in view.bands { _ = bandIDs.id(for: band.name) }

        // Mermaid comments, so that the chart still draws wherever it is pasted.
        var lines = ((caption?.lines ?? []) + (impliedNote.map { [$0] } ?? []) + notes).map { "%% " + GraphTextStyle.singleLine($0) }
        if caption != nil && view.hasReferenceEdges { lines.append("%% " + GraphTextStyle.referenceLegend) }
        lines.append("flowchart TB")
        let nodes = Dictionary(view.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var declared: Set<String> = []
        for band in view.bands {
            lines.append("    subgraph \(bandIDs[band.name]!) [\(Label.quoted([band.name]))]")
            for id in band.nodes {
                guard let node = nodes[id], declared.insert(id).inserted else { continue }
                lines.append("        \(nodeIDs[id]!)[\(Label.quoted(GraphTextStyle.nodeCaption(node, level: view.level)))]")
            }
            lines.append("    end")
        }
        for node in view.nodes where !declared.contains(node.id) {
            lines.append("    \(nodeIDs[node.id]!)[\(Label.quoted(GraphTextStyle.nodeCaption(node, level: view.level)))]")
        }
        for name in unlisted {
            lines.append("    \(nodeIDs[name]!)[\(Label.quoted([name]))]")
        }

        // Mermaid numbers links in the order they are written, from 0; `linkStyle` refers to
        // them by that number, so every edge is written on its own line, in view order.
        var violating: [Int] = []
        var cycleOnly: [Int] = []
        for (index, edge) in view.edges.enumerated() {
            let from = nodeIDs[edge.from]!
            let to = nodeIDs[edge.to]!
            // Mermaid has no thick dotted arrow: a reference in a cycle is dotted, made thick below.
            let arrow = edge.isReferenceOnly ? "-.->" : edge.isCycle ? "==>" : "-->"
            let caption = GraphTextStyle.edgeCaption(edge, level: view.level)
            let label = caption.isEmpty ? "" : "|\(Label.quoted(caption))|"
            lines.append("    \(from) \(arrow)\(label) \(to)")
            if edge.isViolation {
                violating.append(index)
            } else if edge.isCycle {
                cycleOnly.append(index)
            }
        }
        if !violating.isEmpty {
            lines.append("    linkStyle \(indexList(violating)) stroke:\(BandColors.violation),stroke-width:3px,color:\(BandColors.violation)")
        }
        if !cycleOnly.isEmpty {
            lines.append("    linkStyle \(indexList(cycleOnly)) stroke-width:3px")
        }

        lines += classLines(view, nodeIDs: nodeIDs)
        for band in view.bands {
            lines.append("    style \(bandIDs[band.name]!) fill:\(GraphTextStyle.tint(band.color)),stroke:\(band.color)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Classes for externals, tests and the focus, defined only when a node uses them.
    private func classLines(_ view: GraphView, nodeIDs: Identifiers) -> [String] {
        let classes: [(name: String, style: String, members: [GraphView.Node])] = [
            ("external",
             "fill:\(GraphTextStyle.externalFill),stroke:\(GraphTextStyle.externalStroke),stroke-dasharray:5 5,color:\(GraphTextStyle.externalText)",
             view.nodes.filter(\.kind.isExternal)),
            ("test", "fill:\(GraphTextStyle.testFill),stroke:\(GraphTextStyle.testStroke)",
             view.nodes.filter(\.kind.isTest)),
            // Last, so that its stroke wins over the kind's for a focused external or test.
            ("focus", "fill:\(GraphTextStyle.focusFill),stroke:\(GraphTextStyle.focusStroke),stroke-width:3px",
             view.nodes.filter(\.isFocus)),
        ]
        var lines: [String] = []
        for entry in classes where !entry.members.isEmpty {
            lines.append("    classDef \(entry.name) \(entry.style)")
            lines.append("    class \(entry.members.compactMap { nodeIDs[$0.id] }.joined(separator: ",")) \(entry.name)")
        }
        return lines
    }

    private func indexList(_ indices: [Int]) -> String {
        indices.map(String.init).joined(separator: ",")
    }
}
