import Foundation

/// The catalogue's business rules: which categories and products are shown, discounts,
/// low-stock flags, and the stock check before a product goes into the cart. The cart
/// itself belongs to the Cart feature and is reached only through its service protocol.
final class DefaultCatalogService: CatalogService {
    /// Below this many units a product is flagged as nearly gone.
    private static let lowStockThreshold = 5
    /// Discounts smaller than this are not advertised.
    private static let minimumAdvertisedDiscount = 5
    private let repository: any CatalogRepository
    private let cart: any CartService

    init(repository: any CatalogRepository, cart: any CartService) {
        self.repository = repository
        self.cart = cart
    }

    func shelves() async throws -> [CatalogShelf] {
        let categories = try await repository.categories()
            .filter(\.isVisible)
            .sorted { ($0.priority, $0.name) < ($1.priority, $1.name) }
        var shelves: [CatalogShelf] = []
        for category in categories {
            let products = try await repository.products(inCategory: category.id, page: 1).products
                .filter { $0.stock > 0 }
                .map(summary(of:))
            if !products.isEmpty {
                shelves.append(CatalogShelf(categoryID: category.id, title: category.name, products: products))
            }
        }
        return shelves
    }

    func addToCart(_ product: ProductSummary) async throws {
        let stock = try await repository.stock(ofProduct: product.id)
        guard stock.available > 0 else { throw CatalogError.soldOut(productName: product.name) }
        _ = try await cart.add(productID: product.id, quantity: 1)
    }

    private func summary(of product: ProductDTO) -> ProductSummary {
        ProductSummary(id: product.id, name: product.name, imageURL: product.imageUrl, price: product.price,
                       currencyCode: product.currencyCode, discountPercent: discountPercent(of: product),
                       isLowStock: product.stock < Self.lowStockThreshold)
    }

    private func discountPercent(of product: ProductDTO) -> Int? {
        guard let listPrice = product.listPrice, listPrice > product.price else { return nil }
        let percent = NSDecimalNumber(decimal: (listPrice - product.price) / listPrice * 100).intValue
        return percent >= Self.minimumAdvertisedDiscount ? percent : nil
    }
}
