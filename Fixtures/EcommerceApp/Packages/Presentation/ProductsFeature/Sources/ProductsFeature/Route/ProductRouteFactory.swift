import Foundation
import PresentationCore
import RoutingAbstraction

@MainActor
public final class ProductRouteFactory: RouteFactoryProtocol {
    public init() {}

    public func canHandle(_ route: any AppRoute) -> Bool {
        route is ProductRoute
    }

    public func makeViewController(for route: any AppRoute) -> AnyObject? {
        #if canImport(UIKit)
        switch route as? ProductRoute {
        case .productList(let userId)?:
            return BaseHostingController(rootView: ProductListView(userId: userId), route: route)
        case let .productDetail(productId, userId)?:
            return BaseHostingController(rootView: ItemDetailView(productId: productId, userId: userId), route: route)
        case nil:
            return nil
        }
        #else
        return nil
        #endif
    }

    /// `productList?userId=…` and `productDetail?productId=…&userId=…`.
    public func route(named name: String, parameters: [String: String]) -> (any AppRoute)? {
        guard let userId = parameters["userId"], !userId.isEmpty else { return nil }
        switch name {
        case "productList":
            return ProductRoute.productList(userId: userId)
        case "productDetail":
            return parameters["productId"].flatMap(Int.init).map { ProductRoute.productDetail(productId: $0, userId: userId) }
        default:
            return nil
        }
    }
}
