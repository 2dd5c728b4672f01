import Foundation

/// The cart's business rules: per-line quantity limit, totals, shipping and the free
/// shipping threshold. The repository only carries data to and from the backend.
final class DefaultCartService: CartService {
    /// Most units of one product a cart may hold.
    static let maximumQuantityPerLine = 10
    private let repository: any CartRepository

    init(repository: any CartRepository) {
        self.repository = repository
    }

    func itemCount() async -> Int {
        (try? await summary(refresh: false).itemCount) ?? 0
    }

    func summary(refresh: Bool) async throws -> CartSummary {
        makeSummary(from: try await repository.cart(refresh: refresh))
    }

    func add(productID: String, quantity: Int) async throws -> CartSummary {
        guard quantity > 0 else { throw CartError.invalidQuantity }
        let current = try await repository.cart(refresh: false).lines.first { $0.productId == productID }?.quantity ?? 0
        let limit = Self.maximumQuantityPerLine
        guard current < limit else { throw CartError.lineLimitReached(limit: limit) }
        return try await setQuantity(min(current + quantity, limit), forProduct: productID)
    }

    func setQuantity(_ quantity: Int, forProduct productID: String) async throws -> CartSummary {
        guard (0...Self.maximumQuantityPerLine).contains(quantity) else { throw CartError.invalidQuantity }
        let cart = try await repository.apply(CartChangeDTO(productId: productID, quantity: quantity))
        return makeSummary(from: cart)
    }

    func clear() async throws {
        try await repository.clear()
    }

    private func makeSummary(from cart: CartDTO) -> CartSummary {
        let lines = cart.lines.filter { $0.quantity > 0 }.map { line in
            CartSummary.Line(productID: line.productId, name: line.productName, imageURL: line.imageUrl,
                             quantity: line.quantity, lineTotal: line.unitPrice * Decimal(line.quantity),
                             canIncrease: line.quantity < Self.maximumQuantityPerLine)
        }
        let subtotal = lines.reduce(Decimal.zero) { $0 + $1.lineTotal }
        let reachesFreeShipping = subtotal >= cart.freeShippingThreshold
        return CartSummary(lines: lines, currencyCode: cart.currencyCode, subtotal: subtotal,
                           shipping: reachesFreeShipping || lines.isEmpty ? 0 : cart.shippingFee,
                           amountToFreeShipping: reachesFreeShipping ? nil : cart.freeShippingThreshold - subtotal)
    }
}
