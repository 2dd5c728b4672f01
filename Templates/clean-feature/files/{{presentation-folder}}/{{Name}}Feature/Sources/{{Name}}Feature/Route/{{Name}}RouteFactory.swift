{{#if has-RoutingAbstraction}}
import Foundation
{{#if has-PresentationCore}}
import PresentationCore
{{/if}}
import RoutingAbstraction
import {{Name}}Abstraction
{{#unless has-PresentationCore}}
#if canImport(UIKit)
import SwiftUI
import UIKit
#endif
{{/unless}}

@MainActor
public final class {{Name}}RouteFactory: RouteFactoryProtocol {
    private let getList: any Get{{Name}}ListUseCaseProtocol

    /// The composition root passes the use case it registered.
    public init(getList: any Get{{Name}}ListUseCaseProtocol) {
        self.getList = getList
    }

    public func canHandle(_ route: any AppRoute) -> Bool {
        route is {{Name}}Route
    }

    public func makeViewController(for route: any AppRoute) -> AnyObject? {
        #if canImport(UIKit)
        switch route as? {{Name}}Route {
        case .list?:
{{#if has-PresentationCore}}
            return BaseHostingController(rootView: {{Name}}ListView(viewModel: {{Name}}ListViewModel(getList: getList)), route: route)
{{#else}}
            return UIHostingController(rootView: {{Name}}ListView(viewModel: {{Name}}ListViewModel(getList: getList)))
{{/if}}
        case nil:
            return nil
        }
        #else
        return nil
        #endif
    }

    /// `{{name}}List`, for links typed in by name.
    public func route(named name: String, parameters: [String: String]) -> (any AppRoute)? {
        name == {{Name}}Route.list.routeName ? {{Name}}Route.list : nil
    }
}
{{/if}}
