import ArchViews

/// How a drawing of a change marks each node and edge: added ones green, removed ones dashed
/// and grey, changed ones at full strength, the rest dimmed. Like the scene's other styles,
/// each is a presentation attribute, so the picture is right without a stylesheet.
struct SceneChanges {
    let change: ChangeView

    static let addedColor = "#1a7f37"
    static let addedFill = "#dafbe1"
    static let removedColor = "#8c959f"
    static let removedDashes = "5 4"
    static let dimmedOpacity = "0.3"

    struct EdgeStyle {
        var cssClass: String
        /// Overrides of the scene's own choice, nil to keep it.
        var color: String?
        var marker: String?
        var dashes: String?
        var width: Double?
        var opacity: String?
    }

    struct NodeStyle {
        var cssClass: String
        var fill: String?
        var stroke: String?
        var strokeWidth: String?
        var dashes: String?
        var opacity: String?
        var textColor: String?
        var struckThrough = false
    }

    /// A red edge stays red: what it breaks is the point of the picture, new or not.
    func edge(from: String, to: String, isViolation: Bool) -> EdgeStyle {
        switch change.mark(ofEdgeFrom: from, to: to) {
        case .added:
            return isViolation ? EdgeStyle(cssClass: " added", width: 2.2)
                : EdgeStyle(cssClass: " added", color: Self.addedColor, marker: "arrow-added", width: 2.2)
        case .removed:
            return EdgeStyle(cssClass: " removed", color: Self.removedColor, marker: "arrow-removed", dashes: Self.removedDashes)
        case .touched:
            return EdgeStyle(cssClass: " touched", width: 2.2)
        case .unchanged:
            return EdgeStyle(cssClass: " unchanged", opacity: Self.dimmedOpacity)
        }
    }

    func node(_ id: String) -> NodeStyle {
        let newFindings = change.newModuleFindings[id] != nil
        switch change.mark(ofNode: id) {
        case .added:
            return NodeStyle(cssClass: " added", fill: Self.addedFill, stroke: newFindings ? BandColors.violation : Self.addedColor,
                             strokeWidth: "2.5")
        case .removed:
            return NodeStyle(cssClass: " removed", fill: "#f6f8fa", stroke: Self.removedColor, dashes: Self.removedDashes,
                             textColor: Self.removedColor, struckThrough: true)
        case .touched:
            return NodeStyle(cssClass: " touched", stroke: newFindings ? BandColors.violation : nil,
                             strokeWidth: newFindings ? "2.5" : nil)
        case .unchanged:
            return NodeStyle(cssClass: " unchanged", opacity: Self.dimmedOpacity)
        }
    }

    /// Lines for a node's title: how the change touched it.
    func titleLines(node id: String) -> [String] {
        var lines: [String] = []
        switch change.mark(ofNode: id) {
        case .added: lines.append("added by the change")
        case .removed: lines.append("removed by the change")
        case .touched, .unchanged: break
        }
        if let rules = change.newModuleFindings[id] { lines.append("new findings: " + rules.joined(separator: ", ")) }
        if let rules = change.fixedModuleFindings[id] { lines.append("fixed findings: " + rules.joined(separator: ", ")) }
        return lines
    }

    /// Lines for an edge's title: how the change touched it.
    func titleLines(edgeFrom from: String, to: String) -> [String] {
        let key = ChangeView.EdgeKey(from: from, to: to)
        var lines: [String] = []
        switch change.mark(ofEdgeFrom: from, to: to) {
        case .added: lines.append("added by the change")
        case .removed: lines.append("removed by the change")
        case .touched: lines.append("changed: a declaration, import or reference of it was added or removed, or a finding on it")
        case .unchanged: break
        }
        if let rules = change.newViolations[key] { lines.append("newly breaks: " + rules.joined(separator: ", ")) }
        if let rules = change.fixedViolations[key] { lines.append("no longer breaks: " + rules.joined(separator: ", ")) }
        return lines
    }

    /// The rules the change fixed on an edge, for a struck-through label beside it.
    func fixedLabel(from: String, to: String) -> String? {
        change.fixedViolations[ChangeView.EdgeKey(from: from, to: to)]?.joined(separator: ", ")
    }
}
