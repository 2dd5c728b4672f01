import Foundation

/// What every feature's `Di` entry point offers the app shell: one call that registers the
/// feature's repositories, services, view models and pages, and the routes that open them.
/// The shell calls each feature's registration once at launch, in any order, because
/// factories resolve their dependencies lazily.
@MainActor
protocol FeatureRegistration {
    static func register(in container: DependencyContainer, routes: RouteTable)
}
