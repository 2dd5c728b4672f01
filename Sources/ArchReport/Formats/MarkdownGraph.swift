import ArchViews

extension MarkdownReport {
    /// The drawing in the comment: the view the options ask for, or the layers when that view
    /// is too big to read or for GitHub to draw, with a note saying so.
    struct GraphDrawing {
        /// The Mermaid source; nil when even the layers are too big to draw.
        var mermaid: String?
        var title: String
        var notes: [String]
        /// Whether the drawing has dotted edges to explain.
        var hasReferenceEdges = false

        init(document: GraphDocument, options: GraphViewOptions) throws(GraphViewError) {
            var view = try GraphViewBuilder.build(document, options: options)
            var notes: [String] = []
            var layers = options
            layers.level = .layer
            if view.level == .module && view.nodes.count > MarkdownReport.largestModuleGraph {
                notes.append("The module graph has \(Text.count(view.nodes.count, "module")), more than "
                    + "\(MarkdownReport.largestModuleGraph), so this draws the layers. Run `\(MarkdownReport.fullReportCommand)` "
                    + "to see every module.")
                view = try GraphViewBuilder.build(document, options: layers)
            }
            var mermaid = MermaidRenderer().render(view)
            if !Self.isDrawable(view, mermaid) && view.level != .layer {
                notes.append("The \(view.level.rawValue) graph is too large for GitHub to draw, so this draws the layers. "
                    + "Run `\(MarkdownReport.fullReportCommand)` to see all of it.")
                view = try GraphViewBuilder.build(document, options: layers)
                mermaid = MermaidRenderer().render(view)
            }
            if view.nodes.isEmpty {
                self.mermaid = nil
                notes = ["There are no modules to draw."]
            } else if Self.isDrawable(view, mermaid) {
                self.mermaid = mermaid
            } else {
                self.mermaid = nil
                notes = ["The graph is too large for GitHub to draw. Run `\(MarkdownReport.fullReportCommand)` to see it."]
            }
            self.title = view.title
            self.notes = notes
            self.hasReferenceEdges = view.hasReferenceEdges
        }

        private static func isDrawable(_ view: GraphView, _ mermaid: String) -> Bool {
            view.edges.count <= MarkdownReport.mermaidEdgeLimit && Text.size(mermaid) <= MarkdownReport.mermaidTextLimit
        }

        var section: String {
            var lines = ["### Graph: \(Text.inline(title))", ""]
            for note in notes { lines += ["> **Note:** \(note)", ""] }
            if let mermaid {
                lines.append("Red edges break rules; thick edges are steps of a cycle"
                    + (hasReferenceEdges ? "; dotted edges are type references between folder modules." : "."))
                lines += ["", "```mermaid", mermaid + "```"]
            }
            return lines.joined(separator: "\n").trimmingTrailingNewlines()
        }

        var omittedSection: String {
            "### Graph\n\n> **Note:** the graph is left out, to keep this comment under GitHub's size limit. "
                + "Run `\(MarkdownReport.fullReportCommand)` to see it."
        }
    }
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
