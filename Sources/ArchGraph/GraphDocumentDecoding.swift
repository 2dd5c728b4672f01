import ArchCore
import Foundation

extension GraphDocument {
    /// The version of the graph JSON format. Fields are only ever added within a version.
    public static let formatVersion = 1

    public struct DecodingError: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Reads graph JSON as `archkit graph --format json` writes it.
    public init(json data: Data) throws(DecodingError) {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw DecodingError(message: "not a JSON object")
        }
        guard let version = object["version"] as? Int else { throw DecodingError(message: "no \"version\"; is this graph JSON from archkit?") }
        guard version == Self.formatVersion else {
            throw DecodingError(message: "graph JSON version \(version); this archkit reads version \(Self.formatVersion)")
        }
        let reader = FieldReader()
        self.init(
            root: object["root"] as? String ?? "",
            modules: try reader.array(object, "modules").map { (module) throws(DecodingError) in
                Module(name: try reader.string(module, "name"), package: module["package"] as? String,
                       kind: try reader.string(module, "kind"), layer: module["layer"] as? String, path: module["path"] as? String)
            },
            edges: try reader.array(object, "edges").map { (edge) throws(DecodingError) in
                Edge(from: try reader.string(edge, "from"), to: try reader.string(edge, "to"), kind: try reader.string(edge, "kind"),
                     locations: try reader.locations(edge))
            },
            layers: try reader.array(object, "layers", required: false).map { (layer) throws(DecodingError) in
                Layer(name: try reader.string(layer, "name"), allowed: layer["allowed"] as? [String] ?? [],
                      isIndependent: layer["independent"] as? Bool ?? false)
            },
            violations: try reader.array(object, "violations", required: false).map { (violation) throws(DecodingError) in
                Violation(rule: try reader.string(violation, "rule"),
                          severity: Severity(rawValue: violation["severity"] as? String ?? "") ?? .error,
                          from: try reader.string(violation, "from"), to: try reader.string(violation, "to"),
                          message: violation["message"] as? String ?? "", locations: try reader.locations(violation))
            },
            cycles: try reader.array(object, "cycles", required: false).map { (cycle) throws(DecodingError) in
                guard let path = cycle["path"] as? [String] else { throw DecodingError(message: "a cycle has no \"path\"") }
                return Cycle(level: Cycle.Level(rawValue: cycle["level"] as? String ?? "") ?? .module, path: path)
            })
    }
}

private struct FieldReader {
    func array(_ object: [String: Any], _ key: String, required: Bool = true) throws(GraphDocument.DecodingError) -> [[String: Any]] {
        guard let value = object[key] else {
            if required { throw GraphDocument.DecodingError(message: "no \"\(key)\" array") }
            return []
        }
        guard let array = value as? [[String: Any]] else { throw GraphDocument.DecodingError(message: "\"\(key)\" is not an array of objects") }
        return array
    }

    func string(_ object: [String: Any], _ key: String) throws(GraphDocument.DecodingError) -> String {
        guard let value = object[key] as? String else { throw GraphDocument.DecodingError(message: "an entry has no \"\(key)\" string") }
        return value
    }

    func locations(_ object: [String: Any]) throws(GraphDocument.DecodingError) -> [SourceLocation] {
        try array(object, "locations", required: false).map { (location) throws(GraphDocument.DecodingError) in
            guard let file = location["file"] as? String, let line = location["line"] as? Int, let column = location["column"] as? Int else {
                throw GraphDocument.DecodingError(message: "a location needs \"file\", \"line\" and \"column\"")
            }
            return SourceLocation(file: file, line: line, column: column)
        }
    }
}
