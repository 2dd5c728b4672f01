import Combine
import Foundation

/// Which tab is showing and who is signed in. Views reach it through
/// `@EnvironmentObject`; routing pre-checks read `userId`.
@MainActor
final class TabRouter: ObservableObject {
    enum Screen: Hashable {
        case products
        case basket
        case webTest
    }

    @Published var screen: Screen = .products
    @Published private(set) var userId: String?

    func signIn(userId: String) {
        self.userId = userId
        screen = .products
    }

    func signOut() {
        userId = nil
    }
}
