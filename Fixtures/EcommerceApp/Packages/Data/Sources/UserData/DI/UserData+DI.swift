import API
import DIAbstraction
import UserAbstraction

public extension DIContainer {
    func registerUserService() {
        register((any UserServiceProtocol).self) { container in
            UserService(provider: container.resolve((any APIProviding).self))
        }
    }

    func registerUserRepository() {
        register((any UserRepositoryProtocol).self) { container in
            UserRepository(service: container.resolve((any UserServiceProtocol).self))
        }
    }
}
