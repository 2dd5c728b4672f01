/// Owns a flow of screens and the coordinators of its sub-flows.
///
/// The app coordinator is the root: it starts the tabs and keeps child coordinators alive
/// for as long as their flows are on screen.
@MainActor
public protocol Coordinator: AnyObject {
    /// Sub-flows that are running; a coordinator keeps them alive.
    var childCoordinators: [any Coordinator] { get set }

    /// Puts the flow's first screen on display.
    func start()
}

extension Coordinator {
    /// Starts a sub-flow and keeps it until `finish(_:)`.
    public func startChild(_ child: any Coordinator) {
        childCoordinators.append(child)
        child.start()
    }

    /// Releases a sub-flow once its screens are gone.
    public func finish(_ child: any Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }

    /// Whether a sub-flow of the same type is already running, so a second tap does not
    /// start it twice.
    public func hasChild<Child: Coordinator>(ofType type: Child.Type) -> Bool {
        childCoordinators.contains { $0 is Child }
    }
}
