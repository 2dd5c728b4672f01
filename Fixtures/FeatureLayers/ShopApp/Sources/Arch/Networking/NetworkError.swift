import Foundation
import Moya

/// Transport failures, stripped of Moya's types so features never import Moya to handle them.
enum NetworkError: Error, Equatable, Sendable {
    case offline
    case unauthorized
    case server(statusCode: Int)
    case undecodable(path: String)
    case unknown

    init(_ error: MoyaError) {
        switch error {
        case .statusCode(let response) where response.statusCode == 401:
            self = .unauthorized
        case .statusCode(let response):
            self = .server(statusCode: response.statusCode)
        case .underlying(let underlying, _) where (underlying as? URLError)?.code == .notConnectedToInternet:
            self = .offline
        case .objectMapping, .jsonMapping:
            self = .undecodable(path: "")
        default:
            self = .unknown
        }
    }
}
