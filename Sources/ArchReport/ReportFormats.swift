import ArchCore
import ArchViews

/// Renders the one analysis of a repository in one output format. Every format of `check`
/// and `graph` is one of these, so all of them show the same findings and counts.
public protocol ReportRenderer: Sendable {
    func render(_ document: GraphDocument) throws(GraphViewError) -> String
}

/// What the reader asked for besides the format: shared by every renderer, each using what
/// concerns it.
public struct RenderSettings: Sendable {
    /// How paths are written.
    public var paths: PathStyle
    /// What the drawings show.
    public var view: GraphViewOptions
    /// Facts worth telling that are not findings, such as a missing `.archrules`.
    public var remarks: [String]
    /// What code scanning needs to know: the tool, its rules, where the files are.
    public var scanning: CodeScanningSettings
    /// Whether text for a terminal may use colour (the `xcode` format does).
    public var colors: Bool

    public init(paths: PathStyle = .relative, view: GraphViewOptions = GraphViewOptions(), remarks: [String] = [],
                scanning: CodeScanningSettings = CodeScanningSettings(), colors: Bool = false) {
        self.paths = paths
        self.view = view
        self.remarks = remarks
        self.scanning = scanning
        self.colors = colors
    }
}

/// The formats of `archkit check`. A new format is a renderer and a case here.
public enum CheckFormat: String, Sendable, CaseIterable {
    case xcode, json, sarif, github, junit, checkstyle, gitlab

    public func renderer(_ settings: RenderSettings) -> any ReportRenderer {
        switch self {
        case .xcode: return XcodeReporter(paths: settings.paths, remarks: settings.remarks, colors: settings.colors)
        case .json: return JSONCheckReporter(paths: settings.paths, remarks: settings.remarks)
        case .sarif: return SARIFReporter(settings: settings.scanning, paths: settings.paths)
        case .github: return GitHubReporter(settings: settings.scanning, paths: settings.paths, remarks: settings.remarks)
        case .junit: return JUnitReporter(ruleIDs: settings.scanning.rules.map(\.id), paths: settings.paths)
        case .checkstyle: return CheckstyleReporter(settings: settings.scanning, paths: settings.paths)
        case .gitlab: return GitLabReporter(settings: settings.scanning, paths: settings.paths)
        }
    }

    /// Whether the format needs `RenderSettings.scanning`: the rules, or where the analysed
    /// folder lies in its repository (which asks git).
    public var needsCodeScanningSettings: Bool {
        self != .xcode && self != .json
    }
}

/// The formats of `archkit graph`. A new format is a renderer and a case here.
public enum GraphFormat: String, Sendable, CaseIterable {
    case json, dot, mermaid, svg, html, markdown

    public func renderer(_ settings: RenderSettings) -> any ReportRenderer {
        switch self {
        case .json: return GraphJSONReporter()
        case .dot: return ViewRenderer(options: settings.view, drawing: DOTRenderer())
        case .mermaid: return MermaidReport(options: settings.view)
        case .svg: return ViewRenderer(options: settings.view, drawing: SVGRenderer())
        case .html: return HTMLReport(options: settings.view)
        case .markdown: return MarkdownReport(options: settings.view)
        }
    }
}

/// How paths are written: relative to the analysed root, or absolute so that an IDE can open
/// them whatever its working folder.
public struct PathStyle: Sendable {
    private let absoluteRoot: String?

    public static let relative = PathStyle(absoluteRoot: nil)

    public static func absolute(root: String) -> PathStyle {
        PathStyle(absoluteRoot: root.hasSuffix("/") ? String(root.dropLast()) : root)
    }

    private init(absoluteRoot: String?) {
        self.absoluteRoot = absoluteRoot
    }

    public var isAbsolute: Bool { absoluteRoot != nil }

    public func path(_ relative: String) -> String {
        guard let absoluteRoot else { return relative }
        return relative.isEmpty ? absoluteRoot : absoluteRoot + "/" + relative
    }
}

/// The graph document as graph JSON (docs/graph-json.md).
struct GraphJSONReporter: ReportRenderer {
    func render(_ document: GraphDocument) -> String {
        document.json
    }
}

/// A format that draws one view: DOT, Mermaid, SVG.
public protocol ViewDrawing: Sendable {
    /// - Parameter caption: what the drawing says about its analysis; nil for a drawing that
    ///   is part of a larger report which says it already.
    func render(_ view: GraphView, caption: ViewCaption?) -> String
    /// - Parameter compositionRoots: modules of a layer that may use every other
    ///   (`allow X -> *`), whose many edges a drawing may fold.
    func render(_ view: GraphView, caption: ViewCaption?, compositionRoots: Set<String>) -> String
}

extension ViewDrawing {
    public func render(_ view: GraphView, caption: ViewCaption?, compositionRoots: Set<String>) -> String {
        render(view, caption: caption)
    }
}

/// A drawing of the view the options select, with the analysis' counts and unread files in
/// the format's own words, so that even a bare drawing does not claim more than it knows.
struct ViewRenderer<Drawing: ViewDrawing>: ReportRenderer {
    let options: GraphViewOptions
    let drawing: Drawing

    func render(_ document: GraphDocument) throws(GraphViewError) -> String {
        let view = try GraphViewBuilder.build(document, options: options).markingImpliedEdges(unless: options)
        return drawing.render(view, caption: ViewCaption(document), compositionRoots: HTMLReport.compositionRoots(document, view: view))
    }
}

/// What a drawing says about the analysis it draws: the summary line, and the unread files.
public struct ViewCaption: Sendable, Equatable {
    /// `archkit: 2 errors, 1 warning in 140 files, 46 modules, 278 edges`
    public var summary: String
    /// One line per unread file; empty when the graph is complete.
    public var gaps: [String]

    public init(_ document: GraphDocument) {
        summary = "archkit: " + document.summary.sentence
        gaps = document.unread.isEmpty ? [] : ["incomplete: \(AnalysisSummary.count(document.unread.count, "file")) could not be read"]
            + document.unread.map { "\($0.file): \($0.problem)" }
    }

    public init(summary: String, gaps: [String] = []) {
        self.summary = summary
        self.gaps = gaps
    }

    public var lines: [String] { [summary] + gaps }
}
