import AnalyticsAbstraction
import DIAbstraction
import Foundation
import RoutingAbstraction
import SwiftUI
#if canImport(UIKit)
import UIKit

/// Hosts a SwiftUI page and reports how long it stayed on screen, so no feature writes
/// analytics code for page views.
open class BaseHostingController<Content: View>: UIHostingController<Content>, PageLifecycleTrackable {
    public let pageName: String
    private let lifecycleTracker: (any TrackPageLifecycleUseCaseProtocol)?

    public init(
        rootView: Content,
        pageName: String,
        lifecycleTracker: (any TrackPageLifecycleUseCaseProtocol)? = DIContainer.shared.resolveIfRegistered((any TrackPageLifecycleUseCaseProtocol).self)
    ) {
        self.pageName = pageName
        self.lifecycleTracker = lifecycleTracker
        super.init(rootView: rootView)
    }

    /// Names the page after its route, the name analytics dashboards group by.
    public convenience init(rootView: Content, route: any AppRoute) {
        self.init(rootView: rootView, pageName: route.routeName)
    }

    @available(*, unavailable)
    @MainActor required dynamic public init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        lifecycleTracker?.pageDidAppear(pageName: pageName)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        lifecycleTracker?.pageDidDisappear(pageName: pageName)
    }
}
#endif
