import AppRouting

/// Routes into the Profile module. Every profile page needs a signed-in user.
///
/// Deep link: `myapp://app/profile?userId=u001`.
public enum ProfileRoute: Routable, Equatable {
    /// The Profile tab, showing the signed-in user.
    case me
    /// The public profile of any user.
    case profile(userId: String)

    public var navigationStyle: NavigationStyle {
        switch self {
        case .me:
            return .selectTab
        case .profile:
            return .push(animated: true)
        }
    }

    public var requiresAuthentication: Bool {
        true
    }

    public var associatedModule: String {
        AppModuleName.profile.rawValue
    }
}
