import DIAbstraction
import {{Name}}Abstraction

public extension DIContainer {
    /// Needs `register{{Name}}Service()` to have run first.
    func register{{Name}}Repository() {
        register((any {{Name}}RepositoryProtocol).self) { container in
            {{Name}}Repository(service: container.resolve((any {{Name}}ServiceProtocol).self))
        }
    }
}
