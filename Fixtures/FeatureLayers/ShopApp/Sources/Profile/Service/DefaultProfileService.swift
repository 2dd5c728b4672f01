import Foundation

/// The profile's business rules: which menu entries the user's tier unlocks, their order,
/// the cart badge, and the header line. The cart count comes from Cart's service protocol.
final class DefaultProfileService: ProfileService {
    private let repository: any ProfileRepository
    private let cart: any CartService

    init(repository: any ProfileRepository, cart: any CartService) {
        self.repository = repository
        self.cart = cart
    }

    func fetchMenuItems() async -> [ProfileMenuItem] {
        let tier = (try? await repository.currentUser()).map { MembershipTier(code: $0.tier) } ?? .guest
        let entries = (try? await repository.menuEntries()) ?? []
        let cartCount = await cart.itemCount()
        return entries
            .filter { MembershipTier(code: $0.minimumTier) <= tier }
            .filter { $0.route != nil || tier > .guest }   // guests have no session to end
            .sorted { ($0.position, $0.id) < ($1.position, $1.id) }
            .map { entry in
                ProfileMenuItem(id: entry.id, title: entry.title, iconName: entry.iconName,
                                badge: entry.showsCartCount && cartCount > 0 ? "\(cartCount)" : nil,
                                action: entry.route.map { .open(PageRoute(rawValue: $0)) } ?? .signOut)
            }
    }

    func summary() async throws -> ProfileSummary {
        let user = try await repository.currentUser()
        let tier = MembershipTier(code: user.tier)
        let since = user.memberSince.formatted(.dateTime.year())
        return ProfileSummary(displayName: user.displayName,
                              subtitle: tier > .standard ? "\(user.tier.capitalized) · \(since)" : user.email)
    }

    func signOut() async throws {
        try await repository.signOut()
        try await cart.clear()
    }
}
