import Foundation
import PresentationCore
import RoutingAbstraction

@MainActor
public final class {{Name}}RouteFactory: RouteFactoryProtocol {
    public init() {}

    public func canHandle(_ route: any AppRoute) -> Bool {
        route is {{Name}}Route
    }

    public func makeViewController(for route: any AppRoute) -> AnyObject? {
        #if canImport(UIKit)
        switch route as? {{Name}}Route {
        case .list?:
            return BaseHostingController(rootView: {{Name}}ListView(), route: route)
        case nil:
            return nil
        }
        #else
        return nil
        #endif
    }

    /// `{{name}}List`, for links typed in by name.
    public func route(named name: String, parameters: [String: String]) -> (any AppRoute)? {
        name == {{Name}}Route.list.routeName ? {{Name}}Route.list : nil
    }
}
