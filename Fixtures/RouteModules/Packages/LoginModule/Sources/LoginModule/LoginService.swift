import AppModuleFacade

/// The login service. It owns the bus on which the login events travel and posts on it when
/// the user signs out; the login screen posts when the user signs in.
@MainActor
public final class LoginService: LoginServicing {
    public let loginEventBus: AppEventBus
    public private(set) var currentUserId: String?

    public init(loginEventBus: AppEventBus = AppEventBus()) {
        self.loginEventBus = loginEventBus
    }

    /// Accepts any user with a password of at least `minimumPasswordLength` characters; a
    /// real service would ask the server.
    public func login(userId: String, password: String) -> Bool {
        guard !userId.isEmpty, password.count >= Self.minimumPasswordLength else {
            return false
        }
        currentUserId = userId
        return true
    }

    public func logout() {
        guard currentUserId != nil else {
            return
        }
        currentUserId = nil
        loginEventBus.post(LoginAuthStateEvent(isLoggedIn: false))
    }

    static let minimumPasswordLength = 4
}
