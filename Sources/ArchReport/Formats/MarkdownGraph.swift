import ArchViews

extension MarkdownReport {
    /// The drawing in the comment: the view the options ask for; when that view has too many
    /// modules to read, what the HTML page opens on (the layers, or the packages when they
    /// outline the modules, or else every module); the packages or layers when it is too large
    /// for GitHub to draw (`MermaidFolding`); each time with a note saying so.
    struct GraphDrawing {
        /// The Mermaid source; nil when even the layers are too large to draw.
        var mermaid: String?
        var title: String
        var notes: [String]
        /// Whether the drawing has dotted edges to explain.
        var hasReferenceEdges = false

        init(document: GraphDocument, options: GraphViewOptions) throws(GraphViewError) {
            var requested: GraphView? = try GraphViewBuilder.build(document, options: options, places: .marked)
            var drawn = options
            var notes: [String] = []
            if let view = requested, view.level == .module && view.nodes.count > MarkdownReport.largestModuleGraph,
               let outline = HTMLReport.outlineLevel(of: view) {
                notes.append("The module graph has \(Text.count(view.nodes.count, "module")), more than "
                    + "\(MarkdownReport.largestModuleGraph), so this draws the \(MermaidFolding.plural(outline)). "
                    + "Run `\(MarkdownReport.fullReportCommand)` to see every module.")
                drawn.level = outline
                requested = nil
            }
            // The drawing `graph --format mermaid` gives, without the counts the comment states already.
            let folding = try MermaidFolding(document: document, options: drawn, caption: nil, limits: .github,
                                             requested: requested?.markingImpliedEdges(unless: options))
            if folding.view.nodes.isEmpty {
                self.mermaid = nil
                notes = ["There are no modules to draw."]
            } else if folding.fits {
                self.mermaid = folding.text
                if folding.isFolded { notes.append(Self.foldedNote(folding)) }
            } else {
                self.mermaid = nil
                notes = ["The graph is too large for GitHub to draw. Run `\(MarkdownReport.fullReportCommand)` to see it."]
            }
            self.title = folding.view.title
            self.notes = notes
            self.hasReferenceEdges = folding.view.edges.contains { $0.isReferenceOnly && !$0.isImplied }
        }

        /// `The module graph (817 edges, 61,234 characters) is too large for GitHub to draw …`
        private static func foldedNote(_ folding: MermaidFolding) -> String {
            let views = folding.tooLarge.map { size in
                "\(size.level.rawValue) graph (\(Text.count(size.edges, "edge")), \(Text.count(size.characters, "character")))"
            }
            let listed = views.count == 1 ? views[0] : views.dropLast().joined(separator: ", the ") + " and the " + views[views.count - 1]
            let limits = folding.limits
            return (folding.allEdges ? "With `--all-edges`, the " : "The ") + listed + (views.count == 1 ? " is" : " are")
                + " too large for GitHub to draw (at most \(Text.count(limits.edges, "edge")) and "
                + "\(Text.count(limits.characters, "character"))), so this draws the \(MermaidFolding.plural(folding.view.level)). "
                + "Run `\(MarkdownReport.fullReportCommand)` to see all of it."
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
