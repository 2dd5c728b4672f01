import ArchViews

/// What the HTML report prepares side by side before it writes its parts.
extension HTMLReport {
    /// A view with its layout.
    struct LaidOutView: Sendable {
        var view: GraphView
        var layout: GraphLayout
    }

    /// What one task of the first step made.
    enum Prepared: Sendable {
        case view(Result<GraphView, GraphViewError>)
        case laidOut(LaidOutView)
        case none

        var view: Result<GraphView, GraphViewError>? {
            if case .view(let result) = self { return result }
            return nil
        }

        /// The overview made ahead, if it is at `level`.
        func overview(at level: GraphView.Level) -> LaidOutView? {
            if case .laidOut(let overview) = self, overview.view.level == level { return overview }
            return nil
        }
    }

    /// The level of the overview the page most likely opens on, guessed from the document
    /// alone so that it can be made beside the module view; nil when the page most likely
    /// draws its modules. A wrong guess costs time, never a different page: the overview is
    /// then made where it is needed.
    static func likelyOverviewLevel(_ document: GraphDocument, options: GraphViewOptions) -> GraphView.Level? {
        guard options.level == .module, options.focus == nil, document.modules.count > overviewThreshold else { return nil }
        // Modules of no layer share one band, so without layers (and externals in a band of
        // their own) the module view has a single band: the page then outlines packages.
        return document.layers.isEmpty && !options.includeExternal ? .package : .layer
    }

    /// The view of layers or packages a page of many modules opens on, laid out.
    static func overview(_ document: GraphDocument, options: GraphViewOptions, level: GraphView.Level) throws(GraphViewError) -> LaidOutView {
        let overviewOptions = GraphViewOptions(level: level, includeTests: options.includeTests, includeExternal: options.includeExternal)
        let view = try GraphViewBuilder.build(document, options: overviewOptions, places: .marked).markingImpliedEdges(unless: options)
        return LaidOutView(view: view, layout: LayeredLayout.layout(view))
    }
}
