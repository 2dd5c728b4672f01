import Foundation
import RxSwift

public protocol BasketRepositoryProtocol {
    /// Changes the quantity of a product by `quantity` (negative to remove) and returns the updated basket.
    func addProduct(userId: String, productId: Int, quantity: Int) -> Observable<any BasketDomainModelProtocol>
    func fetchBasket(userId: String) -> Observable<any BasketDomainModelProtocol>
}
