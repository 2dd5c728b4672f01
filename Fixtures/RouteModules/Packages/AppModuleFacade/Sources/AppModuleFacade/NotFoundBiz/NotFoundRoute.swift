import AppRouting

/// The fallback for everything no module recognises: an unknown deep-link path, a route whose
/// module is not registered. The user sees what was asked for instead of nothing.
public enum NotFoundRoute: Routable, Equatable {
    /// `requested` is the deep-link path or the route description that was not matched.
    case notFound(requested: String)

    public var navigationStyle: NavigationStyle {
        .present(animated: true, fullScreen: false)
    }

    public var requiresAuthentication: Bool {
        false
    }

    public var associatedModule: String {
        AppModuleName.notFound.rawValue
    }

    /// The fallback for a route that no registered module could build.
    public static func unmatched(_ route: any Routable) -> NotFoundRoute {
        .notFound(requested: route.routeDescription)
    }
}
