import RoutingAbstraction

public enum BasketRoute: AppRoute, Equatable {
    case basket(userId: String)

    public var routeName: String {
        "basket"
    }

    public var defaultConfiguration: RouteConfiguration {
        RouteConfiguration(titleConfiguration: .text("Basket"))
    }
}
