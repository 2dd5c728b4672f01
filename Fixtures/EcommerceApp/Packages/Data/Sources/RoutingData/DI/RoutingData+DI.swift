import DIAbstraction
import RoutingAbstraction

public extension DIContainer {
    /// One registry for the app; features add their factories to it at launch.
    @MainActor
    func registerRouteFactoryRegistry() {
        let registry = RouteFactoryRegistry()
        register(RouteFactoryRegistry.self, scope: .singleton) { _ in registry }
    }

    @MainActor
    func registerAppRouter() {
        #if canImport(UIKit)
        register(TransitioningCoordinator.self, scope: .singleton) { _ in TransitioningCoordinator() }
        register(AppRouter.self, scope: .singleton) { container in
            AppRouter(
                registry: container.resolve(RouteFactoryRegistry.self),
                transitioning: container.resolve(TransitioningCoordinator.self)
            )
        }
        // The same instance serves both names: the shell attaches navigation controllers
        // to `AppRouter`, the use cases only see `RouterProtocol`.
        register((any RouterProtocol).self, scope: .singleton) { container in
            container.resolve(AppRouter.self)
        }
        #endif
    }
}
