import Foundation

/// The cart as the backend returns it.
struct CartDTO: Codable, Equatable, Sendable {
    let lines: [CartLineDTO]
    let currencyCode: String
    /// The order subtotal from which shipping is free; the backend sets it per region.
    let freeShippingThreshold: Decimal
    let shippingFee: Decimal
}

struct CartLineDTO: Codable, Equatable, Sendable {
    let id: String
    let productId: String
    let productName: String
    let imageUrl: URL?
    let unitPrice: Decimal
    let quantity: Int
}
