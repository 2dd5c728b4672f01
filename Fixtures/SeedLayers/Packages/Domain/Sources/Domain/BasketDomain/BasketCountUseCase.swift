import BasketAbstraction
import DIAbstraction

public struct BasketCountUseCase {
    private let repository: any BasketRepositoryProtocol

    public init(repository: any BasketRepositoryProtocol) {
        self.repository = repository
    }

    public func callAsFunction() async throws -> Int {
        try await repository.itemCount()
    }
}
