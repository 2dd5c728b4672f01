import Foundation

/// The profile's offer to the app. Other features that need the user would resolve this
/// protocol from their `Di` registration.
protocol ProfileService: Sendable {
    /// The menu in display order. Its entries come from the backend configuration, so they
    /// can change per region or rollout without an app release.
    func fetchMenuItems() async -> [ProfileMenuItem]
    func summary() async throws -> ProfileSummary
    func signOut() async throws
}
