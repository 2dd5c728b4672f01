import DIAbstraction
import PresentationCore
import RoutingAbstraction
import RoutingData
import SwiftUI
#if canImport(UIKit)
import UIKit

/// One tab's UIKit navigation stack, rooted at a route. The router always works on the
/// stack of the selected tab, so selecting a tab re-attaches it.
struct RoutedNavigationStack: UIViewControllerRepresentable {
    let root: any AppRoute
    let isSelected: Bool

    func makeUIViewController(context: Context) -> BaseNavigationController {
        let registry = DIContainer.shared.resolve(RouteFactoryRegistry.self)
        let rootPage = registry.makeViewController(for: root) as? UIViewController ?? UIViewController()
        if case .text(let title, _)? = root.defaultConfiguration.titleConfiguration {
            rootPage.navigationItem.title = title
        }
        return BaseNavigationController(rootViewController: rootPage)
    }

    func updateUIViewController(_ navigationController: BaseNavigationController, context: Context) {
        guard isSelected else { return }
        DIContainer.shared.resolve(AppRouter.self).attach(navigationController)
    }
}
#else
/// Previews on platforms without UIKit show the route's name only.
struct RoutedNavigationStack: View {
    let root: any AppRoute
    let isSelected: Bool

    var body: some View {
        Text(root.routeName)
    }
}
#endif
