import Foundation

/// The profile page's data source. The page binds to `menuItems.count` and each item; it
/// never knows how many entries there are or what they do.
@MainActor
final class ProfileViewModel {
    private let service: any ProfileService
    private(set) var header: ProfileSummary?
    private(set) var menuItems: [ProfileMenuItem] = []
    private(set) var state = LoadState.idle
    var onChange: (() -> Void)?

    init(service: any ProfileService) {
        self.service = service
    }

    func load() async {
        state = .loading
        onChange?()
        header = try? await service.summary()
        menuItems = await service.fetchMenuItems()
        state = .loaded
        onChange?()
    }

    /// Carries out the selected item's action; returns the route to open, if any. The
    /// decision follows the item's data, not its position in the list.
    func selectItem(at index: Int) async -> PageRoute? {
        guard menuItems.indices.contains(index) else { return nil }
        switch menuItems[index].action {
        case .open(let route):
            return route
        case .signOut:
            do {
                try await service.signOut()
            } catch {
                state = .failed(message: String(localized: "profile.signOut.failed"))
                onChange?()
                return nil
            }
            await load()
            return nil
        }
    }
}
