import AppRouting

/// Routes into the Setting module.
///
/// Deep link: `myapp://app/settings`.
public enum SettingsRoute: Routable, Equatable {
    /// The Settings tab.
    case settings
    /// The version and licence page.
    case about

    public var navigationStyle: NavigationStyle {
        switch self {
        case .settings:
            return .selectTab
        case .about:
            return .push(animated: true)
        }
    }

    public var requiresAuthentication: Bool {
        false
    }

    public var associatedModule: String {
        AppModuleName.setting.rawValue
    }
}
