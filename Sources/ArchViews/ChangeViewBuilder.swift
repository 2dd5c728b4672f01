import ArchCore
import ArchModuleGraph

/// Builds a `ChangeView` from the two analyses a diff compared and the diff itself.
public enum ChangeViewBuilder {
    /// Above this many modules, the neighbourhood keeps only the changed modules (which hold
    /// both ends of every changed edge), not every neighbour of a changed module: a changed
    /// composition root would otherwise bring in the whole graph.
    public static let neighbourhoodLimit = 40

    /// - Parameter options: tests and external modules as `graph` takes them; the level is
    ///   always modules and there is no focus. External modules that a change or a finding
    ///   involves are drawn even when externals are hidden.
    public static func build(base: GraphDocument, head: GraphDocument, diff: GraphDiff,
                             options: GraphViewOptions = GraphViewOptions()) -> ChangeView {
        let merged = mergedDocument(base: base, head: head, diff: diff)
        let drawnOptions = GraphViewOptions(level: .module, includeTests: options.includeTests, includeExternal: true,
                                            packageBoxes: options.packageBoxes)
        // Without a focus the builder cannot fail.
        let full = (try? GraphViewBuilder.build(merged, options: drawnOptions, places: .marked))
            ?? GraphView(level: .module, title: "", bands: [], nodes: [], edges: [])

        typealias Key = ChangeView.EdgeKey
        func key(_ edge: Edge) -> Key { Key(from: edge.from, to: edge.to) }
        let basePairs = Set(base.edges.map(key)), headPairs = Set(head.edges.map(key))
        let changedPairs = Set((diff.addedEdges + diff.removedEdges).map(key))

        var newViolations: [Key: Set<String>] = [:], fixedViolations: [Key: Set<String>] = [:]
        var newModuleFindings: [String: Set<String>] = [:], fixedModuleFindings: [String: Set<String>] = [:]
        var cycleSteps: Set<Key> = []
        func file(_ findings: [Diagnostic], in document: GraphDocument, dependencies: inout [Key: Set<String>],
                  modules: inout [String: Set<String>]) {
            let owners = FileOwners(document.modules)
            for finding in findings {
                if let dependency = finding.dependency {
                    dependencies[Key(from: dependency.from, to: dependency.to), default: []].insert(finding.ruleID)
                } else if let cycle = finding.cycle, cycle.level == .module {
                    for step in cycle.steps { cycleSteps.insert(Key(from: step.from, to: step.to)) }
                } else if let file = finding.location?.file, let owner = owners.owner(of: file) {
                    modules[owner, default: []].insert(finding.ruleID)
                }
            }
        }
        file(diff.newFindings, in: head, dependencies: &newViolations, modules: &newModuleFindings)
        file(diff.fixedFindings, in: base, dependencies: &fixedViolations, modules: &fixedModuleFindings)

        var edgeMarks: [Key: ChangeView.Mark] = [:]
        for edge in full.edges {
            let pair = Key(from: edge.from, to: edge.to)
            if !basePairs.contains(pair) {
                edgeMarks[pair] = .added
            } else if !headPairs.contains(pair) {
                edgeMarks[pair] = .removed
            } else if changedPairs.contains(pair) || newViolations[pair] != nil || fixedViolations[pair] != nil
                        || cycleSteps.contains(pair) {
                edgeMarks[pair] = .touched
            }
        }
        let added = Set(diff.addedModules.map(\.name)), removed = Set(diff.removedModules.map(\.name))
        var nodeMarks: [String: ChangeView.Mark] = [:]
        for name in added { nodeMarks[name] = .added }
        for name in removed { nodeMarks[name] = .removed }
        let touchedNames = edgeMarks.keys.flatMap { [$0.from, $0.to] } + Array(newModuleFindings.keys) + Array(fixedModuleFindings.keys)
        for name in touchedNames where nodeMarks[name] == nil { nodeMarks[name] = .touched }

        // Hidden externals come back only where the change or a finding involves them.
        let involved = Set(head.dependencyFindings.flatMap { [$0.dependency!.from, $0.dependency!.to] })
        let kept = Set(full.nodes.filter { node in
            !node.kind.isExternal || options.includeExternal || nodeMarks[node.id] != nil || involved.contains(node.id)
        }.map(\.id))
        let whole = full.restricted(to: kept, title: "\(head.displayName): modules, \(diff.base.name) → \(diff.head.name)")
        let keptEdgeMarks = edgeMarks.filter { kept.contains($0.key.from) && kept.contains($0.key.to) }
        let keptNodeMarks = nodeMarks.filter { kept.contains($0.key) }

        return ChangeView(
            whole: whole,
            neighbourhood: neighbourhood(of: whole, nodeMarks: keptNodeMarks, edgeMarks: keptEdgeMarks, diff: diff),
            nodeMarks: keptNodeMarks, edgeMarks: keptEdgeMarks,
            newViolations: newViolations.mapValues { $0.sorted() }, fixedViolations: fixedViolations.mapValues { $0.sorted() },
            newModuleFindings: newModuleFindings.mapValues { $0.sorted() },
            fixedModuleFindings: fixedModuleFindings.mapValues { $0.sorted() })
    }

    /// The head, with the modules and edges the diff removed put back from the base, and the
    /// base's layers that the head no longer has, so that removed modules keep their band.
    static func mergedDocument(base: GraphDocument, head: GraphDocument, diff: GraphDiff) -> GraphDocument {
        var merged = head
        if !diff.removedModules.isEmpty {
            merged.modules = (head.modules + diff.removedModules).sorted { $0.name < $1.name }
        }
        if !diff.removedEdges.isEmpty {
            merged.edges = (head.edges + diff.removedEdges).sorted { ($0.from, $0.to, $0.kind) < ($1.from, $1.to, $1.kind) }
        }
        let headLayers = Set(head.layers.map(\.name))
        merged.layers += base.layers.filter { !headLayers.contains($0.name) }
        return merged
    }

    /// The changed modules and their neighbours: every neighbour of a changed module while
    /// that stays small, otherwise the changed modules alone. A changed external module
    /// (`UIKit`) brings in no neighbours of its own: half the graph may import it. Edges
    /// between two unchanged neighbours are left out: they are context for nothing.
    private static func neighbourhood(of whole: GraphView, nodeMarks: [String: ChangeView.Mark],
                                      edgeMarks: [ChangeView.EdgeKey: ChangeView.Mark], diff: GraphDiff) -> GraphView {
        let title = "What changed, \(diff.base.name) → \(diff.head.name)"
        guard !nodeMarks.isEmpty else { return whole.restricted(to: [], title: title) }
        let changed = Set(nodeMarks.keys)
        let external = Set(whole.nodes.filter(\.kind.isExternal).map(\.id))
        var around = changed
        for edge in whole.edges {
            if changed.contains(edge.from) && !external.contains(edge.from) { around.insert(edge.to) }
            if changed.contains(edge.to) && !external.contains(edge.to) { around.insert(edge.from) }
        }
        if around.count > neighbourhoodLimit { around = changed }
        var view = whole.restricted(to: around, title: title)
        view.edges.removeAll { edge in
            !changed.contains(edge.from) && !changed.contains(edge.to) && edgeMarks[ChangeView.EdgeKey(from: edge.from, to: edge.to)] == nil
        }
        return view
    }
}

/// Which module's folder holds a file: the module with the longest folder that contains it,
/// found by trying the file's own folders from the deepest up.
struct FileOwners {
    private var modules: [String: String] = [:]

    init(_ modules: [Module]) {
        for module in modules where !module.isExternal {
            guard let path = module.path, !path.isEmpty else { continue }
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            if self.modules[folder] == nil { self.modules[folder] = module.name }
        }
    }

    func owner(of file: String) -> String? {
        var folder = Substring(file)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if let module = modules[String(folder)] { return module }
        }
        return nil
    }
}
