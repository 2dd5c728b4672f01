import Foundation
import ProductAbstraction
import RxSwift

public final class GetProductsUseCase: GetProductsUseCaseProtocol {
    private let repository: any ProductRepositoryProtocol

    public init(repository: any ProductRepositoryProtocol) {
        self.repository = repository
    }

    public func execute() -> Observable<[any ProductDomainModelProtocol]> {
        // The catalogue sometimes lists a product twice while it is being re-indexed;
        // the first entry is the current one.
        repository.fetchProducts().map { products in
            var seen = Set<Int>()
            return products.filter { seen.insert($0.id).inserted }
        }
    }

    public func execute(productId: Int) -> Observable<any ProductDomainModelProtocol> {
        execute().flatMap { products -> Observable<any ProductDomainModelProtocol> in
            guard let product = products.first(where: { $0.id == productId }) else {
                return .error(ProductLookupError.notFound(productId: productId))
            }
            return .just(product)
        }
    }
}
