import Foundation
import RxSwift

public protocol AddProductUseCaseProtocol {
    func execute(userId: String, productId: Int, quantity: Int) -> Observable<any BasketDomainModelProtocol>
}

public enum AddProductError: Error, Equatable {
    case zeroQuantity
    case quantityOutOfRange(maximumPerItem: Int)
}

public protocol GetBasketUseCaseProtocol {
    func execute(userId: String) -> Observable<any BasketDomainModelProtocol>
}
