import Testing
import UIKit
import AppModuleFacade
@testable import LoginModule

@MainActor
private final class RecordingRouter: Router {
    private(set) var closedCount = 0

    func route(_ route: any Routable, from source: UIViewController?) {}
    func canRoute(_ route: any Routable) -> Bool { true }
    func close(_ viewController: UIViewController, animated: Bool) { closedCount += 1 }
}

@MainActor
struct LoginModuleTests {
    private func makeBootstrap(service: LoginService = LoginService()) -> AppModuleBootstrap {
        let bootstrap = AppModuleBootstrap()
        let module = LoginModule(service: service)
        module.registerRouteHandlers(name: module.moduleName, into: bootstrap)
        return bootstrap
    }

    @Test func loginRouteResolvesToTheLoginViewController() throws {
        let route = LoginRoute.required(for: ProfileRoute.me)
        let login = try #require(makeBootstrap().viewController(for: route, router: RecordingRouter()) as? LoginViewController)
        #expect(login.reason == "Sign in to open profile.")
    }

    @Test func foreignRouteIsNotMatched() {
        let bootstrap = makeBootstrap()
        #expect(bootstrap.viewController(for: ProfileRoute.me, router: RecordingRouter()) == nil)
        #expect(bootstrap.viewController(for: HomeRoute.home, router: RecordingRouter()) == nil)
    }

    @Test func logoutPostsTheSignedOutStateOnce() {
        let service = LoginService()
        var states: [Bool] = []
        let subscription = service.loginEventBus.on(LoginAuthStateEvent.self) { states.append($0.isLoggedIn) }

        #expect(!service.login(userId: "u001", password: "abc"))
        #expect(service.login(userId: "u001", password: "secret"))
        service.logout()
        service.logout()

        #expect(states == [false])
        #expect(!service.isLoggedIn)
        subscription.cancel()
    }
}
