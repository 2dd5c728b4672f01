import Foundation
import RxSwift

public protocol GetProductsUseCaseProtocol {
    /// Every product of the catalogue, in the order the backend ranks them.
    func execute() -> Observable<[any ProductDomainModelProtocol]>

    /// One product, or an error of type `ProductLookupError` when it is not in the catalogue.
    func execute(productId: Int) -> Observable<any ProductDomainModelProtocol>
}

public enum ProductLookupError: Error, Equatable {
    case notFound(productId: Int)
}
