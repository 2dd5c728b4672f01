import Foundation
{{#if api == moya}}
import Moya
{{/if}}

/// The endpoints of the {{Name}} feature. Paths and methods are declared here once, so the
/// repository only names the endpoint it wants and never builds a URL itself.
enum {{Name}}Api: Sendable, Equatable {
    case list
    case detail(id: String)
    case cancel(id: String)

    var path: String {
        switch self {
        case .list: "/{{name-kebab}}"
        case .detail(let id): "/{{name-kebab}}/\(id)"
        case .cancel(let id): "/{{name-kebab}}/\(id)/cancel"
        }
    }
{{#if api == moya}}
}

extension {{Name}}Api: TargetType {
    /// Replace with the app's environment once the feature is wired in.
    var baseURL: URL { URL(string: "https://api.example.com")! }

    var method: Moya.Method {
        switch self {
        case .list, .detail: .get
        case .cancel: .post
        }
    }

    var task: Moya.Task { .requestPlain }

    var headers: [String: String]? { ["Accept": "application/json"] }
}
{{#else}}

    /// The HTTP methods these endpoints use, spelled as they go on the wire.
    enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
    }

    var method: Method {
        switch self {
        case .list, .detail: .get
        case .cancel: .post
        }
    }
}
{{/if}}
