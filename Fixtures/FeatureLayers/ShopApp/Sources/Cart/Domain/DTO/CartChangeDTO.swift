import Foundation

/// The body of a line change: set a product's quantity in the cart. Zero removes the line.
struct CartChangeDTO: Codable, Equatable, Sendable {
    let productId: String
    let quantity: Int

    init(productId: String, quantity: Int) {
        self.productId = productId
        self.quantity = quantity
    }
}
