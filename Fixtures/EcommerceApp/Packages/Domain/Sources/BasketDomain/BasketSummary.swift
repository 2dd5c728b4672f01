import BasketAbstraction
import Foundation

/// The totals shown under a basket. Computed here rather than in a view so that the
/// rounding rule has one home.
public struct BasketSummary: Equatable {
    public let itemCount: Int
    public let subtotal: Decimal
    public let currencyCode: String

    public init(basket: any BasketDomainModelProtocol) {
        let lines = basket.items.filter { $0.quantity > 0 }
        itemCount = lines.reduce(0) { $0 + $1.quantity }
        var total = lines.reduce(Decimal.zero) { $0 + $1.unitPrice * Decimal($1.quantity) }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &total, 2, .bankers)
        subtotal = rounded
        currencyCode = basket.currencyCode
    }

    public var isEmpty: Bool {
        itemCount == 0
    }
}
