import RoutingAbstraction
@testable import RoutingDomain
import XCTest

@MainActor
final class NavigateUseCaseTests: XCTestCase {
    private enum TestRoute: AppRoute, Equatable {
        case home
        case account

        var defaultConfiguration: RouteConfiguration {
            self == .account ? RouteConfiguration(presentationStyle: .present(modal: .pageSheet)) : RouteConfiguration()
        }
    }

    private final class RouterSpy: RouterProtocol {
        var knownRoutes: [String: any AppRoute] = [:]
        var canNavigate = true
        private(set) var navigations: [(route: any AppRoute, configuration: RouteConfiguration)] = []
        private(set) var goBackCalls: [Bool] = []

        func navigate(to route: any AppRoute, configuration: RouteConfiguration) -> Bool {
            navigations.append((route, configuration))
            return canNavigate
        }

        func goBack(animated: Bool) {
            goBackCalls.append(animated)
        }

        func resolveRoute(fromLink link: String) -> (any AppRoute)? {
            knownRoutes[link]
        }
    }

    func testNavigateUseCaseForwardsRoute() {
        let router = RouterSpy()
        let useCase = NavigateUseCase(router: router)

        let outcome = useCase.navigate(to: TestRoute.home, configuration: nil)

        XCTAssertEqual(outcome, .navigated)
        XCTAssertEqual(router.navigations.count, 1)
        XCTAssertEqual(router.navigations.first?.route as? TestRoute, .home)
    }

    func testCallerConfigurationOverridesRouteDefaults() {
        let router = RouterSpy()
        let useCase = NavigateUseCase(router: router)

        useCase.navigate(to: TestRoute.account, configuration: RouteConfiguration(transition: .custom(.fadeScale)))

        let configuration = router.navigations.first?.configuration
        XCTAssertEqual(configuration?.presentationStyle, .present(modal: .pageSheet))
        XCTAssertEqual(configuration?.transition, .custom(.fadeScale))
    }

    func testDeniedPreCheckStopsNavigationBeforeTheRouter() {
        let router = RouterSpy()
        let preCheck = RequiresSignedInUserPreCheck(protectedRouteNames: ["account"], isSignedIn: { false })
        let useCase = NavigateUseCase(router: router, preChecks: [preCheck])

        let outcome = useCase.navigate(to: TestRoute.account, configuration: nil)

        XCTAssertEqual(outcome, .blocked(reason: "Please sign in to open this page."))
        XCTAssertTrue(router.navigations.isEmpty)
    }

    func testUnknownLinkIsReportedWithItsName() {
        let router = RouterSpy()
        router.knownRoutes = ["home": TestRoute.home]
        let useCase = NavigateUseCase(router: router)

        XCTAssertEqual(useCase.navigate(toLink: "  settings ", configuration: nil), .unknownRoute(name: "settings"))
        XCTAssertEqual(useCase.navigate(toLink: "home", configuration: nil), .navigated)
    }

    func testGoBackIsForwarded() {
        let router = RouterSpy()
        NavigateUseCase(router: router).goBack(animated: false)
        XCTAssertEqual(router.goBackCalls, [false])
    }
}
