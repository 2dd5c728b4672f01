import ArchCore
import ArchModuleGraph

/// The head's module graph with what a change did to it marked: the drawing of `archkit diff
/// --format html|svg`. Modules and edges the change removed are drawn too, taken from the
/// base, so that a reviewer sees what went away where it was.
///
/// Built from the same two analyses and the same `GraphDiff` as every other diff format, so
/// the drawing and the text cannot disagree about what changed.
public struct ChangeView: Sendable, Equatable {
    /// How a node or an edge is drawn.
    public enum Mark: String, Sendable, Equatable, CaseIterable {
        /// Only in the head: green.
        case added
        /// Only in the base: dashed and grey.
        case removed
        /// In both, but changed: a kind of dependency added or removed, a finding new or fixed
        /// on it, or (for a module) an end of such an edge. Drawn at full strength.
        case touched
        /// In both, as it was: dimmed.
        case unchanged
    }

    public struct EdgeKey: Hashable, Sendable, Comparable {
        public var from: String
        public var to: String

        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }

        public static func < (lhs: EdgeKey, rhs: EdgeKey) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
    }

    /// Every module of the head and every removed one, at module level.
    public var whole: GraphView
    /// The changed modules and the modules next to them: what a reviewer looks at first.
    /// Empty when nothing changed.
    public var neighbourhood: GraphView
    /// Modules not listed are unchanged.
    public var nodeMarks: [String: Mark]
    /// Edges not listed are unchanged.
    public var edgeMarks: [EdgeKey: Mark]
    /// The rules each edge breaks in the head and not in the base, sorted.
    public var newViolations: [EdgeKey: [String]]
    /// The rules each edge broke in the base and no longer does, sorted.
    public var fixedViolations: [EdgeKey: [String]]
    /// The rules of new findings about a module itself (a name, a file, a folder), not one of
    /// its dependencies, by the module whose folder holds the finding's file; sorted.
    public var newModuleFindings: [String: [String]]
    /// The same, for fixed findings.
    public var fixedModuleFindings: [String: [String]]

    public init(whole: GraphView, neighbourhood: GraphView, nodeMarks: [String: Mark], edgeMarks: [EdgeKey: Mark],
                newViolations: [EdgeKey: [String]] = [:], fixedViolations: [EdgeKey: [String]] = [:],
                newModuleFindings: [String: [String]] = [:], fixedModuleFindings: [String: [String]] = [:]) {
        self.whole = whole
        self.neighbourhood = neighbourhood
        self.nodeMarks = nodeMarks
        self.edgeMarks = edgeMarks
        self.newViolations = newViolations
        self.fixedViolations = fixedViolations
        self.newModuleFindings = newModuleFindings
        self.fixedModuleFindings = fixedModuleFindings
    }

    public func mark(ofNode id: String) -> Mark {
        nodeMarks[id] ?? .unchanged
    }

    public func mark(ofEdgeFrom from: String, to: String) -> Mark {
        edgeMarks[EdgeKey(from: from, to: to)] ?? .unchanged
    }

    /// Whether the change touched the drawing at all.
    public var hasChanges: Bool { !nodeMarks.isEmpty || !edgeMarks.isEmpty }
}

extension GraphView {
    /// The view with only the nodes in `ids`, the edges between them, and the bands that still
    /// hold a node.
    public func restricted(to ids: Set<String>, title: String? = nil) -> GraphView {
        GraphView(level: level, title: title ?? self.title,
                  bands: bands.compactMap { band in
                      let kept = band.nodes.filter(ids.contains)
                      return kept.isEmpty ? nil : Band(name: band.name, color: band.color, nodes: kept)
                  },
                  nodes: nodes.filter { ids.contains($0.id) },
                  edges: edges.filter { ids.contains($0.from) && ids.contains($0.to) }, boxesPackages: boxesPackages)
    }
}
