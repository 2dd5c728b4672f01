import Foundation

/// Catalogue data from the network, with categories cached on disk so the shelves show at
/// once on a cold start. It returns what the backend says; filtering and ordering for sale
/// are the service's job.
protocol CatalogRepository: Sendable {
    func categories() async throws -> [CategoryDTO]
    func products(inCategory categoryID: String, page: Int) async throws -> ProductPageDTO
    func stock(ofProduct productID: String) async throws -> StockDTO
}

final class RemoteCatalogRepository: CatalogRepository {
    private let client: NetworkClient
    private let disk: DiskCache
    private let pages = MemoryCache<String, ProductPageDTO>(timeToLive: 300)

    init(client: NetworkClient, disk: DiskCache) {
        self.client = client
        self.disk = disk
    }

    func categories() async throws -> [CategoryDTO] {
        do {
            let categories = try await client.request(CatalogApi.categories, as: [CategoryDTO].self)
            disk.write(categories, key: "catalog.categories")
            return categories
        } catch {
            guard let cached = disk.read([CategoryDTO].self, key: "catalog.categories") else { throw error }
            return cached
        }
    }

    func products(inCategory categoryID: String, page: Int) async throws -> ProductPageDTO {
        let key = "\(categoryID)#\(page)"
        if let cached = await pages.value(for: key) {
            return cached
        }
        let result = try await client.request(CatalogApi.products(categoryID: categoryID, page: page), as: ProductPageDTO.self)
        await pages.store(result, for: key)
        return result
    }

    func stock(ofProduct productID: String) async throws -> StockDTO {
        try await client.request(CatalogApi.stock(productID: productID), as: StockDTO.self)
    }
}
