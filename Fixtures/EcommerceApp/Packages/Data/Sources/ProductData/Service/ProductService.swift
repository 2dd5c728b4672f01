import API
import Foundation
import RxSwift

protocol ProductServiceProtocol {
    func fetchProducts() -> Observable<[ProductDTO]>
}

struct ProductsRequest: APIRequest {
    let path = APIConstants.Path.products
}

final class ProductService: ProductServiceProtocol {
    private let provider: any APIProviding

    init(provider: any APIProviding) {
        self.provider = provider
    }

    func fetchProducts() -> Observable<[ProductDTO]> {
        provider.perform(ProductsRequest()).map { try $0.decode([ProductDTO].self) }
    }
}
