import BasketAbstraction
import BasketDomain
import Combine
import DIAbstraction
import Foundation
import RxSwift
import Utils

@MainActor
final class BasketViewModel: ObservableObject {
    @Published private(set) var lines: [BasketLineItem] = []
    @Published private(set) var summary: BasketSummary?
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    let userId: String
    private let getBasket: any GetBasketUseCaseProtocol
    private let addProduct: any AddProductUseCaseProtocol
    private var cancellables = Set<AnyCancellable>()

    init(
        userId: String,
        getBasket: (any GetBasketUseCaseProtocol)? = nil,
        addProduct: (any AddProductUseCaseProtocol)? = nil
    ) {
        self.userId = userId
        self.getBasket = getBasket ?? DIContainer.shared.resolve((any GetBasketUseCaseProtocol).self)
        self.addProduct = addProduct ?? DIContainer.shared.resolve((any AddProductUseCaseProtocol).self)
    }

    var formattedTotal: String {
        guard let summary else { return "" }
        return BasketLineItem.format(summary.subtotal, currencyCode: summary.currencyCode)
    }

    func load() {
        isLoading = true
        track(getBasket.execute(userId: userId))
    }

    func increment(_ line: BasketLineItem) {
        track(addProduct.execute(userId: userId, productId: line.id, quantity: 1))
    }

    func decrement(_ line: BasketLineItem) {
        track(addProduct.execute(userId: userId, productId: line.id, quantity: -1))
    }

    /// Every basket call answers with the whole basket, so one pipeline refreshes the page.
    private func track(_ basket: Observable<any BasketDomainModelProtocol>) {
        errorMessage = nil
        basket
            .asPublisher()
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    self?.isLoading = false
                    if case .failure = completion { self?.errorMessage = "Your basket could not be updated." }
                },
                receiveValue: { [weak self] basket in
                    self?.lines = basket.items.map { BasketLineItem(item: $0, currencyCode: basket.currencyCode) }
                    self?.summary = BasketSummary(basket: basket)
                }
            )
            .store(in: &cancellables)
    }
}
