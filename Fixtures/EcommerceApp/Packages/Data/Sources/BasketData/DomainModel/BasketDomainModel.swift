import BasketAbstraction
import Foundation

struct BasketItemDomainModel: BasketItemDomainModelProtocol {
    let productId: Int
    let productName: String
    let unitPrice: Decimal
    let quantity: Int
}

struct BasketDomainModel: BasketDomainModelProtocol {
    let userId: String
    let currencyCode: String
    let items: [any BasketItemDomainModelProtocol]
}

extension BasketDomainModel {
    init(dto: BasketDTO) {
        self.init(
            userId: dto.userId,
            currencyCode: dto.currency ?? "USD",
            items: dto.items.map {
                BasketItemDomainModel(productId: $0.productId, productName: $0.title, unitPrice: $0.price, quantity: $0.quantity)
            }
        )
    }
}
