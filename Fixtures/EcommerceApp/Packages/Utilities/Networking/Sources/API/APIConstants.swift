import Foundation

/// Addresses of the backend for one environment.
public struct APIConstants: Equatable {
    public let environment: APIEnvironment

    public init(environment: APIEnvironment) {
        self.environment = environment
    }

    public var baseURL: URL {
        environment.baseURL
    }

    /// The web site shown in the web container lives next to the API.
    public var webBaseURL: URL {
        baseURL.appendingPathComponent("web")
    }

    public enum Path {
        public static let products = "/products"
        public static let basketAdd = "/basket/add"
        public static let users = "/users"
        public static let analyticsEvent = "/analytics/event"

        public static func basketView(userId: String) -> String {
            "/basket/view/\(userId.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? userId)"
        }
    }
}
