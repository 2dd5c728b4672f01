import UIKit

/// The catalogue's registrations. Its service needs the cart, so it resolves Cart's
/// `CartService` protocol here; no other catalogue file knows the cart exists.
enum CatalogDi: FeatureRegistration {
    static let route = PageRoute(rawValue: "catalog")

    static func register(in container: DependencyContainer, routes: RouteTable) {
        container.register((any CatalogRepository).self) { container in
            RemoteCatalogRepository(client: container.resolve(), disk: container.resolve())
        }
        container.register((any CatalogService).self) { container in
            DefaultCatalogService(repository: container.resolve(), cart: container.resolve())
        }
        container.register(ProductListViewModel.self, lifetime: .transient) { container in
            ProductListViewModel(service: container.resolve())
        }
        routes.register(route, tab: TabDescriptor(titleKey: "tab.catalog", iconName: "square.grid.2x2", order: 0)) {
            ProductListViewController(viewModel: container.resolve())
        }
    }
}
