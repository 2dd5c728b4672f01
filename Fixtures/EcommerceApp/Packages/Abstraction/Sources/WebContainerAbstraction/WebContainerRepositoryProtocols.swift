import Foundation

public protocol WebContentRepositoryProtocol {
    var siteBaseURL: URL { get }
    var allowedHosts: Set<String> { get }
    func html(for content: WebContent) -> String?
}

/// The bridge rules in force. Implementations must be safe to use from the
/// WebKit message thread and the main thread at once.
public protocol WebBridgeRuleRepositoryProtocol: AnyObject {
    func exactRule(action: String, target: String) -> WebBridgeRule?
    func wildcardRule(action: String) -> WebBridgeRule?
    func allRules() -> [WebBridgeRule]
    /// Replaces a rule with the same action and target, or adds it.
    func upsert(_ rule: WebBridgeRule)
}
