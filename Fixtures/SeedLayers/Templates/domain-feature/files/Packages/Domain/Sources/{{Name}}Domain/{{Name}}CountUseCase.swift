import {{Name}}Abstraction
import DIAbstraction

public struct {{Name}}CountUseCase {
    private let repository: any {{Name}}RepositoryProtocol

    public init(repository: any {{Name}}RepositoryProtocol) {
        self.repository = repository
    }

    public func callAsFunction() async throws -> Int {
        try await repository.itemCount()
    }
}
