import Foundation
import RoutingAbstraction
#if canImport(UIKit)
@preconcurrency import UIKit

/// The router behind `RouterProtocol`: builds pages through the registry, then pushes or
/// presents them with the requested transition, bars and title.
@MainActor
public final class AppRouter: RouterProtocol {
    private let registry: RouteFactoryRegistry
    private let transitioning: TransitioningCoordinator
    private weak var navigationController: UINavigationController?
    private var metadataStack: [NavigationMetadata] = []

    public init(registry: RouteFactoryRegistry, transitioning: TransitioningCoordinator) {
        self.registry = registry
        self.transitioning = transitioning
    }

    /// The tab bar calls this whenever the selected tab changes.
    public func attach(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
        navigationController.delegate = transitioning
    }

    public func navigate(to route: any AppRoute, configuration: RouteConfiguration) -> Bool {
        guard let page = registry.makeViewController(for: route) as? UIViewController else {
            return false
        }
        applyAppearance(configuration, to: page)

        switch configuration.presentationStyle ?? .push {
        case .push:
            return push(page, route: route, configuration: configuration)
        case .present(let modal):
            return present(page, route: route, modal: modal, transition: configuration.transition)
        }
    }

    public func goBack(animated: Bool) {
        metadataStack.removeAll { !$0.isAlive }
        guard let last = metadataStack.popLast(), let page = last.page as? UIViewController else {
            navigationController?.popViewController(animated: animated)
            return
        }
        switch last.kind {
        case .pushed:
            navigationController?.popViewController(animated: animated)
            let previousHidesBar = metadataStack.last { $0.kind == .pushed }?.hidesNavigationBar ?? false
            navigationController?.setNavigationBarHidden(previousHidesBar, animated: animated)
        case .presented:
            page.dismiss(animated: animated)
        }
    }

    public func resolveRoute(fromLink link: String) -> (any AppRoute)? {
        guard let dto = RouteLinkDTO(link: link) else { return nil }
        return registry.route(named: dto.name, parameters: dto.parameters)
    }

    private func push(_ page: UIViewController, route: any AppRoute, configuration: RouteConfiguration) -> Bool {
        guard let navigationController else { return false }
        let hidesBar = configuration.barVisibility?.hidesNavigationBar ?? false
        page.hidesBottomBarWhenPushed = configuration.barVisibility?.hidesTabBar ?? false

        switch configuration.transition ?? .systemDefault {
        case .systemDefault:
            navigationController.pushViewController(page, animated: true)
        case .system(let animation):
            navigationController.view.layer.add(CATransition.route(animation), forKey: kCATransition)
            navigationController.pushViewController(page, animated: false)
        case .custom(let key):
            _ = transitioning.prepare(key, for: page)
            navigationController.pushViewController(page, animated: true)
        }
        navigationController.setNavigationBarHidden(hidesBar, animated: true)
        metadataStack.append(NavigationMetadata(routeName: route.routeName, kind: .pushed, hidesNavigationBar: hidesBar, page: page))
        return true
    }

    private func present(_ page: UIViewController, route: any AppRoute, modal: RouteModalStyle, transition: RouteTransition?) -> Bool {
        guard let presenter = topMostPresenter() else { return false }
        let presented = modal.wrapsInNavigation ? UINavigationController(rootViewController: page) : page
        presented.modalPresentationStyle = modal.presentationStyle

        switch transition ?? .systemDefault {
        case .systemDefault:
            break
        case .system(let animation):
            presented.modalTransitionStyle = animation.modalTransitionStyle
        case .custom(let key):
            if transitioning.prepare(key, for: presented) {
                presented.transitioningDelegate = transitioning
            }
        }
        presenter.present(presented, animated: true)
        metadataStack.append(NavigationMetadata(routeName: route.routeName, kind: .presented, hidesNavigationBar: false, page: presented))
        return true
    }

    private func topMostPresenter() -> UIViewController? {
        var top: UIViewController? = navigationController
        while let presented = top?.presentedViewController, !presented.isBeingDismissed {
            top = presented
        }
        return top
    }
}
#endif
