import DIAbstraction
import {{Name}}Abstraction

public extension DIContainer {
    /// Needs `register{{Name}}Repository()` from the data layer to have run first.
    func registerGet{{Name}}ListUseCase() {
        register((any Get{{Name}}ListUseCaseProtocol).self) { container in
            Get{{Name}}ListUseCase(repository: container.resolve((any {{Name}}RepositoryProtocol).self))
        }
    }
}
