import Foundation

/// Builds the screens of one feature. Every feature ships one factory in its `Route/` folder;
/// the app shell registers them all.
@MainActor
public protocol RouteFactoryProtocol: AnyObject {
    func canHandle(_ route: any AppRoute) -> Bool

    /// The platform view controller for `route`. It is typed `AnyObject` so that the
    /// abstraction layer stays free of UI frameworks; the router casts it back.
    func makeViewController(for route: any AppRoute) -> AnyObject?

    /// The route called `name`, when this feature owns one; used for dynamic dispatch.
    func route(named name: String, parameters: [String: String]) -> (any AppRoute)?
}
