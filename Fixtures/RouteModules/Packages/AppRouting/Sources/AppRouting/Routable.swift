/// A destination in the app, named by what it means rather than by the screen that shows it.
///
/// A route carries its parameters as associated values (`.detail(id:)`), never through
/// shared state, and decides for itself how it is shown and whether it needs a signed-in
/// user, so that no caller has to repeat those decisions.
public protocol Routable: Sendable {
    /// How the destination is put on screen.
    var navigationStyle: NavigationStyle { get }

    /// Whether only a signed-in user may see the destination.
    var requiresAuthentication: Bool { get }

    /// The name of the module that builds the destination's view controller.
    var associatedModule: String { get }
}

extension Routable {
    /// A stable, readable form for logs and the not-found page, e.g. `home/detail(id: "1001")`.
    public var routeDescription: String {
        "\(associatedModule)/\(String(describing: self))"
    }

    /// Whether the route belongs to the module of the given name.
    public func belongs(toModule moduleName: String) -> Bool {
        associatedModule == moduleName
    }
}
