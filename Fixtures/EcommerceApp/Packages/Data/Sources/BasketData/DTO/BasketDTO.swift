import Foundation

/// The body of `GET /basket/view/{userId}` and of `POST /basket/add`.
struct BasketDTO: Decodable {
    struct ItemDTO: Decodable {
        let productId: Int
        let title: String
        let price: Decimal
        let quantity: Int
    }

    let userId: String
    let currency: String?
    let items: [ItemDTO]
}

struct AddProductRequestDTO: Encodable {
    let userId: String
    let productId: Int
    let quantity: Int
}
