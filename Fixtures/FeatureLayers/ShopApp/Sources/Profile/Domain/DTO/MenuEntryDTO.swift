import Foundation

/// One entry of the profile menu as configured on the backend, per region and rollout.
/// Adding, removing or reordering entries is a backend change, never an app change.
struct MenuEntryDTO: Codable, Equatable, Sendable {
    let id: String
    let title: String
    let iconName: String
    /// The page the entry opens, or nil for the sign-out entry.
    let route: String?
    let position: Int
    /// The lowest membership tier that sees the entry.
    let minimumTier: String
    /// Whether the entry shows the cart's item count as a badge.
    let showsCartCount: Bool
}
