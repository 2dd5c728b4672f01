import AppModuleFacade

/// The {{Name}} module. It builds the screens of `{{Name}}Route` and nothing else; the shell
/// registers it once, in `appModules`.
@MainActor
public final class {{Name}}Module: AppModuleProviding {
    public init() {}

    public var moduleName: String {
        AppModuleName.{{name}}.rawValue
    }

    public func registerRouteHandlers(name: String, into resolver: AppModuleBootstrap) {
        #if canImport(UIKit)
        resolver.append(moduleName: name) { route, router in
            guard let route = route as? {{Name}}Route else {
                return nil
            }
            switch route {
            case .list:
                return {{Name}}ViewController(router: router)
            case .detail(let {{name}}Id):
                return {{Name}}ViewController(router: router, {{name}}Id: {{name}}Id)
            }
        }
        #endif
    }
}
