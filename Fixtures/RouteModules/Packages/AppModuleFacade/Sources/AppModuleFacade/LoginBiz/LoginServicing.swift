/// The login service as other modules and the shell see it.
///
/// LoginModule provides the implementation; the composition root creates it once and passes
/// it where it is needed, typed as this protocol. Its event bus is the one the login events
/// travel on.
@MainActor
public protocol LoginServicing: AnyObject {
    /// The bus on which `LoginAuthStateEvent` and `RefreshEvent` are posted.
    var loginEventBus: AppEventBus { get }

    /// The identifier of the signed-in user, or nil when signed out.
    var currentUserId: String? { get }

    /// Signs in with the given credentials; returns whether they were accepted.
    func login(userId: String, password: String) -> Bool

    /// Signs out and posts `LoginAuthStateEvent(isLoggedIn: false)`.
    func logout()
}

extension LoginServicing {
    /// Whether a user is signed in.
    public var isLoggedIn: Bool {
        currentUserId != nil
    }
}
