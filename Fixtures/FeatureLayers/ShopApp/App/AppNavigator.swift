import UIKit

/// Opens routes for every page. A route whose page is one of the root tabs switches to that
/// tab; any other route is pushed. An unknown route, for instance one a newer backend sent,
/// is logged and ignored rather than crashing.
@MainActor
final class AppNavigator: Navigator {
    private let routes: RouteTable
    private let log: AppLog

    init(routes: RouteTable, log: AppLog) {
        self.routes = routes
        self.log = log
    }

    func open(_ route: PageRoute, from source: UIViewController) {
        if let tabBar = source.tabBarController,
           let index = routes.tabs.firstIndex(where: { $0.route == route }),
           let viewControllers = tabBar.viewControllers, viewControllers.indices.contains(index) {
            tabBar.selectedIndex = index
            return
        }
        guard let page = routes.makePage(for: route) else {
            log.error("no page is registered for route '\(route.rawValue)'")
            return
        }
        source.navigationController?.pushViewController(page, animated: true)
    }
}
