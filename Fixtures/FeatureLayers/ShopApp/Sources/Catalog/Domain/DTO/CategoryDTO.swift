import Foundation

/// A catalogue category, in the backend's order of priority.
struct CategoryDTO: Codable, Equatable, Sendable {
    let id: String
    let name: String
    /// Lower comes first; the merchandising team sets it.
    let priority: Int
    /// Categories can be switched off per region without removing them.
    let isVisible: Bool
}
