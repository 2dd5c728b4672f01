import Foundation

/// Why {{Name}}Service refused a request.
enum {{Name}}ServiceError: Error, Equatable {
    /// The entry's current status no longer allows cancelling it.
    case notCancellable(status: String)
}

/// The business rules of the {{Name}} feature, and their only home: what is listed, in which
/// order, and what may be cancelled. Other features use this protocol, never the repository.
protocol {{Name}}Service: Sendable {
    /// The entries to show, most recently updated first.
    func list() async throws -> [{{Name}}DTO]
    func canCancel(_ entry: {{Name}}DTO) -> Bool
    func cancel(id: String) async throws
}

struct Live{{Name}}Service: {{Name}}Service {
    /// Past these statuses the entry is on its way, and undoing it is a return, not a cancellation.
    static let cancellableStatuses: Set<String> = ["pending", "confirmed"]

    private let repository: any {{Name}}Repository

    init(repository: any {{Name}}Repository) {
        self.repository = repository
    }

    func list() async throws -> [{{Name}}DTO] {
        try await repository.list().sorted { $0.updatedAt > $1.updatedAt }
    }

    func canCancel(_ entry: {{Name}}DTO) -> Bool {
        Self.cancellableStatuses.contains(entry.status)
    }

    /// Re-reads the entry first: the list the user saw may be out of date.
    func cancel(id: String) async throws {
        let current = try await repository.detail(id: id)
        guard canCancel(current) else {
            throw {{Name}}ServiceError.notCancellable(status: current.status)
        }
        try await repository.cancel(id: id)
    }
}
