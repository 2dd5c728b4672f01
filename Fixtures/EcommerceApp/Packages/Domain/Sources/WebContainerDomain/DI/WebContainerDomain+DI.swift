import DIAbstraction
import WebContainerAbstraction

public extension DIContainer {
    func registerLoadWebContentUseCase() {
        register((any LoadWebContentUseCaseProtocol).self) { container in
            LoadWebContentUseCase(repository: container.resolve((any WebContentRepositoryProtocol).self))
        }
    }

    func registerProcessBridgeCommandUseCase() {
        register((any ProcessBridgeCommandUseCaseProtocol).self) { container in
            ProcessBridgeCommandUseCase(rules: container.resolve((any WebBridgeRuleRepositoryProtocol).self))
        }
    }
}
