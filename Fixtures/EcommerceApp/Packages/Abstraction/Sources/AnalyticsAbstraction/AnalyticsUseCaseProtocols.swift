import Foundation
import RxSwift

public protocol SendProductDetailAnalyticsDataUsecaseProtocol {
    func execute(productId: Int, userId: String) -> Observable<Bool>
}

/// Measures how long a page stays on screen. Callers only report appear/disappear;
/// the use case owns the clock and the reporting.
public protocol TrackPageLifecycleUseCaseProtocol: AnyObject {
    func pageDidAppear(pageName: String)
    func pageDidDisappear(pageName: String)
}
