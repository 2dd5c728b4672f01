import Foundation

/// A small type-keyed registry. Each feature registers its factories from its own `Di`
/// folder; the app shell owns the one container and nothing else ever resolves from it,
/// so pages and view models receive what they need through their initialisers.
@MainActor
final class DependencyContainer {
    enum Lifetime {
        /// A new instance on every resolve: view models and pages.
        case transient
        /// Built once on first resolve, then reused: repositories and services.
        case shared
    }

    private struct Registration {
        let lifetime: Lifetime
        let factory: (DependencyContainer) -> Any
    }

    private var registrations: [ObjectIdentifier: Registration] = [:]
    private var sharedInstances: [ObjectIdentifier: Any] = [:]

    func register<Dependency>(_ type: Dependency.Type, lifetime: Lifetime = .shared,
                              factory: @escaping (DependencyContainer) -> Dependency) {
        let key = ObjectIdentifier(type)
        registrations[key] = Registration(lifetime: lifetime, factory: factory)
        sharedInstances[key] = nil
    }

    func resolve<Dependency>(_ type: Dependency.Type = Dependency.self) -> Dependency {
        let key = ObjectIdentifier(type)
        if let instance = sharedInstances[key] as? Dependency {
            return instance
        }
        guard let registration = registrations[key] else {
            preconditionFailure("\(type) is not registered; register it in its feature's Di folder")
        }
        guard let instance = registration.factory(self) as? Dependency else {
            preconditionFailure("the factory registered for \(type) returned another type")
        }
        if registration.lifetime == .shared {
            sharedInstances[key] = instance
        }
        return instance
    }
}
