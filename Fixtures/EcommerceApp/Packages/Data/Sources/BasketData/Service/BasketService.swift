import API
import Foundation
import RxSwift

protocol BasketServiceProtocol {
    func add(_ body: AddProductRequestDTO) -> Observable<BasketDTO>
    func basket(userId: String) -> Observable<BasketDTO>
}

struct AddProductRequest: APIRequest {
    let path = APIConstants.Path.basketAdd
    let method = HTTPMethod.post
    let body: Data?

    init(_ dto: AddProductRequestDTO) {
        body = JSONBody.encode(dto)
    }
}

struct ViewBasketRequest: APIRequest {
    let userId: String

    var path: String {
        APIConstants.Path.basketView(userId: userId)
    }
}

final class BasketService: BasketServiceProtocol {
    private let provider: any APIProviding

    init(provider: any APIProviding) {
        self.provider = provider
    }

    func add(_ body: AddProductRequestDTO) -> Observable<BasketDTO> {
        provider.perform(AddProductRequest(body)).map { try $0.decode(BasketDTO.self) }
    }

    func basket(userId: String) -> Observable<BasketDTO> {
        provider.perform(ViewBasketRequest(userId: userId)).map { try $0.decode(BasketDTO.self) }
    }
}
