import RoutingAbstraction

public enum WebContainerRoute: String, AppRoute, CaseIterable {
    case webTestEntry
    case webTestNativeProbe

    public var routeName: String {
        rawValue
    }

    public var defaultConfiguration: RouteConfiguration {
        switch self {
        case .webTestEntry:
            RouteConfiguration(titleConfiguration: .text("Web test"))
        case .webTestNativeProbe:
            RouteConfiguration(transition: .custom(.fadeScale), titleConfiguration: .text("Native probe", style: .brand))
        }
    }
}
