import AnalyticsAbstraction
import API
import DIAbstraction

public extension DIContainer {
    func registerAnalyticsWrapper() {
        register((any AnalyticsWrapperProtocol).self, scope: .singleton) { container in
            AnalyticsWrapper(provider: container.resolve((any APIProviding).self))
        }
    }
}
