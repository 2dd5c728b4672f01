import API
import Foundation

/// What the launch arguments decide: `-environment dev|prd` and, for UI tests,
/// `-mockDelayMs 0` to skip the mock backend's artificial latency.
struct AppLaunchConfiguration {
    let environment: APIEnvironment
    let mockDelay: DispatchTimeInterval

    static var current: AppLaunchConfiguration {
        #if DEBUG
        let isDebugBuild = true
        #else
        let isDebugBuild = false
        #endif
        return AppLaunchConfiguration(arguments: ProcessInfo.processInfo.arguments, isDebugBuild: isDebugBuild)
    }

    init(arguments: [String], isDebugBuild: Bool) {
        environment = APIEnvironment.resolve(launchArguments: arguments, isDebugBuild: isDebugBuild)
        let delayIndex = arguments.firstIndex(of: "-mockDelayMs").map { $0 + 1 }
        let milliseconds = delayIndex.flatMap { arguments.indices.contains($0) ? Int(arguments[$0]) : nil } ?? 1000
        mockDelay = .milliseconds(max(0, milliseconds))
    }
}
