import Foundation

/// A product exactly as `GET /products` sends it. It never leaves this module.
struct ProductDTO: Decodable, Equatable {
    let id: Int
    let title: String
    let description: String?
    let price: Decimal
    let currency: String?
    let image: String?
}
