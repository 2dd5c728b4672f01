import OrderedCollections

/// An amount in cents.
public struct Price: Hashable, Sendable {
    public var cents: Int

    public init(cents: Int) {
        self.cents = cents
    }
}

/// Prices by product name, in the order they were added.
public struct PriceList {
    public private(set) var prices: OrderedDictionary<String, Price> = [:]

    public init() {}

    public mutating func set(_ price: Price, for name: String) {
        prices[name] = price
    }
}
