import Foundation
import RxSwift

/// Reads the catalogue. Implemented in the Data layer, consumed by the use cases.
public protocol ProductRepositoryProtocol {
    func fetchProducts() -> Observable<[any ProductDomainModelProtocol]>
}
