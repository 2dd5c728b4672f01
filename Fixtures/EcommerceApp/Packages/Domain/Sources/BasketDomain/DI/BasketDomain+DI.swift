import BasketAbstraction
import DIAbstraction

public extension DIContainer {
    func registerAddProductUseCase() {
        register((any AddProductUseCaseProtocol).self) { container in
            AddProductUseCase(repository: container.resolve((any BasketRepositoryProtocol).self))
        }
    }

    func registerGetBasketUseCase() {
        register((any GetBasketUseCaseProtocol).self) { container in
            GetBasketUseCase(repository: container.resolve((any BasketRepositoryProtocol).self))
        }
    }
}
