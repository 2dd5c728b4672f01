import Foundation

public enum RoutePresentationStyle: Equatable {
    case push
    case present(modal: RouteModalStyle)
}

/// Mirrors the modal presentation styles the app uses, without naming UIKit types.
public enum RouteModalStyle: Equatable {
    case automatic
    case pageSheet
    case formSheet
    case fullScreen
    case overFullScreen
    /// Presented inside its own navigation controller so the page keeps a title bar.
    case wrappedInNavigation(fullScreen: Bool)
}

public enum RouteTransition: Equatable {
    /// The platform's standard animation for the presentation style.
    case systemDefault
    case system(SystemRouteAnimation)
    /// An animation the Data layer knows by its key, such as `.fadeScale`.
    case custom(CustomRouteAnimationKey)
}

public enum SystemRouteAnimation: Equatable {
    case fade
    case slide
    case flip
}

public struct CustomRouteAnimationKey: Hashable, RawRepresentable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let fadeScale = CustomRouteAnimationKey(rawValue: "fadeScale")
}
