import Foundation

/// The profile's data: the user from the network, the menu configuration from the network
/// with the last good copy on disk. It makes no choice about what the user may see.
protocol ProfileRepository: Sendable {
    func currentUser() async throws -> UserProfileDTO
    func menuEntries() async throws -> [MenuEntryDTO]
    func signOut() async throws
}

final class RemoteProfileRepository: ProfileRepository {
    private let client: NetworkClient
    private let disk: DiskCache
    private let appVersion: String
    private let menuKey = "profile.menu"

    init(client: NetworkClient, disk: DiskCache, appVersion: String) {
        self.client = client
        self.disk = disk
        self.appVersion = appVersion
    }

    func currentUser() async throws -> UserProfileDTO {
        try await client.request(ProfileApi.currentUser, as: UserProfileDTO.self)
    }

    func menuEntries() async throws -> [MenuEntryDTO] {
        do {
            let entries = try await client.request(ProfileApi.menuConfiguration(appVersion: appVersion), as: [MenuEntryDTO].self)
            disk.write(entries, key: menuKey)
            return entries
        } catch {
            guard let cached = disk.read([MenuEntryDTO].self, key: menuKey) else { throw error }
            return cached
        }
    }

    func signOut() async throws {
        try await client.send(ProfileApi.signOut)
    }
}
