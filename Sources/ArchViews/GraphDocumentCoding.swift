import ArchCore
import ArchModuleGraph
import Foundation

/// Graph JSON (docs/graph-json.md) is the document encoded with `Codable`, keys sorted.
extension GraphDocument: Codable {
    /// The names of graph JSON's members, which `writeJSON` writes too.
    enum Keys: String, CodingKey {
        case version, root, configuration, summary, modules, edges, layers, diagnostics, unread, accepted
    }

    public struct DecodingError: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.formatVersion else {
            throw DecodingError(message: "graph JSON version \(version); this archkit reads version \(Self.formatVersion): "
                + "write it again with this archkit's `archkit graph --format json`")
        }
        self.init(
            root: try container.decode(String.self, forKey: .root),
            configuration: try container.decodeIfPresent(String.self, forKey: .configuration),
            summary: try container.decode(AnalysisSummary.self, forKey: .summary),
            modules: try container.decode([Module].self, forKey: .modules),
            edges: try container.decode([Edge].self, forKey: .edges),
            layers: try container.decode([Layer].self, forKey: .layers),
            diagnostics: try container.decode([Diagnostic].self, forKey: .diagnostics),
            unread: try container.decode([UnreadInput].self, forKey: .unread))
        accepted = try container.decodeIfPresent([AcceptedFinding].self, forKey: .accepted) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(Self.formatVersion, forKey: .version)
        try container.encode(root, forKey: .root)
        try container.encodeIfPresent(configuration, forKey: .configuration)
        try container.encode(summary, forKey: .summary)
        try container.encode(zip(modules, dependentCounts).map { EncodedModule(module: $0, dependents: $1) }, forKey: .modules)
        try container.encode(edges, forKey: .edges)
        try container.encode(layers, forKey: .layers)
        try container.encode(diagnostics, forKey: .diagnostics)
        try container.encode(unread, forKey: .unread)
        // Only when there are some, so that graph JSON without accepted debt stays as it was.
        if !accepted.isEmpty { try container.encode(accepted, forKey: .accepted) }
    }

    /// Reads graph JSON as `archkit graph --format json` writes it.
    public init(json data: Data) throws(DecodingError) {
        do {
            self = try JSONDecoder().decode(GraphDocument.self, from: data)
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError(message: Self.explain(error))
        }
    }

    /// The document as graph JSON: the bytes of `writeJSON`, which equal `JSONOutput.encode(self)`.
    public var json: String {
        String(decoding: jsonBytes, as: UTF8.self)
    }

    /// Says which field is wrong, rather than Foundation's description of its own types.
    private static func explain(_ error: any Error) -> String {
        guard let decodingError = error as? Swift.DecodingError else { return "not JSON: \(error.localizedDescription)" }
        func path(_ context: Swift.DecodingError.Context) -> String {
            var path = ""
            for key in context.codingPath {
                if let index = key.intValue { path += "[\(index)]" } else { path += (path.isEmpty ? "" : ".") + key.stringValue }
            }
            return path.isEmpty ? "the document" : path
        }
        switch decodingError {
        case .keyNotFound(let key, let context):
            return "no \"\(key.stringValue)\" in \(path(context)); is this graph JSON from archkit?"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context)) is not what graph JSON holds there"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not a JSON document" : "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "not archkit graph JSON"
        }
    }
}

extension GraphDocument.Layer: Codable {
    enum Keys: String, CodingKey {
        case name, allowed, independent
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(name: try container.decode(String.self, forKey: .name),
                  allowed: try container.decode([String].self, forKey: .allowed),
                  isIndependent: try container.decode(Bool.self, forKey: .independent))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(name, forKey: .name)
        try container.encode(allowed, forKey: .allowed)
        try container.encode(isIndependent, forKey: .independent)
    }
}
