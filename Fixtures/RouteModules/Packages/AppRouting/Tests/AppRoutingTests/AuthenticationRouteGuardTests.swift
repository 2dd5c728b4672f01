import Testing
import AppRouting

private enum SampleRoute: Routable {
    case inbox
    case signIn
    case about

    var navigationStyle: NavigationStyle {
        switch self {
        case .inbox, .about: return .push(animated: true)
        case .signIn: return .present(animated: true, fullScreen: true)
        }
    }

    var requiresAuthentication: Bool { self != .about }
    var associatedModule: String { self == .signIn ? "login" : "mail" }
}

struct AuthenticationRouteGuardTests {
    private let routeGuard = AuthenticationRouteGuard(exemptModules: ["login"])

    @Test func protectedRouteWaitsForLoginWhenSignedOut() {
        #expect(routeGuard.decision(for: SampleRoute.inbox, isLoggedIn: false) == .requireLogin)
        #expect(routeGuard.decision(for: SampleRoute.inbox, isLoggedIn: true) == .proceed)
    }

    @Test func publicAndExemptRoutesAlwaysProceed() {
        #expect(routeGuard.decision(for: SampleRoute.about, isLoggedIn: false) == .proceed)
        #expect(routeGuard.decision(for: SampleRoute.signIn, isLoggedIn: false) == .proceed)
    }

    @Test func onlyPresentedStylesAreModal() {
        #expect(SampleRoute.signIn.navigationStyle.isModal)
        #expect(!SampleRoute.inbox.navigationStyle.isModal)
        #expect(!NavigationStyle.selectTab.isAnimated)
        #expect(SampleRoute.inbox.routeDescription == "mail/inbox")
    }
}
