import Foundation
import PresentationCore
import RoutingAbstraction

@MainActor
public final class WebContainerRouteFactory: RouteFactoryProtocol {
    public init() {}

    public func canHandle(_ route: any AppRoute) -> Bool {
        route is WebContainerRoute
    }

    public func makeViewController(for route: any AppRoute) -> AnyObject? {
        #if canImport(UIKit)
        switch route as? WebContainerRoute {
        case .webTestEntry?:
            return BaseHostingController(rootView: WebTestEntryView(), route: route)
        case .webTestNativeProbe?:
            return BaseHostingController(rootView: WebTestNativeProbeView(), route: route)
        case nil:
            return nil
        }
        #else
        return nil
        #endif
    }

    public func route(named name: String, parameters: [String: String]) -> (any AppRoute)? {
        WebContainerRoute(rawValue: name)
    }
}
