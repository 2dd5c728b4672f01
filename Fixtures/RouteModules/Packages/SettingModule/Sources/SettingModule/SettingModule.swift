import UIKit
import AppModuleFacade

/// The Settings tab. It builds the screens of `SettingsRoute`.
@MainActor
public final class SettingModule: TabModuleProviding {
    private let loginService: any LoginServicing
    private let appVersion: String

    /// - Parameters:
    ///   - loginService: for the sign-in and logout rows.
    ///   - appVersion: shown on the about page; the shell reads it from the bundle.
    public init(loginService: any LoginServicing, appVersion: String) {
        self.loginService = loginService
        self.appVersion = appVersion
    }

    public var moduleName: String {
        AppModuleName.setting.rawValue
    }

    public var tabItem: TabItemDescriptor {
        TabItemDescriptor(title: "Settings", systemImageName: "gearshape", order: 2)
    }

    public func makeRootViewController(router: any Router) -> UIViewController {
        SettingsViewController(router: router, loginService: loginService)
    }

    public func registerRouteHandlers(name: String, into resolver: AppModuleBootstrap) {
        let loginService = loginService
        let appVersion = appVersion
        resolver.append(moduleName: name) { route, router in
            guard let route = route as? SettingsRoute else {
                return nil
            }
            switch route {
            case .settings:
                return SettingsViewController(router: router, loginService: loginService)
            case .about:
                return AboutViewController(appVersion: appVersion)
            }
        }
    }
}
