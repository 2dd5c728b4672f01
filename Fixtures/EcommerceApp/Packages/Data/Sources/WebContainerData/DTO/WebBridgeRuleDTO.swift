import Foundation
import WebContainerAbstraction

/// A bridge rule in its stored JSON form.
struct WebBridgeRuleDTO: Decodable {
    let action: String
    let target: String
    /// One of `push`, `present`, `alert`, `close`, `reply`.
    let kind: String
    let route: String?
    let params: [String: String]?
    let title: String?
    let message: String?

    /// `nil` for a kind this version of the app does not know; such rules are skipped.
    func toDomain() -> WebBridgeRule? {
        let nativeAction: NativeBridgeAction
        switch kind {
        case "push":
            nativeAction = .push(routeName: route ?? target, parameters: params ?? [:])
        case "present":
            nativeAction = .present(routeName: route ?? target, parameters: params ?? [:])
        case "alert":
            nativeAction = .showAlert(title: title ?? "", message: message ?? "")
        case "close":
            nativeAction = .closeContainer
        case "reply":
            nativeAction = .reply(callbackId: "", payload: params ?? [:])
        default:
            return nil
        }
        return WebBridgeRule(action: action, target: target, nativeAction: nativeAction)
    }
}
