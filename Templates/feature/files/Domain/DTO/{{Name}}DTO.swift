import Foundation

/// One {{Name}} entry as the backend sends it. Plain data: what may be done with an entry is
/// decided by {{Name}}Service, never here.
struct {{Name}}DTO: Codable, Sendable, Equatable {
    let id: String
    let title: String
    /// The backend's status word, e.g. "pending", "confirmed", "shipped", "cancelled".
    let status: String
    let updatedAt: Date
}

/// The body of the list endpoint; an envelope leaves room for paging fields later.
struct {{Name}}ListDTO: Codable, Sendable, Equatable {
    let items: [{{Name}}DTO]
}
