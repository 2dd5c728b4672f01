import Foundation
import WebContainerAbstraction
#if canImport(UIKit)
import UIKit
#endif

/// The legacy path from a bridge action to a native page. It asks the app shell's
/// `WebRouteFactoryProtocol` for the page, pushes it when there is a navigation stack,
/// and presents it otherwise.
@MainActor
public final class NativeBridgeRouter: NativeBridgeRouterProtocol {
    private let factory: any WebRouteFactoryProtocol

    #if canImport(UIKit)
    private let topViewController: () -> UIViewController?

    public init(factory: any WebRouteFactoryProtocol, topViewController: @escaping () -> UIViewController?) {
        self.factory = factory
        self.topViewController = topViewController
    }
    #else
    public init(factory: any WebRouteFactoryProtocol) {
        self.factory = factory
    }
    #endif

    public func dispatch(_ action: NativeBridgeAction) -> Bool {
        switch action {
        case let .push(routeName, parameters):
            return show(routeName: routeName, parameters: parameters, preferPush: true)
        case let .present(routeName, parameters):
            return show(routeName: routeName, parameters: parameters, preferPush: false)
        case .showAlert, .closeContainer, .reply, .unhandled:
            // The container handles these itself; they never reach the router.
            return false
        }
    }

    private func show(routeName: String, parameters: [String: String], preferPush: Bool) -> Bool {
        #if canImport(UIKit)
        guard let page = factory.makeViewController(routeName: routeName, parameters: parameters) as? UIViewController,
              let top = topViewController()
        else {
            return false
        }
        if preferPush, let navigationController = top as? UINavigationController ?? top.navigationController {
            navigationController.pushViewController(page, animated: true)
        } else {
            let wrapper = UINavigationController(rootViewController: page)
            page.navigationItem.leftBarButtonItem = UIBarButtonItem(
                systemItem: .close,
                primaryAction: UIAction { [weak wrapper] _ in wrapper?.dismiss(animated: true) }
            )
            top.present(wrapper, animated: true)
        }
        return true
        #else
        return factory.makeViewController(routeName: routeName, parameters: parameters) != nil
        #endif
    }
}
