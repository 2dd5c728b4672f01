import UIKit
import AppModuleFacade
import HomeModule
import ProfileModule
import SettingModule
import LoginModule
import NotFoundModule

/// The composition root: the one place that knows every module. It creates the shared
/// services once, assembles the tab modules and the other modules, and starts navigation.
///
/// A new module is added here: to `tabs` when it owns a tab, to `appModules` otherwise.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?
    private let deepLinks = AppDeepLinkMiddleware()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else {
            return
        }
        let window = UIWindow(windowScene: windowScene)
        let loginService = LoginService()
        let dependencies = AppDependencies(session: AuthenticationSession(), loginService: loginService)

        let tabs: [any TabModuleProviding] = [
            HomeModule(),
            ProfileModule(loginService: loginService),
            SettingModule(loginService: loginService, appVersion: Self.appVersion),
        ]
        let appModules: [any AppModuleProviding] = [
            LoginModule(service: loginService),
            NotFoundModule { requested in print("No route for \(requested)") },
        ]

        let coordinator = AppCoordinator(window: window, tabs: tabs, appModules: appModules, dependencies: dependencies)
        coordinator.start()
        self.window = window
        self.coordinator = coordinator
        open(connectionOptions.urlContexts)
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        open(URLContexts)
    }

    private func open(_ contexts: Set<UIOpenURLContext>) {
        guard let url = contexts.first?.url, let coordinator else {
            return
        }
        switch deepLinks.resolve(url) {
        case .route(let route):
            coordinator.route(route)
        case .rejected:
            // A URL outside the whitelist is ignored: it is not ours to interpret.
            break
        }
    }

    private static var appVersion: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"
    }
}
