/// How serious a diagnostic is. The order matters: `error` is greater than `warning`.
public enum Severity: String, Hashable, Comparable, Sendable, CaseIterable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A finding of any pipeline stage: a rule violation, an unreadable manifest, a bad byte.
///
/// Every diagnostic carries a stable `ruleID` so that it can be configured, baselined and
/// searched for, and a location wherever one exists.
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
    public struct Dependency: Hashable, Sendable {
        public var from: String
        public var to: String

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
    /// Set for a cycle: its nodes in order, ending where it starts (`A → B → A`).
    public var cycle: [String]?

    public init(ruleID: String, severity: Severity, message: String, location: SourceLocation?, notes: [Note] = [],
                dependency: Dependency? = nil, cycle: [String]? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.dependency = dependency
        self.cycle = cycle
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
}
