import AnalyticsAbstraction
import BasketAbstraction
import Combine
import DIAbstraction
import Foundation
import ProductAbstraction
import class RxSwift.DisposeBag
import Utils

struct ProductDetailItem: Equatable {
    let name: String
    let summary: String
    let price: String
    let imageURL: URL?
}

@MainActor
final class ItemDetailViewModel: ObservableObject {
    @Published private(set) var product: ProductDetailItem?
    @Published var quantity = 1
    @Published private(set) var isAdding = false
    @Published private(set) var confirmation: String?
    @Published private(set) var errorMessage: String?

    let productId: Int
    let userId: String
    private let getProducts: any GetProductsUseCaseProtocol
    private let addProduct: any AddProductUseCaseProtocol
    private let sendAnalytics: any SendProductDetailAnalyticsDataUsecaseProtocol
    private let disposeBag = DisposeBag()
    private var cancellables = Set<AnyCancellable>()

    init(productId: Int, userId: String) {
        self.productId = productId
        self.userId = userId
        getProducts = DIContainer.shared.resolve((any GetProductsUseCaseProtocol).self)
        addProduct = DIContainer.shared.resolve((any AddProductUseCaseProtocol).self)
        sendAnalytics = DIContainer.shared.resolve((any SendProductDetailAnalyticsDataUsecaseProtocol).self)
    }

    func onAppear() {
        // Fire and forget: the use case already swallows analytics failures.
        sendAnalytics.execute(productId: productId, userId: userId).subscribe().disposed(by: disposeBag)

        getProducts.execute(productId: productId)
            .map { ProductDetailItem(name: $0.name, summary: $0.summary, price: $0.formattedPrice(), imageURL: $0.imageURL) }
            .asPublisher()
            .map(Optional.some)
            .receiveOnMain { [weak self] _ in
                self?.errorMessage = "This product is no longer available."
                return nil
            }
            .assign(to: \.product, on: self)
            .store(in: &cancellables)
    }

    func addToBasket() {
        isAdding = true
        confirmation = nil
        let quantity = quantity
        addProduct.execute(userId: userId, productId: productId, quantity: quantity)
            .asPublisher()
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    self?.isAdding = false
                    if case .failure = completion { self?.errorMessage = "Could not update your basket." }
                },
                receiveValue: { [weak self] _ in
                    self?.confirmation = quantity == 1 ? "Added to your basket." : "Added \(quantity) to your basket."
                }
            )
            .store(in: &cancellables)
    }
}
