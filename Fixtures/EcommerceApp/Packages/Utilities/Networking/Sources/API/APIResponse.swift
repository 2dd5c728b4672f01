import Foundation

public struct APIResponse {
    public let statusCode: Int
    public let data: Data

    public init(statusCode: Int, data: Data) {
        self.statusCode = statusCode
        self.data = data
    }

    public var isSuccess: Bool {
        (200..<300).contains(statusCode)
    }

    /// Decodes the body, or throws the HTTP error when the status is not a success.
    public func decode<Body: Decodable>(_ type: Body.Type) throws -> Body {
        guard isSuccess else {
            throw APIError.httpStatus(statusCode, body: String(data: data, encoding: .utf8))
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(type, from: data)
        } catch {
            throw APIError.decoding(String(describing: error))
        }
    }
}

public enum APIError: Error, Equatable {
    case invalidURL(String)
    case httpStatus(Int, body: String?)
    case decoding(String)
    case transport(String)
    /// Raised on purpose by `MockAPIProvider` to exercise error screens.
    case simulated
}
