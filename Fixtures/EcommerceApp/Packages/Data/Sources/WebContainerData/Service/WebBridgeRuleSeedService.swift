import Foundation
import WebContainerAbstraction

/// The rules in force before any is added at run time. They are kept as JSON, the format
/// a remote configuration would use, so that both paths share one decoder.
struct WebBridgeRuleSeedService {
    private static let seedJSON = """
    [
      {"action": "navigate",  "target": "productList", "kind": "push"},
      {"action": "navigate",  "target": "basket",      "kind": "push"},
      {"action": "navigate",  "target": "*",           "kind": "push"},
      {"action": "present",   "target": "login",       "kind": "present"},
      {"action": "present",   "target": "*",           "kind": "present"},
      {"action": "ui",        "target": "alert",       "kind": "alert", "title": "Message"},
      {"action": "container", "target": "close",       "kind": "close"}
    ]
    """

    func initialRules() -> [WebBridgeRule] {
        guard let dtos = try? JSONDecoder().decode([WebBridgeRuleDTO].self, from: Data(Self.seedJSON.utf8)) else {
            assertionFailure("The built-in bridge rules do not decode")
            return []
        }
        return dtos.compactMap { $0.toDomain() }
    }
}
