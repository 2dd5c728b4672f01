import API
import DIAbstraction
import {{Name}}Abstraction

public extension DIContainer {
    /// Needs `registerAPIProvider(environment:)` to have run first.
    func register{{Name}}Service() {
        register((any {{Name}}ServiceProtocol).self) { container in
            {{Name}}Service(provider: container.resolve((any APIProviding).self))
        }
    }
}
