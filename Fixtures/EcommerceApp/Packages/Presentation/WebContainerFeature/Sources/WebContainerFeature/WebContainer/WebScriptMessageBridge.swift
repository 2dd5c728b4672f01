import Foundation
import WebContainerAbstraction
#if canImport(WebKit)
@preconcurrency import WebKit
#endif

/// Turns the body of a `nativeBridge` script message into a command. Pages send
/// `{ action, target, params, callbackId }`; parameter values of any JSON type are
/// kept as their string form.
enum WebBridgeMessage {
    static let handlerName = "nativeBridge"

    static func command(from body: Any) -> WebBridgeCommand? {
        let dictionary: [String: Any]?
        if let string = body as? String, let data = string.data(using: .utf8) {
            dictionary = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        } else {
            dictionary = body as? [String: Any]
        }
        guard let dictionary,
              let action = dictionary["action"] as? String, !action.isEmpty,
              let target = dictionary["target"] as? String, !target.isEmpty
        else {
            return nil
        }
        let rawParameters = dictionary["params"] as? [String: Any] ?? [:]
        let parameters = rawParameters.mapValues { value in
            (value as? String) ?? String(describing: value)
        }
        return WebBridgeCommand(action: action, target: target, parameters: parameters, callbackId: dictionary["callbackId"] as? String)
    }
}

#if canImport(WebKit)
/// Receives `window.webkit.messageHandlers.nativeBridge.postMessage(…)`.
///
/// WebKit keeps its message handlers alive for as long as the web view, so this object
/// holds only a closure and never the view model itself.
final class WebScriptMessageBridge: NSObject, WKScriptMessageHandler {
    private let onCommand: (WebBridgeCommand) -> Void

    init(onCommand: @escaping (WebBridgeCommand) -> Void) {
        self.onCommand = onCommand
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        guard message.name == WebBridgeMessage.handlerName,
              let command = WebBridgeMessage.command(from: message.body)
        else {
            return
        }
        onCommand(command)
    }
}
#endif
