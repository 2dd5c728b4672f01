import ArchCore
import ArchViews
import ArchModuleGraph

/// Short ways to write the modules, edges and findings of documents that report tests draw.
public enum Sample {
    public static func at(_ file: String, _ line: Int, column: Int = 1) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    public static func module(_ name: String, _ package: String?, _ kind: ModuleKind, _ layer: String?) -> Module {
        Module(name: name, package: package, kind: kind, layer: layer, path: nil, location: nil)
    }

    public static func edge(_ from: String, _ to: String, _ locations: [SourceLocation] = [], kind: EdgeKind = .import) -> Edge {
        Edge(from: from, to: to, kind: kind, locations: locations.map { EdgeLocation($0) })
    }

    /// A finding about a dependency at each of `locations` (one without a place when empty),
    /// as a rule reports one per place.
    public static func violation(_ rule: String, _ severity: Severity, _ from: String, _ to: String, message: String = "breaks a rule",
                                 at locations: [SourceLocation] = []) -> [Diagnostic] {
        let places: [SourceLocation?] = locations.isEmpty ? [nil] : locations
        return places.map {
            Diagnostic(ruleID: rule, severity: severity, message: message, location: $0, dependency: .init(from: from, to: to))
        }
    }

    /// A cycle finding, as the cycle rules report it.
    public static func cycle(_ level: CycleLevel, _ path: [String], at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(ruleID: level == .module ? "dependency-cycle" : "layer-cycle", severity: .error,
                   message: "\(level.rawValue) cycle: " + path.joined(separator: " → "), location: location,
                   cycle: DependencyCycle(level: level, path: path))
    }

    public static func layer(_ name: String, allowed: [String] = [], independent: Bool = false) -> GraphDocument.Layer {
        GraphDocument.Layer(name: name, allowed: allowed, isIndependent: independent)
    }
}
