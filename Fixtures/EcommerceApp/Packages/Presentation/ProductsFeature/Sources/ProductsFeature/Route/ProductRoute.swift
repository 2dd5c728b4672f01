import RoutingAbstraction

public enum ProductRoute: AppRoute, Equatable {
    case productList(userId: String)
    case productDetail(productId: Int, userId: String)

    public var routeName: String {
        switch self {
        case .productList: "productList"
        case .productDetail: "productDetail"
        }
    }

    public var defaultConfiguration: RouteConfiguration {
        switch self {
        case .productList:
            RouteConfiguration(titleConfiguration: .text("Products", style: .large))
        case .productDetail:
            // The detail page gets the whole screen; the tab bar comes back on pop.
            RouteConfiguration(
                barVisibility: RouteBarVisibilityConfiguration(hidesTabBar: true),
                titleConfiguration: .text("Details")
            )
        }
    }
}
