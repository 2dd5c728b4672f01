import Foundation

/// A product as listed in a category.
struct ProductDTO: Codable, Equatable, Sendable {
    let id: String
    let name: String
    let imageUrl: URL?
    let price: Decimal
    /// The price before a promotion, when one applies.
    let listPrice: Decimal?
    let currencyCode: String
    let stock: Int
}

/// A page of products; `nextPage` is nil on the last one.
struct ProductPageDTO: Codable, Equatable, Sendable {
    let products: [ProductDTO]
    let nextPage: Int?
}

/// The live stock of one product, asked for just before it goes into the cart.
struct StockDTO: Codable, Equatable, Sendable {
    let productId: String
    let available: Int
}
