import Foundation

/// The cart with its business figures worked out: totals, shipping and how far the
/// customer is from free shipping. Pages show these numbers; they never compute them.
struct CartSummary: Equatable, Sendable {
    struct Line: Equatable, Sendable {
        let productID: String
        let name: String
        let imageURL: URL?
        let quantity: Int
        let lineTotal: Decimal
        /// Whether the customer may add another unit of this product.
        let canIncrease: Bool
    }

    let lines: [Line]
    let currencyCode: String
    let subtotal: Decimal
    let shipping: Decimal
    /// What is left to spend for free shipping, or nil once it is reached.
    let amountToFreeShipping: Decimal?

    var total: Decimal { subtotal + shipping }
    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
}
