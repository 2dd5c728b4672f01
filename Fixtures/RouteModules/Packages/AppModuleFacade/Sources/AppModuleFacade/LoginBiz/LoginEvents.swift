/// Posted on the login event bus whenever the signed-in state changes: by the login screen
/// after a successful sign-in, by the login service on logout.
///
/// The type lives in the facade so that the poster (LoginModule) and the listener (the
/// shell's coordinator) share it without knowing each other.
public struct LoginAuthStateEvent: AppBusEvent, Equatable {
    public let isLoggedIn: Bool

    public init(isLoggedIn: Bool) {
        self.isLoggedIn = isLoggedIn
    }
}

/// Asks every screen that shows user data to reload it, e.g. after a different user signed in.
public struct RefreshEvent: AppBusEvent, Equatable {
    /// The module whose data changed, or nil when all of them should reload.
    public let moduleName: String?

    public init(moduleName: String? = nil) {
        self.moduleName = moduleName
    }

    /// Whether a screen of `module` should reload for this event.
    public func concerns(_ module: AppModuleName) -> Bool {
        moduleName == nil || moduleName == module.rawValue
    }
}
