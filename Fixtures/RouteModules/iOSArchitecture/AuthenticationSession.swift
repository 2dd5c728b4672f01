import Foundation
import AppModuleFacade

/// The app's signed-in state, owned by the shell.
///
/// Only the coordinator writes it, in answer to `LoginAuthStateEvent`; routes read it
/// through `AuthenticationRouteGuard` before they are shown.
@MainActor
final class AuthenticationSession: AuthenticationSessionManaging {
    private(set) var isLoggedIn: Bool
    /// When the state last changed, to tell a fresh login from a restored one.
    private(set) var lastChange: Date?

    init(isLoggedIn: Bool = false) {
        self.isLoggedIn = isLoggedIn
    }

    func updateLoginState(isLoggedIn: Bool) {
        guard isLoggedIn != self.isLoggedIn else {
            return
        }
        self.isLoggedIn = isLoggedIn
        lastChange = Date()
    }
}
