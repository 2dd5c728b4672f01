import Foundation

public struct PriceFormatter {
    public init() {}

    public func string(for price: Price) -> String {
        "\(price.cents / 100).\(String(format: "%02d", price.cents % 100))"
    }
}
