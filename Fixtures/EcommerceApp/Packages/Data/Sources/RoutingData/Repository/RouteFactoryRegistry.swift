import Foundation
import RoutingAbstraction

/// Every feature's route factory, asked in registration order.
@MainActor
public final class RouteFactoryRegistry {
    private var factories: [any RouteFactoryProtocol] = []

    public init() {}

    public func register(_ factory: any RouteFactoryProtocol) {
        guard !factories.contains(where: { $0 === factory }) else { return }
        factories.append(factory)
    }

    public var registeredCount: Int {
        factories.count
    }

    public func makeViewController(for route: any AppRoute) -> AnyObject? {
        factories.first { $0.canHandle(route) }?.makeViewController(for: route)
    }

    public func route(named name: String, parameters: [String: String]) -> (any AppRoute)? {
        for factory in factories {
            if let route = factory.route(named: name, parameters: parameters) {
                return route
            }
        }
        return nil
    }
}
