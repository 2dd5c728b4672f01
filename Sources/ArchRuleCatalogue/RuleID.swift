/// A rule's stable identifier, spelled as `severity` and `except` lines, suppression comments,
/// baselines and every output spell it: `layer-dependency`. Each rule declares its own as
/// `static let id`, so code names a rule by that constant and a misspelling does not compile.
public struct RuleID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
