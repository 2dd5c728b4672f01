import Foundation
import AppModuleFacade

/// Turns a URL into an internal route. The scheme and host are checked against a whitelist
/// first; only then are the path and query mapped through the route table. A whitelisted
/// URL that matches no entry goes to the not-found module.
struct AppDeepLinkMiddleware {
    enum Resolution {
        case route(any Routable)
        /// Not one of our URLs; nothing is opened.
        case rejected
    }

    static let allowedSchemes: Set<String> = ["myapp"]
    static let allowedHosts: Set<String> = ["app"]

    private typealias RouteFactory = @Sendable (_ query: [String: String]) -> (any Routable)?

    /// One entry per public URL, each to one route. A required parameter that is missing
    /// makes the factory return nil, and the link counts as unmatched.
    private static let routeTable: [String: RouteFactory] = [
        "/home": { _ in HomeRoute.home },
        "/detail": { query in query["id"].map { HomeRoute.detail(id: $0) } },
        "/profile": { query in query["userId"].map { ProfileRoute.profile(userId: $0) } },
        "/settings": { _ in SettingsRoute.settings },
        "/settings/about": { _ in SettingsRoute.about },
        "/login": { _ in LoginRoute.login(reason: nil) },
    ]

    func resolve(_ url: URL) -> Resolution {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let scheme = components.scheme?.lowercased(), Self.allowedSchemes.contains(scheme),
              let host = components.host?.lowercased(), Self.allowedHosts.contains(host) else {
            return .rejected
        }
        let path = Self.normalisedPath(components.path)
        guard let factory = Self.routeTable[path], let route = factory(Self.parameters(of: components)) else {
            return .route(NotFoundRoute.notFound(requested: url.absoluteString))
        }
        return .route(route)
    }

    /// `myapp://app` and `myapp://app/` open Home; a trailing slash and case do not matter.
    private static func normalisedPath(_ path: String) -> String {
        let trimmed = path.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        return trimmed.isEmpty ? "/home" : "/" + trimmed
    }

    /// Query items with a non-empty value; an empty `id=` is the same as no `id`.
    private static func parameters(of components: URLComponents) -> [String: String] {
        var parameters: [String: String] = [:]
        for item in components.queryItems ?? [] {
            if let value = item.value, !value.isEmpty, parameters[item.name] == nil {
                parameters[item.name] = value
            }
        }
        return parameters
    }
}
