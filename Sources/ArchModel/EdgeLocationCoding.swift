import ArchCore

/// `{"file", "line", "column", "condition"?}`: a place of an edge in graph JSON, the condition
/// written only for a place under `#if`.
extension EdgeLocation: Codable {
    private enum Keys: String, CodingKey {
        case file, line, column, condition
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(SourceLocation(file: try container.decode(String.self, forKey: .file),
                                 line: try container.decode(Int.self, forKey: .line),
                                 column: try container.decode(Int.self, forKey: .column)),
                  condition: try container.decodeIfPresent(String.self, forKey: .condition))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(location.file, forKey: .file)
        try container.encode(location.line, forKey: .line)
        try container.encode(location.column, forKey: .column)
        try container.encodeIfPresent(condition, forKey: .condition)
    }
}
