import Foundation
import RxSwift

/// The transport for analytics events. The Utilities layer provides it; use cases only see this contract.
public protocol AnalyticsWrapperProtocol {
    /// Emits `true` once the backend accepted the event.
    func send(_ event: AnalyticsEvent) -> Observable<Bool>
}
