import Foundation

/// A screen whose time on screen is measured. Base controllers adopt it so that
/// features get dwell-time analytics without writing any code.
public protocol PageLifecycleTrackable: AnyObject {
    var pageName: String { get }
}
