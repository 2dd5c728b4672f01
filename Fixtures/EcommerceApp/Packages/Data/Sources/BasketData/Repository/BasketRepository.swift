import BasketAbstraction
import Foundation
import RxSwift

final class BasketRepository: BasketRepositoryProtocol {
    private let service: any BasketServiceProtocol

    init(service: any BasketServiceProtocol) {
        self.service = service
    }

    func addProduct(userId: String, productId: Int, quantity: Int) -> Observable<any BasketDomainModelProtocol> {
        service.add(AddProductRequestDTO(userId: userId, productId: productId, quantity: quantity))
            .map { BasketDomainModel(dto: $0) }
    }

    func fetchBasket(userId: String) -> Observable<any BasketDomainModelProtocol> {
        service.basket(userId: userId).map { BasketDomainModel(dto: $0) }
    }
}
