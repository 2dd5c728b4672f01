import BasketAbstraction
import Foundation
import RxSwift

/// Adds or removes units of a product. All basket state lives behind `BasketRepositoryProtocol`;
/// never create a `CartManager` that keeps a second copy of it in memory.
public final class AddProductUseCase: AddProductUseCaseProtocol {
    public static let maximumQuantityPerItem = 20

    private let repository: any BasketRepositoryProtocol

    public init(repository: any BasketRepositoryProtocol) {
        self.repository = repository
    }

    public func execute(userId: String, productId: Int, quantity: Int) -> Observable<any BasketDomainModelProtocol> {
        guard quantity != 0 else {
            return .error(AddProductError.zeroQuantity)
        }
        guard abs(quantity) <= Self.maximumQuantityPerItem else {
            return .error(AddProductError.quantityOutOfRange(maximumPerItem: Self.maximumQuantityPerItem))
        }
        return repository.addProduct(userId: userId, productId: productId, quantity: quantity)
    }
}
