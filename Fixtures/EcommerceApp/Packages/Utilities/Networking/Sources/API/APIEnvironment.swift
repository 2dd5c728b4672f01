import Foundation

public enum APIEnvironment: String, CaseIterable {
    case dev
    case prd

    /// Reads `-environment dev|prd` from the launch arguments. Release builds always use
    /// production, so a stray argument can never point a shipped app at localhost.
    public static func resolve(launchArguments: [String], isDebugBuild: Bool) -> APIEnvironment {
        guard isDebugBuild else { return .prd }
        guard let flagIndex = launchArguments.firstIndex(of: "-environment"),
              launchArguments.indices.contains(flagIndex + 1),
              let environment = APIEnvironment(rawValue: launchArguments[flagIndex + 1].lowercased())
        else {
            return .dev
        }
        return environment
    }

    public var baseURL: URL {
        switch self {
        case .dev: return URL(string: "http://localhost:8080")!
        case .prd: return URL(string: "https://api.myecoapp.com:443")!
        }
    }

    /// The dev environment answers from canned data, so no backend needs to run.
    public var usesMockProvider: Bool {
        self == .dev
    }
}
