import UIKit
import AppModuleFacade

/// Sign-in. Not a tab: the shell registers it in `appModules`, and it appears whenever a
/// `LoginRoute` is opened, including when a protected route is opened while signed out.
@MainActor
public final class LoginModule: AppModuleProviding {
    private let service: LoginService

    /// - Parameter service: the one login service of the app; the shell creates it and also
    ///   hands it to the other modules as `LoginServicing`.
    public init(service: LoginService) {
        self.service = service
    }

    public var moduleName: String {
        AppModuleName.login.rawValue
    }

    public func registerRouteHandlers(name: String, into resolver: AppModuleBootstrap) {
        let service = service
        resolver.append(moduleName: name) { route, router in
            guard let route = route as? LoginRoute else {
                return nil
            }
            switch route {
            case .login(let reason):
                return LoginViewController(router: router, service: service, reason: reason)
            }
        }
    }
}
