/// A finding the team has accepted as debt, with what accepted it: an `except` line of
/// `.archrules`, an entry of a baseline file, or an `archkit:disable-…` comment in the source.
/// Accepted findings do not fail a check; reports show them apart, counted and dimmed, so that
/// a reviewer sees the debt and not only what is new.
public struct AcceptedFinding: Hashable, Comparable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
        case exception, baseline, suppression
    }

    /// What accepted the finding.
    public enum Acceptance: Hashable, Sendable {
        /// An `except` line: where it is, who owns it, its last day (`2027-03-31`) and why.
        case exception(at: SourceLocation, owner: String, expires: String, reason: String)
        /// An entry of the baseline file, as the command line named it.
        case baseline(file: String)
        /// A suppression comment: where it is, its form (`disable-next-line`) and why.
        case suppression(at: SourceLocation, scope: String, reason: String)

        public var kind: Kind {
            switch self {
            case .exception: return .exception
            case .baseline: return .baseline
            case .suppression: return .suppression
            }
        }

        /// Where the acceptance is written, for reports that link to it; nil for a baseline.
        public var location: SourceLocation? {
            switch self {
            case .exception(let location, _, _, _), .suppression(let location, _, _): return location
            case .baseline: return nil
            }
        }

        /// Why the finding is accepted, as the team wrote it; nil for a baseline.
        public var reason: String? {
            switch self {
            case .exception(_, _, _, let reason), .suppression(_, _, let reason): return reason
            case .baseline: return nil
            }
        }

        /// `exception at .archrules:12 (@catalog-team, until 2027-03-31): moving the mapper`,
        /// `baseline archkit-baseline.json`, `suppression at Sources/A/B.swift:4: legacy API`.
        public var explanation: String {
            switch self {
            case .exception(let location, let owner, let expires, let reason):
                return "exception at \(location.file):\(location.line) (\(owner), until \(expires)): \(reason)"
            case .baseline(let file):
                return "baseline \(file)"
            case .suppression(let location, let scope, let reason):
                return "\(scope) at \(location.file):\(location.line): \(reason)"
            }
        }
    }

    public var finding: Diagnostic
    public var acceptance: Acceptance

    public init(finding: Diagnostic, acceptance: Acceptance) {
        self.finding = finding
        self.acceptance = acceptance
    }

    public static func < (lhs: AcceptedFinding, rhs: AcceptedFinding) -> Bool {
        lhs.finding != rhs.finding ? lhs.finding < rhs.finding : lhs.acceptance.explanation < rhs.acceptance.explanation
    }

    /// The same accepted finding with its file paths rewritten, for output that wants absolute paths.
    public func mappingFiles(_ transform: (String) -> String) -> AcceptedFinding {
        var mapped = AcceptedFinding(finding: finding.mappingFiles(transform), acceptance: acceptance)
        switch acceptance {
        case .exception(var location, let owner, let expires, let reason):
            location.file = transform(location.file)
            mapped.acceptance = .exception(at: location, owner: owner, expires: expires, reason: reason)
        case .suppression(var location, let scope, let reason):
            location.file = transform(location.file)
            mapped.acceptance = .suppression(at: location, scope: scope, reason: reason)
        case .baseline:
            break
        }
        return mapped
    }

    /// `3 accepted: 1 exception, 2 baselined`, naming only the kinds there are; nil when none.
    public static func tally(_ accepted: [AcceptedFinding]) -> String? {
        guard !accepted.isEmpty else { return nil }
        var counts: [Kind: Int] = [:]
        for finding in accepted { counts[finding.acceptance.kind, default: 0] += 1 }
        var parts: [String] = []
        if let count = counts[.exception] { parts.append(AnalysisSummary.count(count, "exception")) }
        if let count = counts[.baseline] { parts.append("\(count) baselined") }
        if let count = counts[.suppression] { parts.append("\(count) suppressed") }
        return "\(accepted.count) accepted: " + parts.joined(separator: ", ")
    }
}

/// The JSON shape: the finding's own fields (see `Diagnostic`'s coding) and
///
///     "acceptedBy": {"kind": "exception"|"baseline"|"suppression",
///                    "file", "line", "column" (the except line or the comment; null for a baseline),
///                    "owner"?, "expires"?, "scope"?, "reason"?, "baseline"?}
extension AcceptedFinding: Codable {
    package enum Keys: String, CodingKey {
        case acceptedBy
    }

    package enum AcceptanceKeys: String, CodingKey {
        case kind, file, line, column, owner, expires, scope, reason, baseline
    }

    public init(from decoder: any Decoder) throws {
        let finding = try Diagnostic(from: decoder)
        let container = try decoder.container(keyedBy: Keys.self).nestedContainer(keyedBy: AcceptanceKeys.self, forKey: .acceptedBy)
        let location = try SourceLocation.decodeIfPresent(from: container, file: .file, line: .line, column: .column)
        let place = { () throws -> SourceLocation in
            guard let location else {
                throw DecodingError.valueNotFound(String.self, .init(codingPath: container.codingPath, debugDescription: "no file"))
            }
            return location
        }
        let acceptance: Acceptance
        switch try container.decode(Kind.self, forKey: .kind) {
        case .exception:
            acceptance = .exception(at: try place(), owner: try container.decode(String.self, forKey: .owner),
                                    expires: try container.decode(String.self, forKey: .expires),
                                    reason: try container.decode(String.self, forKey: .reason))
        case .baseline:
            acceptance = .baseline(file: try container.decode(String.self, forKey: .baseline))
        case .suppression:
            acceptance = .suppression(at: try place(), scope: try container.decode(String.self, forKey: .scope),
                                      reason: try container.decode(String.self, forKey: .reason))
        }
        self.init(finding: finding, acceptance: acceptance)
    }

    public func encode(to encoder: any Encoder) throws {
        try finding.encode(to: encoder)
        var outer = encoder.container(keyedBy: Keys.self)
        var container = outer.nestedContainer(keyedBy: AcceptanceKeys.self, forKey: .acceptedBy)
        try container.encode(acceptance.kind, forKey: .kind)
        try SourceLocation.encode(acceptance.location, to: &container, file: .file, line: .line, column: .column)
        switch acceptance {
        case .exception(_, let owner, let expires, let reason):
            try container.encode(owner, forKey: .owner)
            try container.encode(expires, forKey: .expires)
            try container.encode(reason, forKey: .reason)
        case .baseline(let file):
            try container.encode(file, forKey: .baseline)
        case .suppression(_, let scope, let reason):
            try container.encode(scope, forKey: .scope)
            try container.encode(reason, forKey: .reason)
        }
    }
}
