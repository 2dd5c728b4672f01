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
        // their own) the module view has a single band: the page then outlines packages, or draws them all.
        guard document.layers.isEmpty && !options.includeExternal else { return .layer }
        let drawn = document.modules.filter { (options.includeTests || !$0.isTest) && !$0.isExternal }
        return drawsWhole(drawn.map { ($0.name, $0.package) }) ? nil : .package
    }

    /// What a module view too large to read whole is drawn as, on a page or in a comment: its
    /// layers when it has them, else its packages when they outline the modules; nil: every
    /// module, its implied edges hidden (`drawsWhole`).
    package static func outlineLevel(of view: GraphView) -> GraphView.Level? {
        if view.bands.count > 1 { return .layer }
        return drawsWhole(view.nodes.map { ($0.id, $0.package) }) ? nil : .package
    }

    /// Whether a large page without layers draws every module rather than its packages: when
    /// packages do not outline the modules (fewer than 3, or one holding most of them, or
    /// hardly more modules than packages), and the modules are few enough to draw.
    package static func drawsWhole(_ modules: [(id: String, package: String?)]) -> Bool {
        guard modules.count <= wholeDrawingLimit else { return false }
        var sizes: [String: Int] = [:]
        for module in modules { sizes[module.package ?? module.id, default: 0] += 1 }
        let largest = sizes.values.max() ?? 0
        let outlines = sizes.count >= 3 && sizes.count * 3 <= modules.count && largest * 10 <= modules.count * 6
        return !outlines
    }

    /// The view of layers or packages a page of many modules opens on, laid out.
    static func overview(_ document: GraphDocument, options: GraphViewOptions, level: GraphView.Level) throws(GraphViewError) -> LaidOutView {
        let overviewOptions = GraphViewOptions(level: level, includeTests: options.includeTests, includeExternal: options.includeExternal)
        let view = try GraphViewBuilder.build(document, options: overviewOptions, places: .marked)
        // An overview is the sketch a reader opens groups from: it hides implied edges even when small.
        let drawn = options.allEdges ? view : view.markingImpliedEdges(always: true)
        return LaidOutView(view: drawn, layout: LayeredLayout.layout(drawn))
    }
}
