import ArchCore
import ArchModel

/// The complete module graph as JSON: every module, external ones included, and every edge
/// with every place it is declared or imported.
public struct GraphJSONReporter: Sendable {
    public static let formatVersion = 1

    public init() {}

    public func render(_ graph: ModuleGraph, root: String) -> String {
        let document = JSONValue.object([
            ("version", .number(Self.formatVersion)),
            ("root", .string(root)),
            ("modules", .array(graph.modules.map { module in
                .object([
                    ("name", .string(module.name)),
                    ("package", .optional(module.package)),
                    ("kind", .string(module.kind.rawValue)),
                    ("layer", .optional(module.layer)),
                    ("path", .optional(module.path)),
                ])
            })),
            ("edges", .array(graph.edges.map { edge in
                .object([
                    ("from", .string(edge.from)),
                    ("to", .string(edge.to)),
                    ("kind", .string(edge.kind.rawValue)),
                    ("locations", .array(edge.locations.map { location in
                        .object([("file", .string(location.file)), ("line", .number(location.line)), ("column", .number(location.column))])
                    })),
                ])
            })),
        ])
        return document.rendered() + "\n"
    }
}
