import Foundation
import WebContainerAbstraction

/// The rule store. Script messages arrive on WebKit's thread while the debug screen edits
/// rules on the main thread, so every access goes through one serial queue.
final class WebBridgeRuleRepositoryImpl: WebBridgeRuleRepositoryProtocol {
    private let queue = DispatchQueue(label: "com.myecoapp.webcontainer.rules")
    private var rules: [WebBridgeRule]

    init(initialRules: [WebBridgeRule]) {
        rules = initialRules
    }

    func exactRule(action: String, target: String) -> WebBridgeRule? {
        queue.sync {
            rules.first { $0.action == action && $0.target == target && !$0.isWildcard }
        }
    }

    func wildcardRule(action: String) -> WebBridgeRule? {
        queue.sync {
            rules.first { $0.action == action && $0.isWildcard }
        }
    }

    func allRules() -> [WebBridgeRule] {
        queue.sync { rules }
    }

    func upsert(_ rule: WebBridgeRule) {
        queue.sync {
            if let index = rules.firstIndex(where: { $0.action == rule.action && $0.target == rule.target }) {
                rules[index] = rule
            } else {
                rules.append(rule)
            }
        }
    }
}
