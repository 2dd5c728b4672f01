import AppRouting

/// The shared services the shell hands to the coordinator and to the modules that need them.
///
/// The composition root creates every service once and passes this value down; nothing in
/// a business module reaches for a shared instance.
@MainActor
public struct AppDependencies {
    /// The signed-in state that guards routes.
    public let session: any AuthenticationSessionManaging

    /// The login service; its event bus carries the login events between modules.
    public let loginService: any LoginServicing

    public init(session: any AuthenticationSessionManaging, loginService: any LoginServicing) {
        self.session = session
        self.loginService = loginService
    }

    /// The bus on which login state changes are posted and observed.
    public var eventBus: AppEventBus {
        loginService.loginEventBus
    }
}
