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
    /// A secondary location: one that explains the primary one, such as one edge of a cycle,
    /// or another place of the same finding, such as a second import of a broken dependency.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?
        /// Whether the note is another place where the finding occurs rather than an
        /// explanation: a suppression comment may remove it, and the finding is suppressed
        /// only once every one of its places is.
        public var isPlace: Bool

        public init(message: String, location: SourceLocation?, isPlace: Bool = false) {
            self.message = message
            self.location = location
            self.isPlace = isPlace
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
    /// The version of what an identity is made of, carried by every fingerprint that is kept
    /// (baselines, SARIF's `partialFingerprints`). Version 2: a finding about a dependency as a
    /// whole has no file, since its primary place moves between the manifest and its imports.
    public static let version = 2

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
        // A cycle spans files, and so does a dependency between two modules (its declaration and
        // every import): which file a report happens to start it in is not part of it.
        return FindingIdentity(rule: ruleID, file: Self.spansFiles(dependency: dependency != nil, cycle: cycle != nil, symbol: symbol != nil)
                               ? nil : location.map { Self.identityFile($0.file) }, subject: subject)
    }

    /// A file as an identity names it: as findings give it, relative to the analysed folder; a
    /// file outside that folder (a `--config` file elsewhere) by its name alone, so that no
    /// identity, and no baseline or fingerprint made of one, holds an absolute path.
    static func identityFile(_ file: String) -> String {
        file.hasPrefix("/") || file == ".." || file.hasPrefix("../") ? RelativePath.lastComponent(of: file) : file
    }

    /// Whether a finding of this shape is about something that spans files, so that its identity
    /// names no file: a cycle, or a dependency with no narrower symbol.
    public static func spansFiles(dependency: Bool, cycle: Bool, symbol: Bool) -> Bool {
        cycle || (dependency && !symbol)
    }

    /// Every place the finding occurs: its location, then the notes that are places, in order.
    public var places: [SourceLocation] {
        (location.map { [$0] } ?? []) + notes.compactMap { $0.isPlace ? $0.location : nil }
    }

    /// The finding without the places `removed` says to remove: the first place left becomes
    /// the primary one. Nil when every place is removed; the finding itself when none is.
    public func removingPlaces(where removed: (SourceLocation) -> Bool) -> Diagnostic? {
        guard let primary = location else { return self }
        let keepsPrimary = !removed(primary)
        var kept = notes.filter { note in !(note.isPlace && note.location.map(removed) == true) }
        if keepsPrimary {
            guard kept.count != notes.count else { return self }
            var finding = self
            finding.notes = kept
            return finding
        }
        guard let next = kept.firstIndex(where: { $0.isPlace && $0.location != nil }) else { return nil }
        var finding = self
        finding.location = kept.remove(at: next).location
        finding.notes = kept
        return finding
    }
}
