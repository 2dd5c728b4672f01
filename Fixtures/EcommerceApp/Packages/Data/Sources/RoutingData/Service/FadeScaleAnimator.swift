#if canImport(UIKit)
import UIKit

/// An example custom transition: the new page fades in from 92 % scale.
final class FadeScaleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isAppearing: Bool
    private let duration: TimeInterval

    init(isAppearing: Bool, duration: TimeInterval = 0.35) {
        self.isAppearing = isAppearing
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let from = context.view(forKey: .from) ?? context.viewController(forKey: .from)?.view,
              let to = context.view(forKey: .to) ?? context.viewController(forKey: .to)?.view
        else {
            context.completeTransition(false)
            return
        }

        let shrunk = CGAffineTransform(scaleX: 0.92, y: 0.92)
        if isAppearing {
            context.containerView.addSubview(to)
            to.alpha = 0
            to.transform = shrunk
        } else {
            context.containerView.insertSubview(to, belowSubview: from)
        }

        UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut) { [isAppearing] in
            if isAppearing {
                to.alpha = 1
                to.transform = .identity
            } else {
                from.alpha = 0
                from.transform = shrunk
            }
        } completion: { _ in
            from.transform = .identity
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
#endif
