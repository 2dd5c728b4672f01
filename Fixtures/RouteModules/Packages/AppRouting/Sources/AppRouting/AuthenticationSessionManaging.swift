/// The signed-in state that routes with `requiresAuthentication` are checked against.
///
/// The shell owns the one instance; the login flow changes it through events, never directly.
@MainActor
public protocol AuthenticationSessionManaging: AnyObject {
    /// Whether a user is signed in.
    var isLoggedIn: Bool { get }

    /// Records a change of the signed-in state.
    func updateLoginState(isLoggedIn: Bool)
}

/// What to do with a route before it is shown.
public enum RouteGuardDecision: Sendable, Equatable {
    /// Show the destination now.
    case proceed
    /// Ask the user to sign in first, then show the destination.
    case requireLogin
}

/// Decides whether a route may be shown to the current user.
public struct AuthenticationRouteGuard: Sendable {
    /// Modules whose routes are never held back, such as the login module itself;
    /// holding back the login screen until after a login would never end.
    public let exemptModules: Set<String>

    public init(exemptModules: Set<String>) {
        self.exemptModules = exemptModules
    }

    public func decision(for route: any Routable, isLoggedIn: Bool) -> RouteGuardDecision {
        if isLoggedIn || !route.requiresAuthentication || exemptModules.contains(route.associatedModule) {
            return .proceed
        }
        return .requireLogin
    }
}
