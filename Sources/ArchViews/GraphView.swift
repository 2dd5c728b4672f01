import ArchCore
import ArchModuleGraph

/// What a drawing shows: nodes grouped in bands (layers, top to bottom in `.archrules` order),
/// and the edges between them with what makes them stand out. Built from a document by
/// `GraphViewBuilder` at the module, package or layer level.
public struct GraphView: Sendable, Equatable {
    public enum Level: String, Sendable, CaseIterable {
        case module, package, layer
    }

    /// What a node stands for: a module of some kind, or a package or layer of modules.
    public enum NodeKind: Hashable, Sendable {
        case module(ModuleKind)
        case package
        case layer

        public var isExternal: Bool { self == .module(.external) }
        public var isTest: Bool { self == .module(.test) }

        /// `regular`, `external`, `package`: for tooltips.
        public var name: String {
            switch self {
            case .module(let kind): return kind.rawValue
            case .package: return "package"
            case .layer: return "layer"
            }
        }
    }

    public struct Node: Sendable, Equatable, Hashable {
        /// Unique within the view; the module, package or layer name.
        public var id: String
        public var label: String
        /// The band the node sits in.
        public var band: String
        public var kind: NodeKind
        /// How many modules the node stands for (1 at module level).
        public var size: Int
        /// The module `--focus` is centred on.
        public var isFocus: Bool
        /// The package that declares the module, at module level; nil for other levels and for
        /// modules of no package.
        public var package: String?
        /// The modules a package or layer node stands for, sorted; empty at module level.
        public var members: [String]

        public init(id: String, label: String, band: String, kind: NodeKind, size: Int = 1, isFocus: Bool = false,
                    package: String? = nil, members: [String] = []) {
            self.id = id
            self.label = label
            self.band = band
            self.kind = kind
            self.size = size
            self.isFocus = isFocus
            self.package = package
            self.members = members
        }
    }

    public struct Edge: Sendable, Equatable, Hashable {
        public var from: String
        public var to: String
        /// How many module-level dependencies the edge stands for.
        public var weight: Int
        /// The rules the edge breaks, sorted.
        public var violations: [String]
        /// Whether the edge is a step of a reported cycle.
        public var isCycle: Bool
        /// Where the dependencies it stands for are declared, imported or referenced, sorted
        /// (unless the view was built with `.unsorted` or `.marked` places).
        public var locations: [EdgeLocation]
        /// Whether every dependency it stands for is a type reference between folder modules,
        /// with no declaration or import: drawings draw it dashed.
        public var isReferenceOnly: Bool
        /// Whether a path through other nodes of the view implies the edge, and the drawing
        /// hides it until asked (`GraphView.markingImpliedEdges`).
        public var isImplied: Bool

        public init(from: String, to: String, weight: Int = 1, violations: [String] = [], isCycle: Bool = false,
                    locations: [EdgeLocation] = [], isReferenceOnly: Bool = false, isImplied: Bool = false) {
            self.from = from
            self.to = to
            self.weight = weight
            self.violations = violations
            self.isCycle = isCycle
            self.locations = locations
            self.isReferenceOnly = isReferenceOnly
            self.isImplied = isImplied
        }

        /// Errors only: warnings such as an unused dependency do not turn an edge red.
        public var isViolation: Bool { !violations.isEmpty }
    }

    public struct Band: Sendable, Equatable, Hashable {
        public var name: String
        /// A colour fixed for the layer, `#rrggbb`.
        public var color: String
        /// Node ids, sorted by name.
        public var nodes: [String]

        public init(name: String, color: String, nodes: [String]) {
            self.name = name
            self.color = color
            self.nodes = nodes
        }
    }

    public var level: Level
    public var title: String
    /// Top to bottom: the layers in `.archrules` order, then modules of no layer, then external
    /// ones, then test targets.
    public var bands: [Band]
    /// Sorted by id.
    public var nodes: [Node]
    /// Sorted by source, then target.
    public var edges: [Edge]
    /// Whether drawings keep the modules of each package together in their band and draw a
    /// box around them (`graph --package-boxes`).
    public var boxesPackages: Bool

    public init(level: Level, title: String, bands: [Band], nodes: [Node], edges: [Edge], boxesPackages: Bool = false) {
        self.level = level
        self.title = title
        self.bands = bands
        self.nodes = nodes
        self.edges = edges
        self.boxesPackages = boxesPackages
    }

    public func node(_ id: String) -> Node? {
        nodes.first { $0.id == id }
    }

    /// How many edges the drawing hides because other paths imply them.
    public var impliedEdgeCount: Int {
        edges.count(where: \.isImplied)
    }

    /// Whether some edge is drawn as a type reference, so that a legend needs to explain it.
    public var hasReferenceEdges: Bool {
        edges.contains(where: \.isReferenceOnly)
    }
}

/// The colours of bands, fixed by position so that a layer keeps its colour across reports.
public enum BandColors {
    static let palette = [
        "#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#edc948", "#9c755f", "#ff9da7", "#e15759", "#86bcb6",
    ]
    public static let unlayered = "#9aa0a6"
    public static let external = "#c8ccd0"
    public static let tests = "#b4bac0"
    public static let violation = "#d62728"

    public static func color(forLayerAt index: Int) -> String {
        palette[index % palette.count]
    }
}
