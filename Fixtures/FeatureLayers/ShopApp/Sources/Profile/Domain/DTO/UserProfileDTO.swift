import Foundation

/// The signed-in user as the backend returns it.
struct UserProfileDTO: Codable, Equatable, Sendable {
    let id: String
    let displayName: String
    let email: String
    let avatarUrl: URL?
    /// The membership tier's code, such as "standard" or "gold".
    let tier: String
    let memberSince: Date
}
