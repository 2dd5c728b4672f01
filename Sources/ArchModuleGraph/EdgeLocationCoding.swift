import ArchCore

/// `{"file", "line", "column", "condition"?, "symbol"?}`: a place of an edge in graph JSON, the
/// condition written only for a place under `#if`, the symbol only for a place of a reference.
extension EdgeLocation: Codable {
    package enum Keys: String, CodingKey {
        case file, line, column, condition, symbol
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(SourceLocation(file: try container.decode(String.self, forKey: .file),
                                 line: try container.decode(Int.self, forKey: .line),
                                 column: try container.decode(Int.self, forKey: .column)),
                  condition: try container.decodeIfPresent(String.self, forKey: .condition),
                  symbol: try container.decodeIfPresent(String.self, forKey: .symbol))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(location.file, forKey: .file)
        try container.encode(location.line, forKey: .line)
        try container.encode(location.column, forKey: .column)
        try container.encodeIfPresent(condition, forKey: .condition)
        try container.encodeIfPresent(symbol, forKey: .symbol)
    }
}
