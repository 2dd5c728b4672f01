{{#if has-RoutingAbstraction}}
import RoutingAbstraction

/// The {{Name}} feature's destinations. Other features open them by route, never by
/// building the view themselves.
public enum {{Name}}Route: AppRoute, Equatable {
    case list

    public var routeName: String {
        switch self {
        case .list: "{{name}}List"
        }
    }
}
{{/if}}
