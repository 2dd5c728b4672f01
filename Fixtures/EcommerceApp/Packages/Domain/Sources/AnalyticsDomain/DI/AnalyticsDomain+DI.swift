import AnalyticsAbstraction
import DIAbstraction

public extension DIContainer {
    func registerSendProductDetailAnalyticsDataUseCase() {
        register((any SendProductDetailAnalyticsDataUsecaseProtocol).self) { container in
            SendProductDetailAnalyticsDataUseCase(analytics: container.resolve((any AnalyticsWrapperProtocol).self))
        }
    }

    /// One tracker for the whole app: it holds the appearance times of the pages on screen.
    func registerTrackPageLifecycleUseCase() {
        register((any TrackPageLifecycleUseCaseProtocol).self, scope: .singleton) { container in
            TrackPageLifecycleUseCase(analytics: container.resolve((any AnalyticsWrapperProtocol).self))
        }
    }
}
