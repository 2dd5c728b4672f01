import AnalyticsAbstraction
import Foundation
import RxSwift

/// Turns appear/disappear pairs into one `page_dwell` event per visit.
public final class TrackPageLifecycleUseCase: TrackPageLifecycleUseCaseProtocol {
    /// Visits shorter than this are transitions the user passed through, not page views.
    public static let minimumReportedDwell: TimeInterval = 0.5

    private let analytics: any AnalyticsWrapperProtocol
    private let now: () -> Date
    private let lock = NSLock()
    private var appearances: [String: Date] = [:]
    private let disposeBag = DisposeBag()

    public init(analytics: any AnalyticsWrapperProtocol, now: @escaping () -> Date = Date.init) {
        self.analytics = analytics
        self.now = now
    }

    public func pageDidAppear(pageName: String) {
        lock.lock()
        defer { lock.unlock() }
        appearances[pageName] = now()
    }

    public func pageDidDisappear(pageName: String) {
        lock.lock()
        let appearedAt = appearances.removeValue(forKey: pageName)
        lock.unlock()

        guard let appearedAt else { return }
        let dwell = now().timeIntervalSince(appearedAt)
        guard dwell >= Self.minimumReportedDwell else { return }

        let event = AnalyticsEvent(
            name: AnalyticsEvent.Name.pageDwell,
            properties: ["page": pageName, "dwell_ms": String(Int(dwell * 1000))],
            occurredAt: appearedAt
        )
        analytics.send(event)
            .subscribe(onError: { _ in /* dwell time is best effort */ })
            .disposed(by: disposeBag)
    }
}
