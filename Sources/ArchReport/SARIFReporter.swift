import ArchCore
import Foundation

/// What SARIF says about each rule of the tool, so that code scanning can show its
/// description next to a result.
public struct SARIFRule: Sendable, Equatable {
    public var id: String
    public var name: String
    public var summary: String
    public var help: String
    public var defaultSeverity: Severity

    public init(id: String, name: String, summary: String, help: String, defaultSeverity: Severity) {
        self.id = id
        self.name = name
        self.summary = summary
        self.help = help
        self.defaultSeverity = defaultSeverity
    }
}

/// The check report as SARIF 2.1.0, for code scanning (GitHub and others). Paths are relative
/// to the `SRCROOT` base, which is the analysed folder.
public struct SARIFReporter: CheckReporter {
    private let rules: [SARIFRule]
    private let toolVersion: String
    private let rootPath: String

    /// - Parameter rootPath: the absolute path of the analysed folder.
    public init(rules: [SARIFRule], toolVersion: String, rootPath: String) {
        self.rules = rules
        self.toolVersion = toolVersion
        self.rootPath = rootPath
    }

    public func render(_ report: CheckReport) -> String {
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let driver = JSONValue.object([
            ("name", .string("archkit")),
            ("version", .string(toolVersion)),
            ("rules", .array(rules.map(descriptor))),
        ])
        let rootURI = URL(fileURLWithPath: rootPath, isDirectory: true).absoluteString
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])),
            ("originalUriBaseIds", .object([("SRCROOT", .object([("uri", .string(rootURI.hasSuffix("/") ? rootURI : rootURI + "/"))]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(report.diagnostics.map { result($0, ruleIndex: ruleIndex[$0.ruleID]) })),
        ])
        let document = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return document.rendered() + "\n"
    }

    private func descriptor(_ rule: SARIFRule) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.help))])),
            ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
        ])
    }

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int?) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .number(ruleIndex))) }
        members.append(("level", .string(diagnostic.severity.rawValue)))
        members.append(("message", .object([("text", .string(diagnostic.message))])))
        if let location = diagnostic.location {
            members.append(("locations", .array([.object([("physicalLocation", physical(location))])])))
        }
        let related = diagnostic.notes.enumerated().compactMap { index, note -> JSONValue? in
            guard let location = note.location else { return nil }
            return .object([
                ("id", .number(index + 1)),
                ("physicalLocation", physical(location)),
                ("message", .object([("text", .string(note.message))])),
            ])
        }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        return .object(members)
    }

    private func physical(_ location: SourceLocation) -> JSONValue {
        .object([
            ("artifactLocation", .object([
                ("uri", .string(location.file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? location.file)),
                ("uriBaseId", .string("SRCROOT")),
            ])),
            ("region", .object([("startLine", .number(location.line)), ("startColumn", .number(location.column))])),
        ])
    }
}
