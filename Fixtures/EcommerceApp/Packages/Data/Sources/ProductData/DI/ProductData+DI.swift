import API
import DIAbstraction
import ProductAbstraction

public extension DIContainer {
    func registerProductService() {
        register((any ProductServiceProtocol).self) { container in
            ProductService(provider: container.resolve((any APIProviding).self))
        }
    }

    func registerProductRepository() {
        register((any ProductRepositoryProtocol).self) { container in
            ProductRepository(service: container.resolve((any ProductServiceProtocol).self))
        }
    }
}
