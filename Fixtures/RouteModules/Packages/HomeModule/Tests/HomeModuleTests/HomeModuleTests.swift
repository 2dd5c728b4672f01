import Testing
import UIKit
import AppModuleFacade
@testable import HomeModule

/// A router that records what it was asked to open.
@MainActor
private final class RecordingRouter: Router {
    private(set) var openedRoutes: [any Routable] = []

    func route(_ route: any Routable, from source: UIViewController?) { openedRoutes.append(route) }
    func canRoute(_ route: any Routable) -> Bool { true }
    func close(_ viewController: UIViewController, animated: Bool) {}
}

@MainActor
struct HomeModuleTests {
    private func makeBootstrap() -> AppModuleBootstrap {
        let bootstrap = AppModuleBootstrap()
        let module = HomeModule()
        module.registerRouteHandlers(name: module.moduleName, into: bootstrap)
        return bootstrap
    }

    @Test func detailRouteResolvesToTheDetailViewController() throws {
        let resolved = makeBootstrap().viewController(for: HomeRoute.detail(id: "1001"), router: RecordingRouter())
        let detail = try #require(resolved as? HomeDetailViewController)
        #expect(detail.requestedId == "1001")
        #expect(detail.item?.title == "Getting started")
        #expect(makeBootstrap().viewController(for: HomeRoute.home, router: RecordingRouter()) is HomeViewController)
    }

    @Test func foreignRouteIsNotMatched() {
        let bootstrap = makeBootstrap()
        #expect(bootstrap.viewController(for: ProfileRoute.profile(userId: "u001"), router: RecordingRouter()) == nil)
        #expect(bootstrap.viewController(for: SettingsRoute.settings, router: RecordingRouter()) == nil)
        #expect(bootstrap.registeredModuleNames == [AppModuleName.home.rawValue])
    }
}
