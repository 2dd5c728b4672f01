import Foundation

/// Turns what {{Name}}Service returns into what the page shows. It decides no business
/// question itself: whether an entry may be cancelled comes from the service.
@MainActor
final class {{Name}}ViewModel {
    enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded
        case empty
        case failed(message: String)
    }

    /// One row of the page, already worded for display.
    struct Item: Equatable, Sendable, Identifiable {
        let id: String
        let title: String
        let subtitle: String
        let canCancel: Bool
    }

    private(set) var state: State = .idle {
        didSet { onChange?() }
    }

    /// The rows, in the order the service chose; the page shows exactly these.
    private(set) var items: [Item] = []

    /// What the page shows in place of rows, if anything.
    var statusMessage: String? {
        switch state {
        case .failed(let message): message
        case .empty: "Nothing here yet."
        case .idle, .loading, .loaded: nil
        }
    }

    /// Called after every change of `state`, so the page re-renders from the data.
    var onChange: (() -> Void)?

    private let service: any {{Name}}Service

    init(service: any {{Name}}Service) {
        self.service = service
    }

    func load() async {
        state = .loading
        do {
            let entries = try await service.list()
            items = entries.map { entry in
                Item(id: entry.id, title: entry.title, subtitle: entry.status.capitalized, canCancel: service.canCancel(entry))
            }
            state = items.isEmpty ? .empty : .loaded
        } catch {
            items = []
            state = .failed(message: "Could not load. Pull to try again.")
        }
    }

    func cancel(_ item: Item) async {
        do {
            try await service.cancel(id: item.id)
            await load()
        } catch {
            state = .failed(message: "\(item.title) could not be cancelled.")
        }
    }
}
