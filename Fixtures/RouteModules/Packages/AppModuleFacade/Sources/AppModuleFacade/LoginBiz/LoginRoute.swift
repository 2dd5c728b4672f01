import AppRouting

/// Routes into the Login module. The login screen covers whatever asked for it and is
/// dismissed when the user signs in or gives up.
public enum LoginRoute: Routable, Equatable {
    /// The sign-in screen; `reason` tells the user why it appeared, if a route asked for it.
    case login(reason: String?)

    public var navigationStyle: NavigationStyle {
        .present(animated: true, fullScreen: true)
    }

    public var requiresAuthentication: Bool {
        false
    }

    public var associatedModule: String {
        AppModuleName.login.rawValue
    }

    /// The login screen shown because a protected route was opened while signed out.
    public static func required(for route: any Routable) -> LoginRoute {
        .login(reason: "Sign in to open \(route.associatedModule).")
    }
}
