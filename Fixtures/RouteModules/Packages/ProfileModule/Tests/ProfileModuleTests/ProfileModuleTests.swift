import Testing
import UIKit
import AppModuleFacade
@testable import ProfileModule

@MainActor
private final class RecordingRouter: Router {
    private(set) var openedRoutes: [any Routable] = []

    func route(_ route: any Routable, from source: UIViewController?) { openedRoutes.append(route) }
    func canRoute(_ route: any Routable) -> Bool { true }
    func close(_ viewController: UIViewController, animated: Bool) {}
}

/// A login service that is signed in as one fixed user.
@MainActor
private final class SignedInLoginService: LoginServicing {
    let loginEventBus = AppEventBus()
    let currentUserId: String? = "u042"

    func login(userId: String, password: String) -> Bool { true }
    func logout() {}
}

@MainActor
struct ProfileModuleTests {
    private func makeBootstrap() -> AppModuleBootstrap {
        let bootstrap = AppModuleBootstrap()
        let module = ProfileModule(loginService: SignedInLoginService())
        module.registerRouteHandlers(name: module.moduleName, into: bootstrap)
        return bootstrap
    }

    @Test func profileRouteResolvesToTheProfileOfThatUser() throws {
        let resolved = makeBootstrap().viewController(for: ProfileRoute.profile(userId: "u001"), router: RecordingRouter())
        let profile = try #require(resolved as? ProfileViewController)
        #expect(profile.subject == .user(id: "u001"))
        #expect(profile.displayedUserId == "u001")

        let own = try #require(makeBootstrap().viewController(for: ProfileRoute.me, router: RecordingRouter()) as? ProfileViewController)
        #expect(own.displayedUserId == "u042")
    }

    @Test func foreignRouteIsNotMatched() {
        let bootstrap = makeBootstrap()
        #expect(bootstrap.viewController(for: HomeRoute.detail(id: "1001"), router: RecordingRouter()) == nil)
        #expect(bootstrap.viewController(for: LoginRoute.login(reason: nil), router: RecordingRouter()) == nil)
    }
}
