/// A basket of products.
public struct Basket: Sendable {
    public var items: [String] = []

    public init() {}
}

/// Named after no role: the banned-name rule reports it.
public final class BasketManager {}
