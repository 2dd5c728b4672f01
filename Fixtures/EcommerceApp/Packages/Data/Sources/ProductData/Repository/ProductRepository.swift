import Foundation
import ProductAbstraction
import RxSwift

final class ProductRepository: ProductRepositoryProtocol {
    private let service: any ProductServiceProtocol

    init(service: any ProductServiceProtocol) {
        self.service = service
    }

    func fetchProducts() -> Observable<[any ProductDomainModelProtocol]> {
        service.fetchProducts().map { dtos in
            dtos.map { ProductDomainModel(dto: $0) }
        }
    }
}
