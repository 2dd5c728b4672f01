/// The JSON shape of a diagnostic, shared by `check --format json`, the graph JSON and `diff`:
///
///     {"rule", "severity", "message", "file", "line", "column",
///      "notes"?: [{"message", "file", "line", "column", "place"?: true}],
///      "dependency"?: {"from", "to"}, "cycle"?: [names], "cycleLevel"?, "symbol"?}
///
/// `file`, `line` and `column` are always present, `null` where there is no place, so that a
/// script can read them without checking for the key. A note with `"place": true` is another
/// place of the same finding, such as a second import of a broken dependency.
extension Diagnostic: Codable {
    package enum Keys: String, CodingKey {
        case rule, severity, message, file, line, column, notes, dependency, cycle, cycleLevel, symbol
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let path = try container.decodeIfPresent([String].self, forKey: .cycle)
        let level = try container.decodeIfPresent(CycleLevel.self, forKey: .cycleLevel) ?? .module
        self.init(
            ruleID: try container.decode(String.self, forKey: .rule),
            severity: try container.decode(Severity.self, forKey: .severity),
            message: try container.decode(String.self, forKey: .message),
            location: try SourceLocation.decodeIfPresent(from: container, file: .file, line: .line, column: .column),
            notes: try container.decodeIfPresent([Note].self, forKey: .notes) ?? [],
            dependency: try container.decodeIfPresent(Dependency.self, forKey: .dependency),
            cycle: path.map { DependencyCycle(level: level, path: $0) },
            symbol: try container.decodeIfPresent(String.self, forKey: .symbol))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(ruleID, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try SourceLocation.encode(location, to: &container, file: .file, line: .line, column: .column)
        if !notes.isEmpty { try container.encode(notes, forKey: .notes) }
        try container.encodeIfPresent(dependency, forKey: .dependency)
        if let cycle {
            try container.encode(cycle.path, forKey: .cycle)
            try container.encode(cycle.level, forKey: .cycleLevel)
        }
        try container.encodeIfPresent(symbol, forKey: .symbol)
    }
}

extension Diagnostic.Note: Codable {
    package enum Keys: String, CodingKey {
        case message, file, line, column, place
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(message: try container.decode(String.self, forKey: .message),
                  location: try SourceLocation.decodeIfPresent(from: container, file: .file, line: .line, column: .column),
                  isPlace: try container.decodeIfPresent(Bool.self, forKey: .place) ?? false)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(message, forKey: .message)
        try SourceLocation.encode(location, to: &container, file: .file, line: .line, column: .column)
        if isPlace { try container.encode(true, forKey: .place) }
    }
}

extension SourceLocation: Codable {
    package enum Keys: String, CodingKey {
        case file, line, column
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        self.init(file: try container.decode(String.self, forKey: .file),
                  line: try container.decode(Int.self, forKey: .line),
                  column: try container.decode(Int.self, forKey: .column))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }

    /// Reads a place spread over three keys of an enclosing object; nil when `file` is null.
    static func decodeIfPresent<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, file: Key, line: Key, column: Key) throws -> SourceLocation? {
        guard let path = try container.decodeIfPresent(String.self, forKey: file) else { return nil }
        return SourceLocation(file: path, line: try container.decode(Int.self, forKey: line), column: try container.decode(Int.self, forKey: column))
    }

    /// Writes a place as three keys of an enclosing object, `null` when there is none.
    static func encode<Key: CodingKey>(_ location: SourceLocation?, to container: inout KeyedEncodingContainer<Key>, file: Key, line: Key, column: Key) throws {
        if let location {
            try container.encode(location.file, forKey: file)
            try container.encode(location.line, forKey: line)
            try container.encode(location.column, forKey: column)
        } else {
            try container.encodeNil(forKey: file)
            try container.encodeNil(forKey: line)
            try container.encodeNil(forKey: column)
        }
    }
}
