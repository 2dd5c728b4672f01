import ShopDomain

/// Keeps baskets.
public struct BasketStore {
    public var saved: [Basket] = []
}
