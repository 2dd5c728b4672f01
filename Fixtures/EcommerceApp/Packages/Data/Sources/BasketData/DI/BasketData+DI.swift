import API
import BasketAbstraction
import DIAbstraction

public extension DIContainer {
    func registerBasketService() {
        register((any BasketServiceProtocol).self) { container in
            BasketService(provider: container.resolve((any APIProviding).self))
        }
    }

    func registerBasketRepository() {
        register((any BasketRepositoryProtocol).self) { container in
            BasketRepository(service: container.resolve((any BasketServiceProtocol).self))
        }
    }
}
