import Foundation

/// Sends one endpoint and returns the response body. The composition root adapts the app's
/// network client to this shape, and tests pass canned data, so the repository never knows which.
typealias {{Name}}Transport = @Sendable ({{Name}}Api) async throws -> Data

/// Reads and writes {{Name}} data. It answers "what is there", never "what is allowed":
/// those decisions belong to {{Name}}Service.
protocol {{Name}}Repository: Sendable {
    func list() async throws -> [{{Name}}DTO]
    func detail(id: String) async throws -> {{Name}}DTO
    func cancel(id: String) async throws
}

/// Network first; the last list that arrived is kept in memory and served when the network fails.
actor Live{{Name}}Repository: {{Name}}Repository {
    private let transport: {{Name}}Transport
    private let decoder: JSONDecoder
    private var lastList: [{{Name}}DTO]?

    init(transport: @escaping {{Name}}Transport) {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        self.transport = transport
        self.decoder = decoder
    }

    func list() async throws -> [{{Name}}DTO] {
        do {
            let items = try await decoder.decode({{Name}}ListDTO.self, from: transport(.list)).items
            lastList = items
            return items
        } catch let error as URLError {
            guard let lastList else { throw error }
            return lastList
        }
    }

    func detail(id: String) async throws -> {{Name}}DTO {
        try await decoder.decode({{Name}}DTO.self, from: transport(.detail(id: id)))
    }

    func cancel(id: String) async throws {
        _ = try await transport(.cancel(id: id))
        // The cached list still shows the old status; drop it rather than patch it.
        lastList = nil
    }
}
