import DIAbstraction
import RoutingAbstraction
import WebContainerAbstraction
import WebContainerFeature
#if canImport(UIKit)
import UIKit
#endif

/// The legacy composition root for the web container: turns a route name sent by a web
/// page into a native page. It reuses the feature factories, so both routing paths build
/// the same pages, yet it stays independent of the unified router.
@MainActor
final class AppWebRouteFactory: WebRouteFactoryProtocol {
    private let factories: [any RouteFactoryProtocol]
    private let currentUserId: () -> String?

    init(factories: [any RouteFactoryProtocol], currentUserId: @escaping () -> String?) {
        self.factories = factories
        self.currentUserId = currentUserId
    }

    func makeViewController(routeName: String, parameters: [String: String]) -> AnyObject? {
        // Web pages do not know who is signed in; the app fills the user in.
        var parameters = parameters
        if parameters["userId"] == nil, let userId = currentUserId() {
            parameters["userId"] = userId
        }
        for factory in factories {
            if let route = factory.route(named: routeName, parameters: parameters) {
                return factory.makeViewController(for: route)
            }
        }
        return nil
    }
}

extension DIContainer {
    @MainActor
    func registerLegacyWebContainer(currentUserId: @escaping () -> String?) {
        register((any WebRouteFactoryProtocol).self, scope: .singleton) { _ in
            AppWebRouteFactory(factories: AppRouteFactoryRegistrar.makeAllFeatureRouteFactories(), currentUserId: currentUserId)
        }
        register((any NativeBridgeRouterProtocol).self, scope: .singleton) { container in
            let factory = container.resolve((any WebRouteFactoryProtocol).self)
            #if canImport(UIKit)
            return NativeBridgeRouter(factory: factory, topViewController: UIApplication.shared.topMostViewController)
            #else
            return NativeBridgeRouter(factory: factory)
            #endif
        }
    }
}

#if canImport(UIKit)
extension UIApplication {
    /// The controller on top of the key window, following presentations.
    func topMostViewController() -> UIViewController? {
        let keyWindow = connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .first(where: \.isKeyWindow)
        var top = keyWindow?.rootViewController
        while let presented = top?.presentedViewController {
            top = presented
        }
        return top
    }
}
#endif
