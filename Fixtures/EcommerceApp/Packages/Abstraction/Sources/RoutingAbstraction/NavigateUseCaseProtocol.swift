import Foundation

public enum NavigationOutcome: Equatable {
    case navigated
    /// A pre-check refused the navigation; the reason is meant for the user.
    case blocked(reason: String)
    /// No factory knows the route.
    case unknownRoute(name: String)
}

/// A hook that may veto a navigation, for example when the route needs a signed-in user.
public protocol NavigationPreCheck {
    func evaluate(_ route: any AppRoute) -> NavigationPreCheckResult
}

public enum NavigationPreCheckResult: Equatable {
    case allow
    case deny(reason: String)
}

@MainActor
public protocol NavigateUseCaseProtocol: AnyObject {
    @discardableResult
    func navigate(to route: any AppRoute, configuration: RouteConfiguration?) -> NavigationOutcome

    @discardableResult
    func navigate(toLink link: String, configuration: RouteConfiguration?) -> NavigationOutcome

    func goBack(animated: Bool)
}
