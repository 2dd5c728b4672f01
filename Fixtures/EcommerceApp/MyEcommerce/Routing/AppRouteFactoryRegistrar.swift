import BasketFeature
import DIAbstraction
import LoginFeature
import ProductsFeature
import RoutingAbstraction
import RoutingData
import WebContainerFeature

/// The one place that knows every feature's route factory. Features never see each
/// other; they navigate by route, and the registry finds the factory.
enum AppRouteFactoryRegistrar {
    @MainActor
    static func makeAllFeatureRouteFactories() -> [any RouteFactoryProtocol] {
        [
            LoginRouteFactory(),
            ProductRouteFactory(),
            BasketRouteFactory(),
            WebContainerRouteFactory(),
        ]
    }
}

extension DIContainer {
    /// Must run after `registerRouteFactoryRegistry()`.
    @MainActor
    func registerAllFeatureRouteFactories() {
        let registry = resolve(RouteFactoryRegistry.self)
        AppRouteFactoryRegistrar.makeAllFeatureRouteFactories().forEach(registry.register)
    }
}
