import DIAbstraction
import ProductAbstraction

public extension DIContainer {
    func registerGetProductsUseCase() {
        register((any GetProductsUseCaseProtocol).self) { container in
            GetProductsUseCase(repository: container.resolve((any ProductRepositoryProtocol).self))
        }
    }
}
