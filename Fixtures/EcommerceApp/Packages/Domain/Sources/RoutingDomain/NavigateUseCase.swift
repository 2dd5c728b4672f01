import Foundation
import RoutingAbstraction

/// Navigation as the features ask for it: pre-checks first, then the router.
@MainActor
public final class NavigateUseCase: NavigateUseCaseProtocol {
    private let router: any RouterProtocol
    private var preChecks: [any NavigationPreCheck]

    public init(router: any RouterProtocol, preChecks: [any NavigationPreCheck] = []) {
        self.router = router
        self.preChecks = preChecks
    }

    public func addPreCheck(_ preCheck: any NavigationPreCheck) {
        preChecks.append(preCheck)
    }

    @discardableResult
    public func navigate(to route: any AppRoute, configuration: RouteConfiguration?) -> NavigationOutcome {
        for preCheck in preChecks {
            if case .deny(let reason) = preCheck.evaluate(route) {
                return .blocked(reason: reason)
            }
        }
        let effective = route.defaultConfiguration.merged(with: configuration)
        return router.navigate(to: route, configuration: effective)
            ? .navigated
            : .unknownRoute(name: route.routeName)
    }

    @discardableResult
    public func navigate(toLink link: String, configuration: RouteConfiguration?) -> NavigationOutcome {
        let trimmed = link.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let route = router.resolveRoute(fromLink: trimmed) else {
            return .unknownRoute(name: trimmed)
        }
        return navigate(to: route, configuration: configuration)
    }

    public func goBack(animated: Bool) {
        router.goBack(animated: animated)
    }
}

/// Refuses routes that need a user while nobody is signed in.
public struct RequiresSignedInUserPreCheck: NavigationPreCheck {
    private let protectedRouteNames: Set<String>
    private let isSignedIn: () -> Bool

    public init(protectedRouteNames: Set<String>, isSignedIn: @escaping () -> Bool) {
        self.protectedRouteNames = protectedRouteNames
        self.isSignedIn = isSignedIn
    }

    public func evaluate(_ route: any AppRoute) -> NavigationPreCheckResult {
        guard protectedRouteNames.contains(route.routeName), !isSignedIn() else {
            return .allow
        }
        return .deny(reason: "Please sign in to open this page.")
    }
}
