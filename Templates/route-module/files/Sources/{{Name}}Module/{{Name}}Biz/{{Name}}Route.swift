import AppModuleFacade

/// Routes into the {{Name}} module, named by what they open; parameters travel as associated
/// values, never through shared state.
///
/// Deep links: `myapp://app/{{name}}` and `myapp://app/{{name}}/detail?{{name}}Id=…`.
public enum {{Name}}Route: Routable, Equatable {
    /// The list of entries.
    case list
    /// The detail page of one entry.
    case detail({{name}}Id: String)

    public var navigationStyle: NavigationStyle {
        switch self {
        case .list:
            return .push(animated: true)
        case .detail:
            return .push(animated: true)
        }
    }

    /// Entries belong to a user, so every page needs one signed in.
    public var requiresAuthentication: Bool {
        true
    }

    public var associatedModule: String {
        AppModuleName.{{name}}.rawValue
    }
}
