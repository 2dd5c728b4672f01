import UIKit
import AppRouting

/// A business module as the shell sees it: a name and the route builders it registers.
///
/// Modules that are not tabs (login, the not-found fallback) implement only this protocol
/// and are registered in the shell's `appModules`.
@MainActor
public protocol AppModuleProviding: AnyObject {
    /// The module's `AppModuleName` raw value.
    var moduleName: String { get }

    /// Registers the builders that turn this module's routes into view controllers.
    func registerRouteHandlers(name: String, into resolver: AppModuleBootstrap)
}

/// A module that owns one of the root tabs; registered in the shell's `tabs`.
@MainActor
public protocol TabModuleProviding: AppModuleProviding {
    /// The tab's title, icon and position.
    var tabItem: TabItemDescriptor { get }

    /// The first screen of the tab, before anything is pushed.
    func makeRootViewController(router: any Router) -> UIViewController
}

/// What the tab bar shows for a tab module.
public struct TabItemDescriptor: Sendable, Equatable {
    public let title: String
    public let systemImageName: String
    /// Position in the tab bar, from the left.
    public let order: Int

    public init(title: String, systemImageName: String, order: Int) {
        self.title = title
        self.systemImageName = systemImageName
        self.order = order
    }
}
