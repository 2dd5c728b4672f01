import Foundation
import Moya

/// The cart endpoints. Declarations only: who calls them, and why, is not this file's concern.
enum CartApi: ShopTarget {
    case cart
    case changeLine(CartChangeDTO)
    case clear

    var path: String {
        switch self {
        case .cart, .clear: "/cart"
        case .changeLine: "/cart/lines"
        }
    }

    var method: Moya.Method {
        switch self {
        case .cart: .get
        case .changeLine: .put
        case .clear: .delete
        }
    }

    var task: Moya.Task {
        switch self {
        case .cart, .clear: .requestPlain
        case .changeLine(let change): .requestJSONEncodable(change)
        }
    }
}
