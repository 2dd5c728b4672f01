/// What a module's assembly registers its services with.
public protocol Resolving {
    func register<Service>(_ type: Service.Type, factory: @escaping () -> Service)
}
