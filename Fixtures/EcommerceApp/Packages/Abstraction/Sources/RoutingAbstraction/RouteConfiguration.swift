import Foundation

/// How a route is shown. Every field is optional, and `nil` means "the system default",
/// so `RouteConfiguration()` is a plain push with the standard bars and title.
public struct RouteConfiguration {
    public var presentationStyle: RoutePresentationStyle?
    public var transition: RouteTransition?
    public var backButton: RouteBackButtonConfiguration?
    public var barVisibility: RouteBarVisibilityConfiguration?
    public var titleConfiguration: RouteTitleConfiguration?

    public init(
        presentationStyle: RoutePresentationStyle? = nil,
        transition: RouteTransition? = nil,
        backButton: RouteBackButtonConfiguration? = nil,
        barVisibility: RouteBarVisibilityConfiguration? = nil,
        titleConfiguration: RouteTitleConfiguration? = nil
    ) {
        self.presentationStyle = presentationStyle
        self.transition = transition
        self.backButton = backButton
        self.barVisibility = barVisibility
        self.titleConfiguration = titleConfiguration
    }

    /// Fields set in `override` win; the others keep this configuration's values.
    public func merged(with override: RouteConfiguration?) -> RouteConfiguration {
        guard let override else { return self }
        return RouteConfiguration(
            presentationStyle: override.presentationStyle ?? presentationStyle,
            transition: override.transition ?? transition,
            backButton: override.backButton ?? backButton,
            barVisibility: override.barVisibility ?? barVisibility,
            titleConfiguration: override.titleConfiguration ?? titleConfiguration
        )
    }
}
