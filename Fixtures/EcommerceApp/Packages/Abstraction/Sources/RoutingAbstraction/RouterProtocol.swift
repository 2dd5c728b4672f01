import Foundation

/// Performs navigation. The Data layer implements it on top of UIKit; nothing above the
/// Data layer knows about navigation controllers.
@MainActor
public protocol RouterProtocol: AnyObject {
    /// Shows `route`; returns `false` when no registered factory can build it.
    @discardableResult
    func navigate(to route: any AppRoute, configuration: RouteConfiguration) -> Bool

    /// Undoes the last navigation: pops what was pushed, dismisses what was presented.
    func goBack(animated: Bool)

    /// Turns a typed-in link such as `productDetail?productId=3&userId=u1` into a route.
    func resolveRoute(fromLink link: String) -> (any AppRoute)?
}
