import Foundation

/// Marker for a destination of the unified routing system.
///
/// Each feature declares its own route enum (`ProductRoute`, `BasketRoute`, …) so that
/// routes are grouped by domain, never collected in one app-wide enum.
public protocol AppRoute {
    /// A stable name for analytics and for dispatching a route typed in by name.
    var routeName: String { get }

    /// How the route prefers to be shown when the caller passes no configuration of its own.
    var defaultConfiguration: RouteConfiguration { get }
}

public extension AppRoute {
    var routeName: String {
        String(describing: self)
    }

    var defaultConfiguration: RouteConfiguration {
        RouteConfiguration()
    }
}
