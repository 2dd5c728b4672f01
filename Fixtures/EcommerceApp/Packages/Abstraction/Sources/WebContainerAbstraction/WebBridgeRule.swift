import Foundation

/// Maps a bridge command to a native action. A rule whose target is `*` matches any
/// target of its action; for push and present the command's target becomes the route name.
public struct WebBridgeRule: Equatable {
    public static let wildcardTarget = "*"

    public let action: String
    public let target: String
    public let nativeAction: NativeBridgeAction

    public init(action: String, target: String, nativeAction: NativeBridgeAction) {
        self.action = action
        self.target = target
        self.nativeAction = nativeAction
    }

    public var isWildcard: Bool {
        target == Self.wildcardTarget
    }
}
