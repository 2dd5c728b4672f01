import DIAbstraction
import Foundation

public extension DIContainer {
    /// Registers the constants and the provider for `environment`: canned data in dev,
    /// the real backend in production.
    func registerAPIProvider(environment: APIEnvironment, mockDelay: DispatchTimeInterval = .seconds(1)) {
        let constants = APIConstants(environment: environment)
        register(APIConstants.self, scope: .singleton) { _ in constants }
        register((any APIProviding).self, scope: .singleton) { _ -> any APIProviding in
            if environment.usesMockProvider {
                return MockAPIProvider(delay: mockDelay)
            }
            return APIProvider(constants: constants)
        }
    }
}
