import Foundation
import PresentationCore
import RoutingAbstraction

@MainActor
public final class BasketRouteFactory: RouteFactoryProtocol {
    public init() {}

    public func canHandle(_ route: any AppRoute) -> Bool {
        route is BasketRoute
    }

    public func makeViewController(for route: any AppRoute) -> AnyObject? {
        guard case .basket(let userId)? = route as? BasketRoute else { return nil }
        #if canImport(UIKit)
        return BaseHostingController(rootView: BasketView(userId: userId), route: route)
        #else
        _ = userId
        return nil
        #endif
    }

    public func route(named name: String, parameters: [String: String]) -> (any AppRoute)? {
        guard name == "basket", let userId = parameters["userId"], !userId.isEmpty else { return nil }
        return BasketRoute.basket(userId: userId)
    }
}
