import Testing
import UIKit
import AppModuleFacade
@testable import NotFoundModule

@MainActor
private final class RecordingRouter: Router {
    func route(_ route: any Routable, from source: UIViewController?) {}
    func canRoute(_ route: any Routable) -> Bool { true }
    func close(_ viewController: UIViewController, animated: Bool) {}
}

@MainActor
struct NotFoundModuleTests {
    @Test func notFoundRouteResolvesToTheFallbackPageAndIsReported() throws {
        var reported: [String] = []
        let bootstrap = AppModuleBootstrap()
        let module = NotFoundModule { reported.append($0) }
        module.registerRouteHandlers(name: module.moduleName, into: bootstrap)

        let route = NotFoundRoute.notFound(requested: "myapp://app/orders")
        let page = try #require(bootstrap.viewController(for: route, router: RecordingRouter()) as? NotFoundViewController)

        #expect(page.requested == "myapp://app/orders")
        #expect(reported == ["myapp://app/orders"])
    }

    @Test func foreignRouteIsNotMatched() {
        let bootstrap = AppModuleBootstrap()
        let module = NotFoundModule()
        module.registerRouteHandlers(name: module.moduleName, into: bootstrap)

        #expect(bootstrap.viewController(for: HomeRoute.detail(id: "404"), router: RecordingRouter()) == nil)
        #expect(bootstrap.viewController(for: SettingsRoute.about, router: RecordingRouter()) == nil)
    }
}
