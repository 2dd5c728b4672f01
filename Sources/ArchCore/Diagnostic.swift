/// How serious a diagnostic is. The order matters: `error` is greater than `warning`.
public enum Severity: String, Hashable, Comparable, Sendable, CaseIterable, Codable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// Whether a cycle runs between modules or between layers.
public enum CycleLevel: String, Hashable, Sendable, CaseIterable, Codable {
    case module, layer
}

/// A cycle as an ordered path that ends where it starts (`A → B → A`).
public struct DependencyCycle: Hashable, Sendable {
    public var level: CycleLevel
    public var path: [String]

    public init(level: CycleLevel, path: [String]) {
        self.level = level
        self.path = path
    }

    /// The steps of the path, `from → to`.
    public var steps: [(from: String, to: String)] {
        Array(zip(path, path.dropFirst())).map { ($0, $1) }
    }

    /// The same cycle whichever node it is written from: rotated to start at its least node.
    public var canonical: [String] {
        let nodes = Array(path.dropLast())
        guard let start = nodes.indices.min(by: { nodes[$0] < nodes[$1] }) else { return path }
        let rotated = Array(nodes[start...] + nodes[..<start])
        return rotated + [rotated[0]]
    }
}

/// A finding of any pipeline stage: a rule violation, an unreadable manifest, a bad byte.
///
/// Every diagnostic carries a stable `ruleID` so that it can be configured, baselined and
/// searched for, and a location wherever one exists. What it is about (a dependency, a cycle,
/// a named type or module) is typed, so that reports and `diff` can tell findings apart
/// without reading their messages.
public struct Diagnostic: Hashable, Comparable, Sendable {
    /// A secondary location that explains the primary one, such as one edge of a cycle.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(message: String, location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    /// The dependency between two modules that a diagnostic is about, for reports that draw
    /// the graph and mark the edges that break rules.
    public struct Dependency: Hashable, Sendable, Codable {
        public var from: String
        public var to: String

        package enum CodingKeys: String, CodingKey {
            case from, to
        }

        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }
    }

    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    public var notes: [Note]
    /// Set when the diagnostic is about one dependency.
    public var dependency: Dependency?
    /// Set when the diagnostic is about a cycle.
    public var cycle: DependencyCycle?
    /// The name the diagnostic is about when it is not a dependency: a declared type, a module,
    /// a pattern of `.archrules`.
    public var symbol: String?

    public init(ruleID: String, severity: Severity, message: String, location: SourceLocation?, notes: [Note] = [],
                dependency: Dependency? = nil, cycle: DependencyCycle? = nil, symbol: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.dependency = dependency
        self.cycle = cycle
        self.symbol = symbol
    }

    /// Orders by place first, so that reports read top to bottom through each file.
    /// Diagnostics without a location come first.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case let (l?, r?) where l != r: return l < r
        default: break
        }
        return (lhs.ruleID, lhs.message, lhs.severity.rawValue) < (rhs.ruleID, rhs.message, rhs.severity.rawValue)
    }

    /// Errors before warnings, each in place order: the order reports for people list findings in.
    public static func severityFirst(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        lhs.severity != rhs.severity ? lhs.severity > rhs.severity : lhs < rhs
    }

    /// The same diagnostic with its file paths rewritten, for output that wants absolute paths.
    public func mappingFiles(_ transform: (String) -> String) -> Diagnostic {
        var mapped = self
        if let file = location?.file { mapped.location?.file = transform(file) }
        mapped.notes = notes.map { note in
            var note = note
            if let file = note.location?.file { note.location?.file = transform(file) }
            return note
        }
        return mapped
    }
}

/// What makes two findings the same finding across two states of a repository: the rule, the
/// file, and what the finding is about; never the line, which moves with unrelated edits.
public struct FindingIdentity: Hashable, Comparable, Sendable {
    public var rule: String
    public var file: String?
    public var subject: [String]

    public init(rule: String, file: String?, subject: [String]) {
        self.rule = rule
        self.file = file
        self.subject = subject
    }

    public static func < (lhs: FindingIdentity, rhs: FindingIdentity) -> Bool {
        (lhs.rule, lhs.file ?? "", lhs.subject.joined(separator: "\u{0}"))
            < (rhs.rule, rhs.file ?? "", rhs.subject.joined(separator: "\u{0}"))
    }

    /// A short stable text of the identity, for fingerprints.
    public var key: String {
        ([rule, file ?? ""] + subject).joined(separator: "\u{1F}")
    }
}

extension Diagnostic {
    public var identity: FindingIdentity {
        var subject: [String] = []
        if let dependency { subject += ["dependency", dependency.from, dependency.to] }
        if let cycle { subject += ["cycle", cycle.level.rawValue] + cycle.canonical }
        if let symbol { subject += ["symbol", symbol] }
        // A cycle spans files; which file a report happens to start it in is not part of it.
        return FindingIdentity(rule: ruleID, file: cycle == nil ? location?.file : nil, subject: subject)
    }
}
