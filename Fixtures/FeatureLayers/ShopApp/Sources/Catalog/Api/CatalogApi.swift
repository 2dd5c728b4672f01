import Foundation
import Moya

/// The catalogue endpoints: categories, a category's products, and one product's stock.
enum CatalogApi: ShopTarget {
    case categories
    case products(categoryID: String, page: Int)
    case stock(productID: String)

    var path: String {
        switch self {
        case .categories: "/catalog/categories"
        case .products(let categoryID, _): "/catalog/categories/\(categoryID)/products"
        case .stock(let productID): "/catalog/products/\(productID)/stock"
        }
    }

    var method: Moya.Method { .get }

    var task: Moya.Task {
        switch self {
        case .categories, .stock:
            .requestPlain
        case .products(_, let page):
            .requestParameters(parameters: ["page": page, "per_page": 40], encoding: URLEncoding.queryString)
        }
    }
}
