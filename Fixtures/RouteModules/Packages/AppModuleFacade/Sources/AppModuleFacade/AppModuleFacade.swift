// Business modules import only this facade; the routing vocabulary (Routable, Router,
// NavigationStyle, Coordinator) comes with it, so no module needs a second import.
@_exported import AppRouting

/// The name of every module the shell can register.
///
/// A route's `associatedModule` is one of these raw values, and so is the name a module
/// registers its route builders under. Adding a module starts with adding its case here.
public enum AppModuleName: String, CaseIterable, Sendable {
    case home
    case profile
    case setting
    case login
    case notFound

    /// Whether the module's routes can be opened without a signed-in user even when the
    /// route says otherwise; the login and fallback screens must always be reachable.
    public var isAlwaysReachable: Bool {
        self == .login || self == .notFound
    }

    /// The names of the always-reachable modules, for `AuthenticationRouteGuard`.
    public static var alwaysReachableNames: Set<String> {
        Set(allCases.filter(\.isAlwaysReachable).map(\.rawValue))
    }
}
