import Foundation

/// What the cart offers the app, including other features: Catalog adds products through
/// it and Profile shows its item count. They receive it from their `Di` registration and
/// never see the cart's repository, DTOs or pages.
protocol CartService: Sendable {
    /// The number of items, counting each unit; zero when the cart cannot be read.
    func itemCount() async -> Int
    func summary(refresh: Bool) async throws -> CartSummary
    /// Adds units of a product, within the per-line limit.
    func add(productID: String, quantity: Int) async throws -> CartSummary
    func setQuantity(_ quantity: Int, forProduct productID: String) async throws -> CartSummary
    func clear() async throws
}

enum CartError: Error, Equatable, Sendable {
    case invalidQuantity
    case lineLimitReached(limit: Int)
}
