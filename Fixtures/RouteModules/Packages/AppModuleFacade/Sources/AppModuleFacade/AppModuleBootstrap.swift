import UIKit
import AppRouting

/// Builds the view controller of a route, or nil when the builder does not know the route.
public typealias RouteViewControllerBuilder = @MainActor (any Routable, any Router) -> UIViewController?

/// The table of route builders that every module registers into at launch.
///
/// A route is offered to the builders in registration order; each builder answers only for
/// its own route types, so a module never builds another module's screen.
@MainActor
public final class AppModuleBootstrap {
    private struct Entry {
        let moduleName: String
        let build: RouteViewControllerBuilder
    }

    private var entries: [Entry] = []

    public init() {}

    /// Adds a builder for the module named `moduleName`.
    public func append(moduleName: String, builder: @escaping RouteViewControllerBuilder) {
        entries.append(Entry(moduleName: moduleName, build: builder))
    }

    /// The names of the modules that registered builders, in registration order.
    public var registeredModuleNames: [String] {
        entries.map(\.moduleName)
    }

    /// The destination of `route`, or nil when no registered module recognises it; the
    /// caller then falls back to the not-found module.
    public func viewController(for route: any Routable, router: any Router) -> UIViewController? {
        for entry in entries {
            if let viewController = entry.build(route, router) {
                return viewController
            }
        }
        return nil
    }

    /// Whether some registered builder recognises `route`, without keeping what it built.
    public func canResolve(_ route: any Routable, router: any Router) -> Bool {
        viewController(for: route, router: router) != nil
    }
}
