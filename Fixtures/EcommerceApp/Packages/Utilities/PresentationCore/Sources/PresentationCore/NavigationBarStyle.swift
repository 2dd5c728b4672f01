import DIAbstraction
import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// The app-wide look of navigation bars, as plain values so that it can be registered
/// and swapped without touching UIKit.
public struct NavigationBarStyle: Equatable {
    /// 0xRRGGBB
    public var backgroundRGB: UInt32
    public var titleRGB: UInt32
    public var tintRGB: UInt32
    public var prefersLargeTitles: Bool

    public init(backgroundRGB: UInt32, titleRGB: UInt32, tintRGB: UInt32, prefersLargeTitles: Bool) {
        self.backgroundRGB = backgroundRGB
        self.titleRGB = titleRGB
        self.tintRGB = tintRGB
        self.prefersLargeTitles = prefersLargeTitles
    }

    public static let standard = NavigationBarStyle(backgroundRGB: 0xFFFFFF, titleRGB: 0x1C1C1E, tintRGB: 0x4F46E5, prefersLargeTitles: false)
}

public extension DIContainer {
    /// The bar style used by every `BaseNavigationController`; brands override it by
    /// registering another value before the first screen appears.
    func registerPresentationCore(navigationBarStyle: NavigationBarStyle = .standard) {
        register(NavigationBarStyle.self, scope: .singleton) { _ in navigationBarStyle }
    }
}

#if canImport(UIKit)
extension UIColor {
    convenience init(rgb: UInt32) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255,
            green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255,
            alpha: 1
        )
    }
}
#endif
