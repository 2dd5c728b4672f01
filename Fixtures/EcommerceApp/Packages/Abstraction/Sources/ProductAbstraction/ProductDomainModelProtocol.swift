import Foundation

/// A product as the rest of the app sees it, whatever the wire format behind it.
public protocol ProductDomainModelProtocol {
    var id: Int { get }
    var name: String { get }
    var summary: String { get }
    var price: Decimal { get }
    var currencyCode: String { get }
    var imageURL: URL? { get }
}

public extension ProductDomainModelProtocol {
    /// Prices are shown in the product's own currency; the locale only decides the separators.
    func formattedPrice(locale: Locale = .current) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        formatter.locale = locale
        return formatter.string(from: price as NSDecimalNumber) ?? "\(price) \(currencyCode)"
    }
}
