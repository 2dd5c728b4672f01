import UIKit
import AppModuleFacade

/// Coordinates tab modules and the other modules: it registers every module's route
/// builders, assembles the tab bar and keeps the session in step with the login events.
/// Its `Router` side is in `AppCoordinator+Routing.swift`.
@MainActor
final class AppCoordinator: Coordinator {
    var childCoordinators: [any Coordinator] = []
    let window: UIWindow
    let bootstrap = AppModuleBootstrap()
    let tabBarController = UITabBarController()
    let dependencies: AppDependencies
    let routeGuard = AuthenticationRouteGuard(exemptModules: AppModuleName.alwaysReachableNames)
    private let tabs: [any TabModuleProviding]
    private let appModules: [any AppModuleProviding]
    /// The module names of the tabs, in tab-bar order, to select a tab for a `.selectTab` route.
    private(set) var tabModuleNames: [String] = []

    // The handles keep the listeners alive exactly as long as the coordinator.
    private var loginAuthStateSubscription: AppEventSubscription?
    private var loginRefreshSubscription: AppEventSubscription?
    /// A one-shot listener that opens a held-back route once the user has signed in.
    private var pendingAuthLoginSubscription: AppEventSubscription?

    init(window: UIWindow, tabs: [any TabModuleProviding], appModules: [any AppModuleProviding], dependencies: AppDependencies) {
        self.window = window
        self.tabs = tabs.sorted { $0.tabItem.order < $1.tabItem.order }
        self.appModules = appModules
        self.dependencies = dependencies
    }

    func start() {
        let modules: [any AppModuleProviding] = tabs + appModules
        modules.forEach { $0.registerRouteHandlers(name: $0.moduleName, into: bootstrap) }
        tabModuleNames = tabs.map(\.moduleName)
        tabBarController.viewControllers = tabs.map(makeTab)
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
        addLoginObserve()
    }

    private func makeTab(_ module: any TabModuleProviding) -> UIViewController {
        let stack = UINavigationController(rootViewController: module.makeRootViewController(router: self))
        let item = module.tabItem
        stack.tabBarItem = UITabBarItem(title: item.title, image: UIImage(systemName: item.systemImageName), tag: item.order)
        return stack
    }

    private func addLoginObserve() {
        let bus = dependencies.eventBus
        loginAuthStateSubscription = bus.on(LoginAuthStateEvent.self) { [weak self] event in
            guard let self else { return }
            dependencies.session.updateLoginState(isLoggedIn: event.isLoggedIn)
            if !event.isLoggedIn {
                route(HomeRoute.home)
            }
        }
        loginRefreshSubscription = bus.on(RefreshEvent.self) { [weak self] _ in
            // Pages pushed for the previous user must not stay on screen for the next one.
            for case let stack as UINavigationController in self?.tabBarController.viewControllers ?? [] {
                stack.popToRootViewController(animated: false)
            }
        }
    }

    /// Shows the login screen and opens `route` once the user has signed in (the latest only).
    func openAfterLogin(_ route: any Routable, from source: UIViewController?) {
        pendingAuthLoginSubscription?.cancel()
        pendingAuthLoginSubscription = dependencies.eventBus.on(LoginAuthStateEvent.self) { [weak self] event in
            guard let self, event.isLoggedIn else { return }
            // Detach first, so that a later login in this same post cannot open it twice.
            pendingAuthLoginSubscription?.cancel()
            pendingAuthLoginSubscription = nil
            self.route(route, from: source)
        }
        self.route(LoginRoute.required(for: route), from: source)
    }
}
