import DIAbstraction
import UserAbstraction

public extension DIContainer {
    func registerLoginUserUseCase() {
        register((any LoginUserUseCaseProtocol).self) { container in
            LoginUserUseCase(repository: container.resolve((any UserRepositoryProtocol).self))
        }
    }
}
