import Foundation

/// What the app reports to the analytics backend. Property values are strings on purpose:
/// the backend stores them as they are and the app never reads them back.
public struct AnalyticsEvent: Equatable {
    public let name: String
    public let properties: [String: String]
    public let occurredAt: Date

    public init(name: String, properties: [String: String] = [:], occurredAt: Date = Date()) {
        self.name = name
        self.properties = properties
        self.occurredAt = occurredAt
    }
}

public extension AnalyticsEvent {
    enum Name {
        public static let productDetailViewed = "product_detail_viewed"
        public static let pageDwell = "page_dwell"
    }
}
