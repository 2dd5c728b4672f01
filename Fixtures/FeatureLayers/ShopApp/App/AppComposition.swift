import UIKit

/// The composition root: the only code that knows every feature. It runs each feature's
/// `Di` registration, registers the navigator, and builds the tab bar from the tabs the
/// features declared.
@MainActor
final class AppComposition {
    /// Every feature of the app. Adding a feature means adding its `Di` entry here.
    private static let features: [any FeatureRegistration.Type] = [CatalogDi.self, CartDi.self, ProfileDi.self]

    let container = DependencyContainer()
    let routes = RouteTable()

    init(environment: ShopEnvironment) {
        InfrastructureRegistration.register(in: container, environment: environment)
        for feature in Self.features {
            feature.register(in: container, routes: routes)
        }
        let navigator = AppNavigator(routes: routes, log: AppLog(category: "navigation"))
        container.register((any Navigator).self) { _ in navigator }
    }

    func makeRootViewController() -> UIViewController {
        let tabBar = UITabBarController()
        tabBar.viewControllers = routes.tabs.compactMap { tab in
            guard let page = routes.makePage(for: tab.route) else { return nil }
            let navigation = UINavigationController(rootViewController: page)
            navigation.tabBarItem = UITabBarItem(title: String(localized: tab.descriptor.titleKey),
                                                 image: UIImage(systemName: tab.descriptor.iconName), tag: tab.descriptor.order)
            return navigation
        }
        return tabBar
    }
}
