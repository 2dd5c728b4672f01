import Foundation

/// The catalogue's offer to the app: shelves of products ready for sale, and adding one to
/// the cart once its stock is confirmed.
protocol CatalogService: Sendable {
    /// Visible categories in priority order, each with its first page of products.
    func shelves() async throws -> [CatalogShelf]
    func addToCart(_ product: ProductSummary) async throws
}

enum CatalogError: Error, Equatable, Sendable {
    case soldOut(productName: String)
}
