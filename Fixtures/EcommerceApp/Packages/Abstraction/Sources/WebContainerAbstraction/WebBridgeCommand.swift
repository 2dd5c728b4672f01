import Foundation

/// A message posted by a page through `window.webkit.messageHandlers.nativeBridge`,
/// already parsed: `{ action, target, params }`.
public struct WebBridgeCommand: Equatable {
    public let action: String
    public let target: String
    public let parameters: [String: String]
    /// Set when the page wants an answer; echoed back in `NativeBridgeAction.reply`.
    public let callbackId: String?

    public init(action: String, target: String, parameters: [String: String] = [:], callbackId: String? = nil) {
        self.action = action
        self.target = target
        self.parameters = parameters
        self.callbackId = callbackId
    }
}

/// What native code does in answer to a bridge command.
public enum NativeBridgeAction: Equatable {
    case push(routeName: String, parameters: [String: String])
    case present(routeName: String, parameters: [String: String])
    case showAlert(title: String, message: String)
    case closeContainer
    case reply(callbackId: String, payload: [String: String])
    /// No rule matched; the container tells the page so instead of failing silently.
    case unhandled(WebBridgeCommand)
}
