import API
import DIAbstraction
import WebContainerAbstraction

public extension DIContainer {
    func registerWebContentRepository() {
        register((any WebContentRepositoryProtocol).self) { container in
            WebContentRepositoryImpl(constants: container.resolve(APIConstants.self))
        }
    }

    /// A singleton: rules added at run time must be seen by every web container.
    func registerWebBridgeRuleRepository() {
        register((any WebBridgeRuleRepositoryProtocol).self, scope: .singleton) { _ in
            WebBridgeRuleRepositoryImpl(initialRules: WebBridgeRuleSeedService().initialRules())
        }
    }
}
