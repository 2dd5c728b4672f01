import UIKit

/// Opens routes. View controllers receive a router instead of knowing one another: a screen
/// asks for `ProfileRoute.profile(userId:)` and never creates a profile screen itself.
@MainActor
public protocol Router: AnyObject {
    /// Shows the destination of `route`, starting from `source` when the style needs one
    /// (a push needs the source's navigation stack).
    func route(_ route: any Routable, from source: UIViewController?)

    /// Whether some registered module can build the destination of `route`.
    func canRoute(_ route: any Routable) -> Bool

    /// Closes a screen that was shown by a route, whichever way it was shown.
    func close(_ viewController: UIViewController, animated: Bool)
}

extension Router {
    /// Shows a route that needs no source, such as a tab or a modal screen.
    public func route(_ route: any Routable) {
        self.route(route, from: nil)
    }

    /// Opens the first route that can be shown, e.g. a detail page with a fallback.
    public func routeFirstAvailable(_ candidates: [any Routable], from source: UIViewController?) {
        guard let route = candidates.first(where: { canRoute($0) }) else {
            return
        }
        self.route(route, from: source)
    }
}
