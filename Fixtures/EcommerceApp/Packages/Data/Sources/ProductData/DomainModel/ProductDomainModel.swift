import Foundation
import ProductAbstraction

struct ProductDomainModel: ProductDomainModelProtocol, Equatable {
    let id: Int
    let name: String
    let summary: String
    let price: Decimal
    let currencyCode: String
    let imageURL: URL?
}

extension ProductDomainModel {
    /// The backend omits the currency for the home market.
    static let defaultCurrencyCode = "USD"

    init(dto: ProductDTO) {
        self.init(
            id: dto.id,
            name: dto.title.trimmingCharacters(in: .whitespaces),
            summary: dto.description ?? "",
            price: dto.price,
            currencyCode: dto.currency?.uppercased() ?? Self.defaultCurrencyCode,
            imageURL: dto.image.flatMap(URL.init(string:))
        )
    }
}
