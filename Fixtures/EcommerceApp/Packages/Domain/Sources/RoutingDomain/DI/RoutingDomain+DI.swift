import DIAbstraction
import RoutingAbstraction

public extension DIContainer {
    /// Needs `RouterProtocol`, so it must run after the Data layer registered the router.
    @MainActor
    func registerNavigateUseCase(preChecks: [any NavigationPreCheck] = []) {
        register((any NavigateUseCaseProtocol).self, scope: .singleton) { container in
            NavigateUseCase(router: container.resolve((any RouterProtocol).self), preChecks: preChecks)
        }
    }
}
