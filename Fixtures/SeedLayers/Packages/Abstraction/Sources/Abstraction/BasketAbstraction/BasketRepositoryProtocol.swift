public protocol BasketRepositoryProtocol {
    func itemCount() async throws -> Int
}
