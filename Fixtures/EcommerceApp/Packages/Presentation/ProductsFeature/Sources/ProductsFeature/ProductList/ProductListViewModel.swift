import Combine
import DIAbstraction
import Foundation
import ProductAbstraction
import RoutingAbstraction
import RxSwift
import Utils

@MainActor
final class ProductListViewModel: ObservableObject {
    @Published private(set) var items: [ProductRowItem] = []
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    let userId: String
    private let getProducts: any GetProductsUseCaseProtocol
    private let navigator: any NavigateUseCaseProtocol
    private var cancellables = Set<AnyCancellable>()

    init(
        userId: String,
        getProducts: (any GetProductsUseCaseProtocol)? = nil,
        navigator: (any NavigateUseCaseProtocol)? = nil
    ) {
        self.userId = userId
        self.getProducts = getProducts ?? DIContainer.shared.resolve((any GetProductsUseCaseProtocol).self)
        self.navigator = navigator ?? DIContainer.shared.resolve((any NavigateUseCaseProtocol).self)
    }

    func load() {
        guard !isLoading else { return }
        isLoading = true
        errorMessage = nil

        let rows: Observable<[ProductRowItem]> = getProducts.execute()
            .map { products in products.map { ProductRowItem(product: $0) } }
        rows.asPublisher()
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    self?.isLoading = false
                    if case .failure = completion {
                        self?.errorMessage = "The catalogue could not be loaded."
                    }
                },
                receiveValue: { [weak self] rows in self?.items = rows }
            )
            .store(in: &cancellables)
    }

    func select(_ item: ProductRowItem) {
        navigator.navigate(to: ProductRoute.productDetail(productId: item.id, userId: userId), configuration: nil)
    }
}
