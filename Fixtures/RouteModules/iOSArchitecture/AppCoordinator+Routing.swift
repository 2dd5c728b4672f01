import UIKit
import AppModuleFacade

/// The coordinator is the app's one `Router`: every module opens routes through it.
extension AppCoordinator: Router {
    func route(_ route: any Routable, from source: UIViewController?) {
        if routeGuard.decision(for: route, isLoggedIn: dependencies.session.isLoggedIn) == .requireLogin {
            openAfterLogin(route, from: source)
            return
        }
        if route.navigationStyle == .selectTab {
            selectTab(of: route)
            return
        }
        guard let destination = bootstrap.viewController(for: route, router: self) else {
            fallBack(from: route, source: source)
            return
        }
        let origin = source ?? tabBarController.selectedViewController ?? tabBarController
        if !NavigationTransition(style: route.navigationStyle).perform(destination, from: origin, in: window) {
            // A push from a screen outside any stack: show it modally rather than not at all.
            NavigationTransition(style: .present(animated: true, fullScreen: false)).perform(destination, from: origin, in: window)
        }
    }

    func canRoute(_ route: any Routable) -> Bool {
        route.navigationStyle == .selectTab
            ? tabModuleNames.contains(route.associatedModule)
            : bootstrap.canResolve(route, router: self)
    }

    func close(_ viewController: UIViewController, animated: Bool) {
        if let stack = viewController.navigationController, stack.viewControllers.first !== viewController {
            stack.popViewController(animated: animated)
        } else {
            viewController.dismiss(animated: animated)
        }
    }

    private func selectTab(of route: any Routable) {
        guard let index = tabModuleNames.firstIndex(of: route.associatedModule) else {
            fallBack(from: route, source: nil)
            return
        }
        tabBarController.presentedViewController?.dismiss(animated: true)
        tabBarController.selectedIndex = index
        (tabBarController.selectedViewController as? UINavigationController)?.popToRootViewController(animated: false)
    }

    /// Nothing builds `route`: show the not-found page, unless that page itself is missing.
    private func fallBack(from route: any Routable, source: UIViewController?) {
        guard !(route is NotFoundRoute) else {
            return
        }
        self.route(NotFoundRoute.unmatched(route), from: source)
    }
}
