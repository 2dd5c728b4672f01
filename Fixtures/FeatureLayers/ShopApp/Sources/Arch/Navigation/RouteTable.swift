import UIKit

/// Page factories by route, filled by each feature's `Di` folder. The shell's navigator and
/// tab bar read from it; a feature never looks up another feature's page by type.
@MainActor
final class RouteTable {
    struct Tab {
        let route: PageRoute
        let descriptor: TabDescriptor
    }

    private var factories: [PageRoute: () -> UIViewController] = [:]
    private var tabDescriptors: [PageRoute: TabDescriptor] = [:]

    func register(_ route: PageRoute, tab: TabDescriptor? = nil, makePage: @escaping () -> UIViewController) {
        factories[route] = makePage
        tabDescriptors[route] = tab
    }

    func makePage(for route: PageRoute) -> UIViewController? {
        factories[route]?()
    }

    /// The registered tabs in their declared order; ties keep a stable order by route.
    var tabs: [Tab] {
        tabDescriptors
            .map { Tab(route: $0.key, descriptor: $0.value) }
            .sorted { ($0.descriptor.order, $0.route.rawValue) < ($1.descriptor.order, $1.route.rawValue) }
    }
}
