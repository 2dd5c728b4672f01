#if canImport(Combine)
// Combine exists only on Apple platforms; elsewhere the rest of the feature still builds.
import Combine
import Foundation
import {{Name}}Abstraction
import RxSwift
import Utils

/// One row of the list, already worded for display.
struct {{Name}}RowItem: Identifiable, Equatable {
    let id: String
    let title: String
    let subtitle: String
}

extension {{Name}}RowItem {
    init(entry: any {{Name}}DomainModelProtocol) {
        self.init(id: entry.id, title: entry.title, subtitle: entry.status.capitalized)
    }
}

@MainActor
final class {{Name}}ListViewModel: ObservableObject {
    @Published private(set) var items: [{{Name}}RowItem] = []
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    private let getList: any Get{{Name}}ListUseCaseProtocol
    private var cancellables = Set<AnyCancellable>()

    /// The use case comes in through the initialiser: only the composition root resolves from
    /// the container, so the view model never reaches for it (a Service Locator).
    init(getList: any Get{{Name}}ListUseCaseProtocol) {
        self.getList = getList
    }

    func load() {
        guard !isLoading else { return }
        isLoading = true
        errorMessage = nil

        let rows: Observable<[{{Name}}RowItem]> = getList.execute()
            .map { entries in entries.map { {{Name}}RowItem(entry: $0) } }
        rows.asPublisher()
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    self?.isLoading = false
                    if case .failure = completion {
                        self?.errorMessage = "The list could not be loaded."
                    }
                },
                receiveValue: { [weak self] rows in self?.items = rows }
            )
            .store(in: &cancellables)
    }
}
#endif
