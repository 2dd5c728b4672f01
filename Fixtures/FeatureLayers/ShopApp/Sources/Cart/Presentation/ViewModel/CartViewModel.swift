import Foundation

/// The cart page's state: rows and footer text, ready to show. It asks the service for
/// every figure and only turns them into text.
@MainActor
final class CartViewModel {
    struct Row: Equatable {
        let productID: String
        let title: String
        let detail: String
        let canIncrease: Bool
    }

    private let service: any CartService
    private(set) var rows: [Row] = []
    private(set) var totalText = ""
    private(set) var shippingNote: String?
    private(set) var state = LoadState.idle
    var onChange: (() -> Void)?

    init(service: any CartService) {
        self.service = service
    }

    func load() async {
        await run { try await self.service.summary(refresh: true) }
    }

    func increase(productID: String) async {
        await run { try await self.service.add(productID: productID, quantity: 1) }
    }

    func remove(productID: String) async {
        await run { try await self.service.setQuantity(0, forProduct: productID) }
    }

    private func run(_ operation: () async throws -> CartSummary) async {
        state = .loading
        onChange?()
        do {
            show(try await operation())
            state = .loaded
        } catch {
            state = .failed(message: String(localized: "cart.error.generic"))
        }
        onChange?()
    }

    private func show(_ summary: CartSummary) {
        let code = summary.currencyCode
        rows = summary.lines.map { line in
            Row(productID: line.productID, title: line.name,
                detail: "× \(line.quantity) · \(line.lineTotal.formattedAsCurrency(code: code))",
                canIncrease: line.canIncrease)
        }
        totalText = summary.total.formattedAsCurrency(code: code)
        shippingNote = summary.amountToFreeShipping.map {
            String(localized: "cart.freeShipping.remaining \($0.formattedAsCurrency(code: code))")
        }
    }
}
