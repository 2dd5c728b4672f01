import Foundation

/// A product with its sale figures worked out by the service.
struct ProductSummary: Equatable, Sendable {
    let id: String
    let name: String
    let imageURL: URL?
    let price: Decimal
    let currencyCode: String
    /// The promotion's discount, in whole percent, when there is one worth showing.
    let discountPercent: Int?
    let isLowStock: Bool
}

/// A category and the products it shows, in display order.
struct CatalogShelf: Equatable, Sendable {
    let categoryID: String
    let title: String
    let products: [ProductSummary]
}
