import Foundation
import Moya

/// The profile endpoints: the signed-in user, the menu configuration, and signing out.
enum ProfileApi: ShopTarget {
    case currentUser
    case menuConfiguration(appVersion: String)
    case signOut

    var path: String {
        switch self {
        case .currentUser: "/me"
        case .menuConfiguration: "/me/menu"
        case .signOut: "/session"
        }
    }

    var method: Moya.Method {
        switch self {
        case .currentUser, .menuConfiguration: .get
        case .signOut: .delete
        }
    }

    var task: Moya.Task {
        switch self {
        case .currentUser, .signOut:
            .requestPlain
        case .menuConfiguration(let appVersion):
            .requestParameters(parameters: ["app_version": appVersion], encoding: URLEncoding.queryString)
        }
    }
}
