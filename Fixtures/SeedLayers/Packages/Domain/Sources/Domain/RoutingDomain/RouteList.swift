import RoutingAbstraction

public struct RouteList {
    public var routes: [any Route] = []

    public init() {}
}
