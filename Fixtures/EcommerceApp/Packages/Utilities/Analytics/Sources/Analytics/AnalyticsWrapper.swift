import AnalyticsAbstraction
import API
import Foundation
@preconcurrency import RxSwift

/// Sends events to the backend and echoes each result to the console, which is where
/// developers look for them during a debug session.
public final class AnalyticsWrapper: AnalyticsWrapperProtocol {
    private let provider: any APIProviding
    private let log: (String) -> Void

    public init(provider: any APIProviding, log: @escaping (String) -> Void = { print($0) }) {
        self.provider = provider
        self.log = log
    }

    public func send(_ event: AnalyticsEvent) -> Observable<Bool> {
        provider.perform(AnalyticsEventRequest(event: event))
            .map(\.isSuccess)
            .do(
                onNext: { [log] accepted in
                    log("[Analytics] \(event.name) \(event.properties) → \(accepted ? "accepted" : "rejected")")
                },
                onError: { [log] error in
                    log("[Analytics] \(event.name) failed: \(error)")
                }
            )
    }
}

/// `POST /analytics/event`, in the backend's snake_case format.
struct AnalyticsEventRequest: APIRequest {
    private struct Body: Encodable {
        let name: String
        let properties: [String: String]
        let occurredAt: Date
        let platform = "ios"

        enum CodingKeys: String, CodingKey {
            case name, properties, platform
            case occurredAt = "occurred_at"
        }
    }

    let path = APIConstants.Path.analyticsEvent
    let method = HTTPMethod.post
    let body: Data?

    init(event: AnalyticsEvent) {
        body = JSONBody.encode(Body(name: event.name, properties: event.properties, occurredAt: event.occurredAt))
    }
}
