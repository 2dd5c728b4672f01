#if canImport(UIKit)
import RoutingAbstraction
import UIKit

/// Hands UIKit the animator of a custom route transition. The router announces the key
/// before it pushes or presents; the coordinator remembers it per page for the way back.
@MainActor
public final class TransitioningCoordinator: NSObject {
    private var animatorFactories: [CustomRouteAnimationKey: (Bool) -> UIViewControllerAnimatedTransitioning] = [
        .fadeScale: { FadeScaleAnimator(isAppearing: $0) },
    ]
    private var keysByPage: [ObjectIdentifier: CustomRouteAnimationKey] = [:]

    public override init() {
        super.init()
    }

    public func registerAnimation(_ key: CustomRouteAnimationKey, factory: @escaping (Bool) -> UIViewControllerAnimatedTransitioning) {
        animatorFactories[key] = factory
    }

    func prepare(_ key: CustomRouteAnimationKey, for page: UIViewController) -> Bool {
        guard animatorFactories[key] != nil else { return false }
        keysByPage[ObjectIdentifier(page)] = key
        return true
    }

    private func animator(for page: UIViewController, appearing: Bool) -> UIViewControllerAnimatedTransitioning? {
        let id = ObjectIdentifier(page)
        guard let key = keysByPage[id] else { return nil }
        if !appearing { keysByPage[id] = nil }
        return animatorFactories[key]?(appearing)
    }
}

extension TransitioningCoordinator: UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return animator(for: toVC, appearing: true)
        case .pop: return animator(for: fromVC, appearing: false)
        default: return nil
        }
    }
}

extension TransitioningCoordinator: UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator(for: presented, appearing: true)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator(for: dismissed, appearing: false)
    }
}
#endif
