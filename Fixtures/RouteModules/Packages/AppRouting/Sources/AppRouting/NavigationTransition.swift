import UIKit

/// Puts a destination on screen the way a `NavigationStyle` asks.
///
/// Tab selection is not a transition between screens: the coordinator that owns the tabs
/// handles `.selectTab` itself, and `perform` reports it as not performed.
@MainActor
public struct NavigationTransition {
    public let style: NavigationStyle

    public init(style: NavigationStyle) {
        self.style = style
    }

    /// Shows `destination` from `source`; returns false when the source cannot perform the
    /// style, e.g. a push from a screen outside any navigation stack.
    @discardableResult
    public func perform(_ destination: UIViewController, from source: UIViewController, in window: UIWindow?) -> Bool {
        switch style {
        case .push(let animated):
            guard let stack = (source as? UINavigationController) ?? source.navigationController else {
                return false
            }
            stack.pushViewController(destination, animated: animated)
        case .present(let animated, let fullScreen):
            destination.modalPresentationStyle = fullScreen ? .fullScreen : .pageSheet
            topmost(above: source).present(destination, animated: animated)
        case .replaceRoot:
            guard let window else {
                return false
            }
            window.rootViewController = destination
        case .selectTab:
            return false
        }
        return true
    }

    /// A screen that is already presenting cannot present again; walk up to the last one.
    private func topmost(above source: UIViewController) -> UIViewController {
        var top = source
        while let presented = top.presentedViewController {
            top = presented
        }
        return top
    }
}
