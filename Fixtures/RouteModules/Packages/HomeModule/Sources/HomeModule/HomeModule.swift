import UIKit
import AppModuleFacade

/// The Home tab. It builds the screens of `HomeRoute` and nothing else.
@MainActor
public final class HomeModule: TabModuleProviding {
    private let catalog: HomeCatalog

    public init() {
        self.catalog = HomeCatalog.sample
    }

    public var moduleName: String {
        AppModuleName.home.rawValue
    }

    public var tabItem: TabItemDescriptor {
        TabItemDescriptor(title: "Home", systemImageName: "house", order: 0)
    }

    public func makeRootViewController(router: any Router) -> UIViewController {
        HomeViewController(router: router, catalog: catalog)
    }

    public func registerRouteHandlers(name: String, into resolver: AppModuleBootstrap) {
        let catalog = catalog
        resolver.append(moduleName: name) { route, router in
            guard let route = route as? HomeRoute else {
                return nil
            }
            switch route {
            case .home:
                return HomeViewController(router: router, catalog: catalog)
            case .detail(let id):
                return HomeDetailViewController(router: router, item: catalog.item(withId: id), requestedId: id)
            }
        }
    }
}
