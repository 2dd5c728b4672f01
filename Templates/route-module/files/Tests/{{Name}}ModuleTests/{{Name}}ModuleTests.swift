#if canImport(UIKit)
import Testing
import UIKit
import AppModuleFacade
@testable import {{Name}}Module

/// A router that opens nothing; these tests only build screens.
@MainActor
private final class InertRouter: Router {
    func route(_ route: any Routable, from source: UIViewController?) {}
    func canRoute(_ route: any Routable) -> Bool { true }
    func close(_ viewController: UIViewController, animated: Bool) {}
}

/// A route of some other module.
private struct ForeignRoute: Routable {
    let navigationStyle = NavigationStyle.push(animated: true)
    let requiresAuthentication = false
    let associatedModule = "elsewhere"
}

@MainActor
struct {{Name}}ModuleTests {
    private func makeBootstrap() -> AppModuleBootstrap {
        let bootstrap = AppModuleBootstrap()
        let module = {{Name}}Module()
        module.registerRouteHandlers(name: module.moduleName, into: bootstrap)
        return bootstrap
    }

    @Test func routeResolvesToItsViewController() throws {
        let resolved = makeBootstrap().viewController(for: {{Name}}Route.detail({{name}}Id: "1001"), router: InertRouter())
        let page = try #require(resolved as? {{Name}}ViewController)
        #expect(page.{{name}}Id == "1001")
        #expect(makeBootstrap().viewController(for: {{Name}}Route.list, router: InertRouter()) is {{Name}}ViewController)
    }

    @Test func foreignRouteIsNotMatched() {
        #expect(makeBootstrap().viewController(for: ForeignRoute(), router: InertRouter()) == nil)
    }
}
#endif
