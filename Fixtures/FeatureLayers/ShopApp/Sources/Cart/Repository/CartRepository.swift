import Foundation

/// Reads and writes the cart. It keeps the last answer in memory for cheap repeated reads
/// (the profile badge asks often) and passes changes through unchanged: whether a change
/// is allowed is the service's decision, not this type's.
protocol CartRepository: Sendable {
    func cart(refresh: Bool) async throws -> CartDTO
    func apply(_ change: CartChangeDTO) async throws -> CartDTO
    func clear() async throws
}

final class RemoteCartRepository: CartRepository {
    private let client: NetworkClient
    private let cache = MemoryCache<String, CartDTO>(timeToLive: 60)
    private let cacheKey = "cart"

    init(client: NetworkClient) {
        self.client = client
    }

    func cart(refresh: Bool) async throws -> CartDTO {
        if !refresh, let cached = await cache.value(for: cacheKey) {
            return cached
        }
        let cart = try await client.request(CartApi.cart, as: CartDTO.self)
        await cache.store(cart, for: cacheKey)
        return cart
    }

    func apply(_ change: CartChangeDTO) async throws -> CartDTO {
        let cart = try await client.request(CartApi.changeLine(change), as: CartDTO.self)
        await cache.store(cart, for: cacheKey)
        return cart
    }

    func clear() async throws {
        try await client.send(CartApi.clear)
        await cache.removeValue(for: cacheKey)
    }
}
