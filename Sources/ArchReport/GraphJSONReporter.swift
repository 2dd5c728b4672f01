import ArchCore
import ArchGraph

/// The graph document as JSON (see docs/graph-json.md): every module, external ones
/// included, every edge with every place it is declared or imported, the layers with what
/// they may depend on, the dependencies that break rules, and the cycles.
public struct GraphJSONReporter: Sendable {
    public init() {}

    public func render(_ document: GraphDocument) -> String {
        let value = JSONValue.object([
            ("version", .number(GraphDocument.formatVersion)),
            ("root", .string(document.root)),
            ("modules", .array(document.modules.map { module in
                .object([
                    ("name", .string(module.name)),
                    ("package", .optional(module.package)),
                    ("kind", .string(module.kind)),
                    ("layer", .optional(module.layer)),
                    ("path", .optional(module.path)),
                ])
            })),
            ("edges", .array(document.edges.map { edge in
                .object([
                    ("from", .string(edge.from)),
                    ("to", .string(edge.to)),
                    ("kind", .string(edge.kind)),
                    ("locations", locations(edge.locations)),
                ])
            })),
            ("layers", .array(document.layers.map { layer in
                .object([
                    ("name", .string(layer.name)),
                    ("allowed", .array(layer.allowed.map(JSONValue.string))),
                    ("independent", .bool(layer.isIndependent)),
                ])
            })),
            ("violations", .array(document.violations.map { violation in
                .object([
                    ("rule", .string(violation.rule)),
                    ("severity", .string(violation.severity.rawValue)),
                    ("from", .string(violation.from)),
                    ("to", .string(violation.to)),
                    ("message", .string(violation.message)),
                    ("locations", locations(violation.locations)),
                ])
            })),
            ("cycles", .array(document.cycles.map { cycle in
                .object([("level", .string(cycle.level.rawValue)), ("path", .array(cycle.path.map(JSONValue.string)))])
            })),
        ])
        return value.rendered() + "\n"
    }

    private func locations(_ locations: [SourceLocation]) -> JSONValue {
        .array(locations.map { .object([("file", .string($0.file)), ("line", .number($0.line)), ("column", .number($0.column))]) })
    }
}
