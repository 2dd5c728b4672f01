import ArchConfig
import ArchCore
import ArchModel

/// Builds the document reports are made from, out of the model, the rules and the findings.
public enum GraphDocumentBuilder {
    public static func build(graph: ModuleGraph, rules: ArchitectureRules, diagnostics: [Diagnostic], root: String) -> GraphDocument {
        let modules = graph.modules.map {
            GraphDocument.Module(name: $0.name, package: $0.package, kind: $0.kind.rawValue, layer: $0.layer, path: $0.path)
        }
        let edges = graph.edges.map {
            GraphDocument.Edge(from: $0.from, to: $0.to, kind: $0.kind.rawValue, locations: $0.locations)
        }
        let layers = rules.layerNames.map {
            GraphDocument.Layer(name: $0, allowed: rules.allowedTargets(ofLayer: $0), isIndependent: rules.isIndependent(layer: $0))
        }

        // One violation per rule and dependency, with all its places.
        var grouped: [ViolationKey: GraphDocument.Violation] = [:]
        for diagnostic in diagnostics {
            guard let dependency = diagnostic.dependency else { continue }
            let key = ViolationKey(rule: diagnostic.ruleID, from: dependency.from, to: dependency.to)
            var violation = grouped[key] ?? GraphDocument.Violation(
                rule: diagnostic.ruleID, severity: diagnostic.severity, from: dependency.from, to: dependency.to,
                message: diagnostic.message, locations: [])
            if let location = diagnostic.location, !violation.locations.contains(location) { violation.locations.append(location) }
            violation.severity = max(violation.severity, diagnostic.severity)
            grouped[key] = violation
        }
        let violations = grouped.values.map { violation -> GraphDocument.Violation in
            var sorted = violation
            sorted.locations.sort()
            return sorted
        }.sorted { ($0.from, $0.to, $0.rule) < ($1.from, $1.to, $1.rule) }

        let cycles = diagnostics.compactMap { diagnostic -> GraphDocument.Cycle? in
            guard let path = diagnostic.cycle else { return nil }
            return GraphDocument.Cycle(level: diagnostic.ruleID == "layer-cycle" ? .layer : .module, path: path)
        }.sorted { ($0.level.rawValue, $0.path.joined(separator: " ")) < ($1.level.rawValue, $1.path.joined(separator: " ")) }

        return GraphDocument(root: root, modules: modules, edges: edges, layers: layers, violations: violations, cycles: cycles)
    }

    private struct ViolationKey: Hashable {
        var rule: String
        var from: String
        var to: String
    }
}
