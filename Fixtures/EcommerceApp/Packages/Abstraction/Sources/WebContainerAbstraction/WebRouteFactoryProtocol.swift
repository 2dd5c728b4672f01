import Foundation

/// The legacy way for the web container to open native pages: the app shell maps route
/// names to view controllers, so the container knows no other feature.
///
/// It coexists with `RouterProtocol` of the unified routing system; the two are
/// registered separately and never call each other.
@MainActor
public protocol WebRouteFactoryProtocol: AnyObject {
    /// A platform view controller, typed `AnyObject` to keep this layer UI-free.
    func makeViewController(routeName: String, parameters: [String: String]) -> AnyObject?
}

@MainActor
public protocol NativeBridgeRouterProtocol: AnyObject {
    /// Returns `false` when the action could not be carried out, e.g. an unknown route.
    @discardableResult
    func dispatch(_ action: NativeBridgeAction) -> Bool
}
