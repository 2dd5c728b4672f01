/// The ways a destination can be put on screen.
///
/// The style belongs to the route, not to the caller: the same route looks the same from a
/// button, a deep link or a notification.
public enum NavigationStyle: Sendable, Equatable {
    /// Pushed on the navigation stack of the source.
    case push(animated: Bool)
    /// Presented modally over the topmost screen.
    case present(animated: Bool, fullScreen: Bool)
    /// One of the root tabs; showing it means selecting its tab.
    case selectTab
    /// Replaces the window's root, e.g. after onboarding.
    case replaceRoot

    /// Whether the change is animated; tab switches and root replacements never are.
    public var isAnimated: Bool {
        switch self {
        case .push(let animated), .present(let animated, _):
            return animated
        case .selectTab, .replaceRoot:
            return false
        }
    }

    /// Whether the destination covers the current screen and must be dismissed to return.
    public var isModal: Bool {
        if case .present = self {
            return true
        }
        return false
    }
}
