import AppRouting

/// Routes into the Home module: the tab itself and the detail page of one item.
///
/// Deep links: `myapp://app/home` and `myapp://app/detail?id=1001`.
public enum HomeRoute: Routable, Equatable {
    /// The Home tab with its list of items.
    case home
    /// The detail page of the item with the given identifier.
    case detail(id: String)

    public var navigationStyle: NavigationStyle {
        switch self {
        case .home:
            return .selectTab
        case .detail:
            return .push(animated: true)
        }
    }

    public var requiresAuthentication: Bool {
        false
    }

    public var associatedModule: String {
        AppModuleName.home.rawValue
    }
}
