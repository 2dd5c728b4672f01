import DIAbstraction
#if canImport(UIKit)
import UIKit

/// The navigation controller of every tab and of wrapped modals: one bar appearance for
/// the whole app, set once here instead of on each page.
open class BaseNavigationController: UINavigationController {
    private let style: NavigationBarStyle

    public init(rootViewController: UIViewController, style: NavigationBarStyle? = nil) {
        self.style = style ?? DIContainer.shared.resolveIfRegistered(NavigationBarStyle.self) ?? .standard
        super.init(rootViewController: rootViewController)
    }

    @available(*, unavailable)
    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(rgb: style.backgroundRGB)
        appearance.titleTextAttributes = [.foregroundColor: UIColor(rgb: style.titleRGB)]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor(rgb: style.titleRGB)]

        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.compactAppearance = appearance
        navigationBar.tintColor = UIColor(rgb: style.tintRGB)
        navigationBar.prefersLargeTitles = style.prefersLargeTitles
    }

    // Let the visible page choose the status bar style, not the container.
    open override var childForStatusBarStyle: UIViewController? {
        topViewController
    }
}
#endif
