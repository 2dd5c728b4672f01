import Foundation

/// The product list's state: one section per shelf, rows ready to show.
@MainActor
final class ProductListViewModel {
    struct Row: Equatable {
        let product: ProductSummary
        let priceText: String
        let badgeText: String?
    }

    private let service: any CatalogService
    private(set) var sections: [ListSection<Row>] = []
    private(set) var state = LoadState.idle
    private(set) var message: String?
    var onChange: (() -> Void)?

    init(service: any CatalogService) {
        self.service = service
    }

    func load() async {
        state = .loading
        onChange?()
        do {
            sections = try await service.shelves().map { shelf in
                ListSection(title: shelf.title, items: shelf.products.map(row(for:)))
            }
            state = .loaded
        } catch {
            state = .failed(message: String(localized: "catalog.error.generic"))
        }
        onChange?()
    }

    func addToCart(_ row: Row) async {
        do {
            try await service.addToCart(row.product)
            message = String(localized: "catalog.added \(row.product.name)")
        } catch CatalogError.soldOut(let name) {
            message = String(localized: "catalog.soldOut \(name)")
        } catch {
            message = String(localized: "catalog.error.generic")
        }
        onChange?()
    }

    private func row(for product: ProductSummary) -> Row {
        let badge = product.discountPercent.map { "−\($0)%" }
            ?? (product.isLowStock ? String(localized: "catalog.lowStock") : nil)
        return Row(product: product, priceText: product.price.formattedAsCurrency(code: product.currencyCode), badgeText: badge)
    }
}
