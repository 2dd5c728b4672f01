import Testing
import UIKit
import AppModuleFacade
@testable import SettingModule

@MainActor
private final class RecordingRouter: Router {
    private(set) var openedRoutes: [any Routable] = []

    func route(_ route: any Routable, from source: UIViewController?) { openedRoutes.append(route) }
    func canRoute(_ route: any Routable) -> Bool { true }
    func close(_ viewController: UIViewController, animated: Bool) {}
}

@MainActor
private final class SignedOutLoginService: LoginServicing {
    let loginEventBus = AppEventBus()
    let currentUserId: String? = nil

    func login(userId: String, password: String) -> Bool { false }
    func logout() {}
}

@MainActor
struct SettingModuleTests {
    private func makeBootstrap() -> AppModuleBootstrap {
        let bootstrap = AppModuleBootstrap()
        let module = SettingModule(loginService: SignedOutLoginService(), appVersion: "2.4.0")
        module.registerRouteHandlers(name: module.moduleName, into: bootstrap)
        return bootstrap
    }

    @Test func settingsRoutesResolveToTheirViewControllers() throws {
        let bootstrap = makeBootstrap()
        #expect(bootstrap.viewController(for: SettingsRoute.settings, router: RecordingRouter()) is SettingsViewController)
        let about = try #require(bootstrap.viewController(for: SettingsRoute.about, router: RecordingRouter()) as? AboutViewController)
        #expect(about.appVersion == "2.4.0")
    }

    @Test func foreignRouteIsNotMatched() {
        let bootstrap = makeBootstrap()
        #expect(bootstrap.viewController(for: HomeRoute.home, router: RecordingRouter()) == nil)
        #expect(bootstrap.viewController(for: NotFoundRoute.notFound(requested: "/settings/x"), router: RecordingRouter()) == nil)
    }

    @Test func sessionRowNamesTheActionThatIsPossible() {
        #expect(SettingsRow.session.title(isLoggedIn: true) == "Log out")
        #expect(SettingsRow.session.title(isLoggedIn: false) == "Sign in")
    }
}
