import AnalyticsAbstraction
import Foundation
import RxSwift

public final class SendProductDetailAnalyticsDataUseCase: SendProductDetailAnalyticsDataUsecaseProtocol {
    private let analytics: any AnalyticsWrapperProtocol
    private let now: () -> Date

    public init(analytics: any AnalyticsWrapperProtocol, now: @escaping () -> Date = Date.init) {
        self.analytics = analytics
        self.now = now
    }

    public func execute(productId: Int, userId: String) -> Observable<Bool> {
        let event = AnalyticsEvent(
            name: AnalyticsEvent.Name.productDetailViewed,
            properties: ["product_id": String(productId), "user_id": userId],
            occurredAt: now()
        )
        // Analytics must never break a screen: a failed send is reported as `false`.
        return analytics.send(event).catchAndReturn(false)
    }
}
