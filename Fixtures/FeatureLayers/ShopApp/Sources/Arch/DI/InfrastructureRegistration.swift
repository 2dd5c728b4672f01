import Foundation

/// The shared infrastructure every feature's registration may resolve: network client,
/// disk cache and log. The shell registers these before any feature, since they belong to
/// no feature and carry no business code.
@MainActor
enum InfrastructureRegistration {
    static func register(in container: DependencyContainer, environment: ShopEnvironment) {
        container.register(AppLog.self) { _ in AppLog(category: "network") }
        container.register(NetworkClient.self) { container in
            NetworkClient(environment: environment, log: container.resolve())
        }
        container.register(DiskCache.self) { _ in DiskCache(name: "ShopApp") }
    }
}
