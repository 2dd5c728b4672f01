public protocol {{Name}}RepositoryProtocol {
    func itemCount() async throws -> Int
}
