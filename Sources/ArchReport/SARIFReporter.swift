import ArchCore
import ArchViews
import Foundation

/// What SARIF says about each rule of the tool, so that code scanning can show its
/// description and help next to a result.
public struct SARIFRule: Sendable, Equatable {
    public var id: String
    public var name: String
    public var summary: String
    /// The full help: why the rule exists and how to configure it, as Markdown.
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

/// What code scanning needs beyond the findings: the tool and its rules, and where the
/// analysed folder lies in its repository.
public struct CodeScanningSettings: Sendable {
    public var toolVersion: String
    public var rules: [SARIFRule]
    /// The absolute path of the analysed folder.
    public var rootPath: String
    /// The top of the git work tree the folder lies in, when it lies in one: URIs are then
    /// relative to it, since code scanning resolves them against the repository's top.
    public var workTreeTop: String?
    /// The UTF-16 column of a place, from its UTF-8 byte column: SARIF counts UTF-16 code units.
    public var utf16Column: @Sendable (SourceLocation) -> Int

    public init(toolVersion: String = "", rules: [SARIFRule] = [], rootPath: String = "/", workTreeTop: String? = nil,
                utf16Column: @escaping @Sendable (SourceLocation) -> Int = { $0.column }) {
        self.toolVersion = toolVersion
        self.rules = rules
        self.rootPath = rootPath
        self.workTreeTop = workTreeTop
        self.utf16Column = utf16Column
    }
}

/// The check report as SARIF 2.1.0, for code scanning (GitHub and others).
///
/// URIs are relative to the `SRCROOT` base: the top of the git work tree when the analysed
/// folder lies in one, else the folder itself; with absolute paths, they are absolute `file:`
/// URIs. Columns are UTF-16 code units, as `columnKind` declares. Each result carries a
/// fingerprint made of what the finding is about, not its line, so that alerts survive edits
/// above them.
public struct SARIFReporter: ReportRenderer {
    /// The key of archkit's fingerprint, with the version of the identities it hashes
    /// (`FindingIdentity.version`), as SARIF's `partialFingerprints` keys carry theirs.
    public static let fingerprintKey = "archkit/v\(FindingIdentity.version)"
    private let settings: CodeScanningSettings
    private let paths: PathStyle

    public init(settings: CodeScanningSettings, paths: PathStyle = .relative) {
        self.settings = settings
        self.paths = paths
    }

    public func render(_ document: GraphDocument) -> String {
        let ruleIndex = Dictionary(settings.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let driver = JSONValue.object([
            ("name", .string("archkit")),
            ("version", .string(settings.toolVersion)),
            ("rules", .array(settings.rules.map(descriptor))),
        ])
        var run: [(String, JSONValue)] = [("tool", .object([("driver", driver)]))]
        if !paths.isAbsolute {
            run.append(("originalUriBaseIds", .object([("SRCROOT", .object([("uri", .string(Self.folderURI(base)))]))])))
        }
        var occurrences: [String: Int] = [:]
        func fingerprint(_ diagnostic: Diagnostic) -> String {
            let key = diagnostic.identity.key
            occurrences[key, default: 0] += 1
            return "\(key)\u{1F}\(occurrences[key]!)"
        }
        var results = document.diagnostics.map { diagnostic -> JSONValue in
            result(diagnostic, ruleIndex: ruleIndex[diagnostic.ruleID], fingerprint: fingerprint(diagnostic))
        }
        // Accepted findings are results too, marked suppressed, so that code scanning shows
        // them as dismissed with their justification instead of forgetting them.
        results += document.accepted.map { accepted -> JSONValue in
            result(accepted.finding, ruleIndex: ruleIndex[accepted.finding.ruleID], fingerprint: fingerprint(accepted.finding),
                   suppression: suppression(accepted.acceptance))
        }
        run += [
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(results)),
        ]
        let document = JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
        return document.rendered() + "\n"
    }

    /// The folder URIs are relative to.
    private var base: String { place.base }

    private var place: RepositoryPlace { RepositoryPlace(settings: settings, paths: paths) }

    private func descriptor(_ rule: SARIFRule) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.summary))])),
            ("help", .object([("text", .string(rule.help)), ("markdown", .string(rule.help))])),
            ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
        ])
    }

    /// SARIF's `suppression`: `inSource` for a comment, `external` for an exception or a baseline.
    private func suppression(_ acceptance: AcceptedFinding.Acceptance) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("kind", .string(acceptance.kind == .suppression ? "inSource" : "external")),
            ("status", .string("accepted")),
            ("justification", .string(acceptance.explanation)),
        ]
        if let location = acceptance.location {
            members.append(("location", .object([("physicalLocation", physical(location))])))
        }
        var properties: [(String, JSONValue)] = [("archkitAcceptance", .string(acceptance.kind.rawValue))]
        if case .exception(_, let owner, let expires, _) = acceptance {
            properties += [("owner", .string(owner)), ("expires", .string(expires))]
        }
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int?, fingerprint: String, suppression: JSONValue? = nil) -> JSONValue {
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
        members.append(("partialFingerprints", .object([(Self.fingerprintKey, .string(SHA256.hex(Array(fingerprint.utf8))))])))
        if let suppression { members.append(("suppressions", .array([suppression]))) }
        return .object(members)
    }

    private func physical(_ location: SourceLocation) -> JSONValue {
        let region = JSONValue.object([("startLine", .number(location.line)), ("startColumn", .number(settings.utf16Column(location)))])
        let path = place.path(location.file)
        if paths.isAbsolute {
            return .object([("artifactLocation", .object([("uri", .string(URL(fileURLWithPath: path).absoluteString))])), ("region", region)])
        }
        return .object([
            ("artifactLocation", .object([("uri", .string(Self.percentEncoded(path))), ("uriBaseId", .string("SRCROOT"))])),
            ("region", region),
        ])
    }

    private static func percentEncoded(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? path
    }

    /// RFC 3986 path characters, without those a relative reference must not start with.
    private static let uriPathCharacters: CharacterSet = {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";?#[]")
        return allowed
    }()

    private static func folderURI(_ path: String) -> String {
        let uri = URL(fileURLWithPath: path, isDirectory: true).absoluteString
        return uri.hasSuffix("/") ? uri : uri + "/"
    }
}
