import UIKit
import AppModuleFacade

/// The fallback. Every deep link and route that no other module matches ends here, so a
/// broken link shows a page that says what was asked for instead of failing silently.
@MainActor
public final class NotFoundModule: AppModuleProviding {
    /// Called with what could not be opened, for the app's diagnostics.
    private let reportUnmatched: @MainActor (String) -> Void

    public init(reportUnmatched: @escaping @MainActor (String) -> Void = { _ in }) {
        self.reportUnmatched = reportUnmatched
    }

    public var moduleName: String {
        AppModuleName.notFound.rawValue
    }

    public func registerRouteHandlers(name: String, into resolver: AppModuleBootstrap) {
        let reportUnmatched = reportUnmatched
        resolver.append(moduleName: name) { route, router in
            guard let route = route as? NotFoundRoute else {
                return nil
            }
            switch route {
            case .notFound(let requested):
                reportUnmatched(requested)
                return NotFoundViewController(router: router, requested: requested)
            }
        }
    }
}
