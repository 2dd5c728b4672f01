import RoutingAbstraction

public enum LoginRoute: AppRoute, Equatable {
    case login

    public var routeName: String {
        "login"
    }

    /// Login always covers the whole screen, inside its own navigation bar.
    public var defaultConfiguration: RouteConfiguration {
        RouteConfiguration(
            presentationStyle: .present(modal: .wrappedInNavigation(fullScreen: true)),
            titleConfiguration: .text("Sign in")
        )
    }
}
