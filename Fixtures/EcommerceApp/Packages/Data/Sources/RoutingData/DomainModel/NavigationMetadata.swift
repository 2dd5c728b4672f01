import Foundation

/// What the router remembers about each page it showed, so that `goBack` knows whether
/// to pop or dismiss and which bar state to restore.
struct NavigationMetadata {
    enum Kind: Equatable {
        case pushed
        case presented
    }

    let routeName: String
    let kind: Kind
    let hidesNavigationBar: Bool
    /// Weak, so that a page the user closed with a system gesture drops out of the stack.
    weak var page: AnyObject?

    var isAlive: Bool {
        page != nil
    }
}
