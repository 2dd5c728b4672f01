import Foundation
import PresentationCore
import RoutingAbstraction

@MainActor
public final class LoginRouteFactory: RouteFactoryProtocol {
    public init() {}

    public func canHandle(_ route: any AppRoute) -> Bool {
        route is LoginRoute
    }

    public func makeViewController(for route: any AppRoute) -> AnyObject? {
        guard let route = route as? LoginRoute else { return nil }
        #if canImport(UIKit)
        switch route {
        case .login:
            return BaseHostingController(rootView: LoginView { LoginSuccessView(userID: $0) }, route: route)
        }
        #else
        return nil
        #endif
    }

    public func route(named name: String, parameters: [String: String]) -> (any AppRoute)? {
        name == LoginRoute.login.routeName ? LoginRoute.login : nil
    }
}
