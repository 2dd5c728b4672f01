import Foundation
import Moya

/// The shop backend's endpoints. A feature's Api enum adopts this instead of `TargetType`
/// directly, so the host, headers and validation are declared once for every feature.
protocol ShopTarget: TargetType {}

extension ShopTarget {
    /// Required by Moya; `NetworkClient` replaces it with the environment chosen at launch.
    var baseURL: URL { ShopEnvironment.production.baseURL }

    var headers: [String: String]? {
        ["Accept": "application/json", "Content-Type": "application/json"]
    }

    var validationType: ValidationType { .successCodes }
}

/// Where the backend lives. A value, not a global switch: the app shell picks one at launch.
struct ShopEnvironment: Sendable {
    let baseURL: URL

    static let production = ShopEnvironment(baseURL: URL(string: "https://api.shop.example.com/v2")!)
    static let staging = ShopEnvironment(baseURL: URL(string: "https://staging.api.shop.example.com/v2")!)
}
