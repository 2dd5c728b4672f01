import ArchCore
import ArchViews

/// How large a Mermaid flowchart GitHub draws. GitHub renders a ```` ```mermaid ```` block with
/// Mermaid's defaults, which a diagram cannot raise (both are secure settings that only the
/// embedding page may change): `maxEdges`, 500 links (the 501st is an "Edge limit exceeded"
/// error), and `maxTextSize`, 50,000 characters of source (above it Mermaid draws "Maximum text
/// size in diagram exceeded"). Either way the reader sees an error instead of the graph.
public struct MermaidLimits: Sendable, Equatable {
    public var edges: Int
    public var characters: Int

    public init(edges: Int, characters: Int) {
        self.edges = edges
        self.characters = characters
    }

    public static let github = MermaidLimits(edges: 500, characters: 50_000)

    /// The characters `maxTextSize` counts: a JavaScript string's length, in UTF-16 code units.
    public static func characters(_ text: String) -> Int {
        text.utf16.count
    }

    func admit(edges: Int, characters: Int) -> Bool {
        edges <= self.edges && characters <= self.characters
    }
}

/// `graph --format mermaid`: the view the options select, with the analysis' counts in `%%`
/// comments, folded to packages or layers when GitHub could not draw it (`MermaidFolding`).
public struct MermaidReport: ReportRenderer {
    public let options: GraphViewOptions
    public let limits: MermaidLimits

    public init(options: GraphViewOptions = GraphViewOptions(), limits: MermaidLimits = .github) {
        self.options = options
        self.limits = limits
    }

    public func render(_ document: GraphDocument) throws(GraphViewError) -> String {
        try MermaidFolding(document: document, options: options, caption: ViewCaption(document), limits: limits).text
    }
}

/// A Mermaid drawing within `MermaidLimits`: the view the options ask for when it fits, else
/// the first coarser one that does, in the order modules → packages (when they group modules
/// into more than one node) → layers, with a comment that gives the sizes and the limits. Only
/// views too large are folded: a `--level` that fits is drawn as asked, and `--all-edges`
/// keeps every edge of whatever level is drawn. When even the layers do not fit, they are
/// drawn anyway, and the comment says that GitHub will not show them.
struct MermaidFolding {
    /// How large a view's drawing is, in what the limits count.
    struct Size: Equatable {
        var level: GraphView.Level
        var edges: Int
        var characters: Int
    }

    /// The view drawn, its implied edges marked (the drawing leaves them out).
    let view: GraphView
    let text: String
    /// Every view measured, in order; the last is `view`'s. More than one when folded.
    let sizes: [Size]
    let fits: Bool
    let limits: MermaidLimits
    let allEdges: Bool

    /// - Parameter requested: the view of `options`, marked as `options` asks, when the caller
    ///   has built it already.
    init(document: GraphDocument, options: GraphViewOptions, caption: ViewCaption?, limits: MermaidLimits,
         requested: GraphView? = nil) throws(GraphViewError) {
        self.limits = limits
        self.allEdges = options.allEdges
        let renderer = MermaidRenderer()
        var view: GraphView
        if let requested {
            view = requested
        } else {
            view = try Self.view(document, options, level: options.level)
        }
        var sizes: [Size] = []
        var text = renderer.render(view, caption: caption, notes: [])
        while true {
            let size = Size(level: view.level, edges: view.edges.count - view.impliedEdgeCount, characters: MermaidLimits.characters(text))
            sizes.append(size)
            if limits.admit(edges: size.edges, characters: size.characters) { break }
            guard let coarser = Self.coarserLevel(than: view) else { break }
            view = try Self.view(document, options, level: coarser)
            let note = Self.foldedNote(sizes, to: coarser, limits: limits, allEdges: options.allEdges)
            text = renderer.render(view, caption: caption, notes: [note])
        }
        let last = sizes[sizes.count - 1]
        fits = limits.admit(edges: last.edges, characters: last.characters)
        if !fits {
            text = renderer.render(view, caption: caption, notes: [Self.tooLargeNote(sizes, limits: limits, allEdges: options.allEdges)])
        }
        self.view = view
        self.text = text
        self.sizes = sizes
    }

    /// The sizes of the views too large for GitHub, before the one drawn (all of them when
    /// none fits); empty when the requested view is drawn and fits.
    var tooLarge: [Size] {
        fits ? Array(sizes.dropLast()) : sizes
    }

    /// Whether a coarser view than the one asked for is drawn.
    var isFolded: Bool {
        sizes.count > 1
    }

    // MARK: - Views

    /// Mermaid draws neither places nor conditions: only the places that mark an edge are kept.
    private static func view(_ document: GraphDocument, _ options: GraphViewOptions, level: GraphView.Level) throws(GraphViewError) -> GraphView {
        var folded = options
        folded.level = level
        return try GraphViewBuilder.build(document, options: folded, places: .marked).markingImpliedEdges(unless: options)
    }

    /// The next level to fold to: packages only when they fold some modules together and leave
    /// more than one node (a module of no package is a node of its own), so that the package
    /// view is neither a single box nor the module view again.
    private static func coarserLevel(than view: GraphView) -> GraphView.Level? {
        switch view.level {
        case .module:
            let groups = Set(view.nodes.map { $0.package ?? $0.id }).count
            return groups > 1 && groups < view.nodes.count ? .package : .layer
        case .package: return .layer
        case .layer: return nil
        }
    }

    // MARK: - Comments

    /// `folded to packages for GitHub: the module view has 817 edges and 41234 characters; …`
    private static func foldedNote(_ sizes: [Size], to level: GraphView.Level, limits: MermaidLimits, allEdges: Bool) -> String {
        (allEdges ? "with --all-edges, folded" : "folded") + " to \(plural(level)) for GitHub: " + described(sizes, limits: limits)
    }

    /// Why GitHub will show an error instead of the drawing.
    private static func tooLargeNote(_ sizes: [Size], limits: MermaidLimits, allEdges: Bool) -> String {
        "too large for GitHub" + (allEdges ? " with --all-edges" : "") + ", and layers fold no further: "
            + described(sizes, limits: limits) + "; GitHub shows an error instead of this drawing"
    }

    private static func described(_ sizes: [Size], limits: MermaidLimits) -> String {
        let views = sizes.enumerated().map { index, size in
            "the \(size.level.rawValue) view \(index == 0 ? "has " : "")"
                + "\(AnalysisSummary.count(size.edges, "edge")) and \(AnalysisSummary.count(size.characters, "character"))"
        }
        return views.joined(separator: ", ")
            + "; Mermaid draws at most \(limits.edges) edges (maxEdges) and \(limits.characters) characters (maxTextSize)"
    }

    static func plural(_ level: GraphView.Level) -> String {
        level.rawValue + "s"
    }
}
