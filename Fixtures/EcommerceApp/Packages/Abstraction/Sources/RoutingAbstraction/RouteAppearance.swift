import Foundation

public enum RouteBackButtonConfiguration: Equatable {
    case systemDefault
    case hidden
    /// `imageName` names an asset of the main bundle.
    case custom(title: String?, imageName: String?)
}

public struct RouteBarVisibilityConfiguration: Equatable {
    public var hidesNavigationBar: Bool
    public var hidesTabBar: Bool

    public init(hidesNavigationBar: Bool = false, hidesTabBar: Bool = false) {
        self.hidesNavigationBar = hidesNavigationBar
        self.hidesTabBar = hidesTabBar
    }
}

public enum RouteTitleConfiguration {
    case text(String, style: RouteTitleStyle = .standard)
    case attributedText(AttributedString)
    /// Builds the title view lazily; returns a platform view, typed `AnyObject` to keep this layer UI-free.
    case customTitleView(() -> AnyObject)
}

public enum RouteTitleStyle: Equatable {
    case standard
    case large
    case brand
}
