import UIKit
import AppModuleFacade

/// The Profile tab. It builds the screens of `ProfileRoute`.
///
/// The signed-in user comes from the login service, passed in as the facade's protocol:
/// this module never sees LoginModule.
@MainActor
public final class ProfileModule: TabModuleProviding {
    private let loginService: any LoginServicing

    public init(loginService: any LoginServicing) {
        self.loginService = loginService
    }

    public var moduleName: String {
        AppModuleName.profile.rawValue
    }

    public var tabItem: TabItemDescriptor {
        TabItemDescriptor(title: "Profile", systemImageName: "person.crop.circle", order: 1)
    }

    public func makeRootViewController(router: any Router) -> UIViewController {
        ProfileViewController(router: router, subject: .signedInUser, loginService: loginService)
    }

    public func registerRouteHandlers(name: String, into resolver: AppModuleBootstrap) {
        let loginService = loginService
        resolver.append(moduleName: name) { route, router in
            guard let route = route as? ProfileRoute else {
                return nil
            }
            switch route {
            case .me:
                return ProfileViewController(router: router, subject: .signedInUser, loginService: loginService)
            case .profile(let userId):
                return ProfileViewController(router: router, subject: .user(id: userId), loginService: loginService)
            }
        }
    }
}
