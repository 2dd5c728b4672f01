import Foundation
import Moya

/// The one place that talks to Moya. Repositories hand it a feature's target and get a
/// decoded value back, so no feature deals with providers, status codes or JSON decoding.
final class NetworkClient: @unchecked Sendable {
    // MoyaProvider is safe to share across requests; it holds no per-request state.
    private let provider: MoyaProvider<MultiTarget>
    private let decoder: JSONDecoder
    private let log: AppLog

    init(environment: ShopEnvironment, plugins: [PluginType] = [], log: AppLog) {
        // Paths resolve against the environment chosen at launch, whatever a target's baseURL says.
        self.provider = MoyaProvider<MultiTarget>(endpointClosure: { target in
            Endpoint(url: environment.baseURL.appendingPathComponent(target.path).absoluteString,
                     sampleResponseClosure: { .networkResponse(200, target.sampleData) },
                     method: target.method, task: target.task, httpHeaderFields: target.headers)
        }, plugins: plugins)
        self.log = log
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        self.decoder = decoder
    }

    func request<Value: Decodable>(_ target: some TargetType, as type: Value.Type = Value.self) async throws -> Value {
        let response = try await send(MultiTarget(target))
        do {
            return try response.map(Value.self, using: decoder)
        } catch {
            log.error("decoding \(Value.self) from \(target.path) failed: \(error)")
            throw NetworkError.undecodable(path: target.path)
        }
    }

    /// For endpoints whose body carries nothing the caller needs.
    func send(_ target: some TargetType) async throws {
        _ = try await send(MultiTarget(target))
    }

    private func send(_ target: MultiTarget) async throws -> Response {
        try await withCheckedThrowingContinuation { continuation in
            provider.request(target) { result in
                switch result {
                case .success(let response):
                    continuation.resume(returning: response)
                case .failure(let error):
                    continuation.resume(throwing: NetworkError(error))
                }
            }
        }
    }
}
