import RoutingAbstraction
#if canImport(UIKit)
import UIKit

extension AppRouter {
    /// Title and back button are set on the page's own navigation item, so they follow
    /// the page when it is pushed, popped or presented in a navigation controller.
    func applyAppearance(_ configuration: RouteConfiguration, to page: UIViewController) {
        switch configuration.titleConfiguration {
        case let .text(title, style)?:
            page.navigationItem.title = title
            page.navigationItem.largeTitleDisplayMode = style == .large ? .always : .never
            if style == .brand {
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = .systemIndigo
                appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
                page.navigationItem.standardAppearance = appearance
                page.navigationItem.scrollEdgeAppearance = appearance
            }
        case .attributedText(let text)?:
            let label = UILabel()
            label.attributedText = NSAttributedString(text)
            page.navigationItem.titleView = label
        case .customTitleView(let makeView)?:
            page.navigationItem.titleView = makeView() as? UIView
        case nil:
            break
        }

        switch configuration.backButton {
        case .hidden?:
            page.navigationItem.hidesBackButton = true
        case let .custom(title, imageName)?:
            page.navigationItem.hidesBackButton = true
            page.navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: title,
                image: imageName.flatMap { UIImage(named: $0) },
                primaryAction: UIAction { [weak self] _ in self?.goBack(animated: true) }
            )
        case .systemDefault?, nil:
            break
        }
    }
}

extension CATransition {
    static func route(_ animation: SystemRouteAnimation) -> CATransition {
        let transition = CATransition()
        transition.duration = 0.3
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        switch animation {
        case .fade:
            transition.type = .fade
        case .slide:
            transition.type = .moveIn
            transition.subtype = .fromTop
        case .flip:
            transition.type = CATransitionType(rawValue: "oglFlip")
            transition.subtype = .fromRight
        }
        return transition
    }
}

extension SystemRouteAnimation {
    var modalTransitionStyle: UIModalTransitionStyle {
        switch self {
        case .fade: return .crossDissolve
        case .slide: return .coverVertical
        case .flip: return .flipHorizontal
        }
    }
}

extension RouteModalStyle {
    var presentationStyle: UIModalPresentationStyle {
        switch self {
        case .automatic: return .automatic
        case .pageSheet: return .pageSheet
        case .formSheet: return .formSheet
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        case .wrappedInNavigation(let fullScreen): return fullScreen ? .fullScreen : .pageSheet
        }
    }

    var wrapsInNavigation: Bool {
        if case .wrappedInNavigation = self { return true }
        return false
    }
}
#endif
