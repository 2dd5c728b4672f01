import Foundation

/// One line of a basket. It repeats the product's name and price so that the basket
/// can be shown without a second catalogue request.
public protocol BasketItemDomainModelProtocol {
    var productId: Int { get }
    var productName: String { get }
    var unitPrice: Decimal { get }
    var quantity: Int { get }
}

public protocol BasketDomainModelProtocol {
    var userId: String { get }
    var currencyCode: String { get }
    var items: [any BasketItemDomainModelProtocol] { get }
}
