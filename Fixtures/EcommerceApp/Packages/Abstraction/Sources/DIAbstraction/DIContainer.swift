import Foundation
// Swinject predates strict concurrency checking; its types are not annotated as Sendable.
@preconcurrency import Swinject

/// A thin wrapper around a Swinject `Container` so that modules register and resolve
/// without importing Swinject themselves.
///
/// Registration happens eagerly, once, when the app starts. Each module contributes
/// `register…()` methods in an extension of this type, kept in the module's `DI/` folder.
public final class DIContainer {
    public static let shared = DIContainer()

    private let container: Container

    /// Tests build their own container instead of touching `shared`.
    public init() {
        container = Container()
    }

    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        scope: DIScope = .graph,
        factory: @escaping (DIContainer) -> Service
    ) {
        container
            .register(serviceType, name: name) { [unowned self] _ in factory(self) }
            .inObjectScope(scope.objectScope)
    }

    /// Resolves a dependency that must have been registered at launch. A missing registration
    /// is a wiring mistake in the composition root, so it stops the app with the type's name.
    public func resolve<Service>(_ serviceType: Service.Type, name: String? = nil) -> Service {
        guard let service = container.resolve(serviceType, name: name) else {
            preconditionFailure("No registration for \(serviceType)\(name.map { " named \($0)" } ?? "")")
        }
        return service
    }

    /// For optional collaborators, such as analytics in previews.
    public func resolveIfRegistered<Service>(_ serviceType: Service.Type, name: String? = nil) -> Service? {
        container.resolve(serviceType, name: name)
    }

    public func removeAll() {
        container.removeAll()
    }
}

/// How long a resolved instance lives, in the app's own words.
public enum DIScope {
    /// A new instance for every resolution.
    case transient
    /// Shared within one resolution graph.
    case graph
    /// One instance for the life of the container.
    case singleton

    var objectScope: ObjectScope {
        switch self {
        case .transient: return .transient
        case .graph: return .graph
        case .singleton: return .container
        }
    }
}
