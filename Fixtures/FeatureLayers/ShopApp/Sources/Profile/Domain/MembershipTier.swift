import Foundation

/// Membership tiers, in ascending order. A business constant of the domain, so it lives
/// here rather than as magic strings in a page.
enum MembershipTier: Int, Comparable, Sendable, CaseIterable {
    case guest
    case standard
    case silver
    case gold

    /// Reads the backend's code; an unknown code grants the least, never the most.
    init(code: String) {
        self = Self.allCases.first { "\($0)" == code.lowercased() } ?? .guest
    }

    static func < (lhs: MembershipTier, rhs: MembershipTier) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
