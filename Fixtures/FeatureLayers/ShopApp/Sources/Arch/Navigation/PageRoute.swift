import UIKit

/// A page's address, as a plain string the backend can send: the profile menu's entries and
/// banners carry their route in their data, so no page hard-codes where another page lives.
// archkit:disable-next-line dto-placement -- a route is one field of several features' DTOs, shared through Arch
struct PageRoute: Hashable, Sendable, Codable, RawRepresentable {
    let rawValue: String

    init(rawValue: String) {
        self.rawValue = rawValue
    }
}

/// Opens a route. Pages depend on this protocol only; the app shell implements it.
@MainActor
protocol Navigator: AnyObject {
    func open(_ route: PageRoute, from source: UIViewController)
}

/// A tab the app shows at the root. Features declare their own tabs in their `Di` folder,
/// so the tab bar is built from data like every other list.
struct TabDescriptor: Sendable {
    let titleKey: String.LocalizationValue
    let iconName: String
    let order: Int
}
