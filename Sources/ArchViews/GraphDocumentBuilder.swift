import ArchRulesFile
import ArchCore
import ArchModuleGraph

/// Builds the document reports are made from, out of the model, the rules and the findings.
public enum GraphDocumentBuilder {
    public static func build(graph: ModuleGraph, rules: ArchitectureRules, diagnostics: [Diagnostic], accepted: [AcceptedFinding] = [],
                             unread: [UnreadInput], fileCount: Int, root: String, folderName: String? = nil,
                             configuration: String?) -> GraphDocument {
        let layers = rules.layerNames.map {
            GraphDocument.Layer(name: $0, allowed: rules.allowedTargets(ofLayer: $0), isIndependent: rules.isIndependent(layer: $0))
        }
        let summary = AnalysisSummary(diagnostics: diagnostics, modules: graph.modules.count, edges: graph.edges.count,
                                      referenceEdges: graph.edges.count(where: { $0.kind == .reference }), files: fileCount)
        var document = GraphDocument(root: root, configuration: configuration, summary: summary, modules: graph.modules, edges: graph.edges,
                                     layers: layers, diagnostics: diagnostics.sorted(), unread: unread.sorted { $0.file < $1.file })
        document.accepted = accepted.sorted()
        document.folderName = folderName
        return document
    }
}
