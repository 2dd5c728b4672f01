import UIKit

/// The cart's registrations. `CartService` is registered under its protocol, which is how
/// Catalog and Profile reach the cart: they resolve the protocol, never a cart type.
enum CartDi: FeatureRegistration {
    static let route = PageRoute(rawValue: "cart")

    static func register(in container: DependencyContainer, routes: RouteTable) {
        container.register((any CartRepository).self) { container in
            RemoteCartRepository(client: container.resolve())
        }
        container.register((any CartService).self) { container in
            DefaultCartService(repository: container.resolve())
        }
        container.register(CartViewModel.self, lifetime: .transient) { container in
            CartViewModel(service: container.resolve())
        }
        routes.register(route, tab: TabDescriptor(titleKey: "tab.cart", iconName: "cart", order: 2)) {
            CartViewController(viewModel: container.resolve())
        }
    }
}
