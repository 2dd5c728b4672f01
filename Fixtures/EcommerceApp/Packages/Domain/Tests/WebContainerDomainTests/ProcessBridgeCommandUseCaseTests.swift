import WebContainerAbstraction
@testable import WebContainerDomain
import XCTest

final class ProcessBridgeCommandUseCaseTests: XCTestCase {
    private final class InMemoryRules: WebBridgeRuleRepositoryProtocol {
        private var rules: [WebBridgeRule]

        init(_ rules: [WebBridgeRule]) {
            self.rules = rules
        }

        func exactRule(action: String, target: String) -> WebBridgeRule? {
            rules.first { $0.action == action && $0.target == target }
        }

        func wildcardRule(action: String) -> WebBridgeRule? {
            rules.first { $0.action == action && $0.isWildcard }
        }

        func allRules() -> [WebBridgeRule] {
            rules
        }

        func upsert(_ rule: WebBridgeRule) {
            rules.removeAll { $0.action == rule.action && $0.target == rule.target }
            rules.append(rule)
        }
    }

    private let rules = InMemoryRules([
        WebBridgeRule(action: "navigate", target: "*", nativeAction: .push(routeName: "*", parameters: [:])),
        WebBridgeRule(action: "navigate", target: "basket", nativeAction: .present(routeName: "basket", parameters: ["source": "web"])),
        WebBridgeRule(action: "ui", target: "alert", nativeAction: .showAlert(title: "Notice", message: "")),
    ])

    func testExactRuleWinsOverWildcard() {
        let useCase = ProcessBridgeCommandUseCase(rules: rules)
        let action = useCase.execute(command: WebBridgeCommand(action: "navigate", target: "basket", parameters: ["userId": "u1"]))
        XCTAssertEqual(action, .present(routeName: "basket", parameters: ["source": "web", "userId": "u1"]))
    }

    func testWildcardRuleRoutesToTheCommandTarget() {
        let useCase = ProcessBridgeCommandUseCase(rules: rules)
        let action = useCase.execute(command: WebBridgeCommand(action: "navigate", target: "productDetail", parameters: ["productId": "3"]))
        XCTAssertEqual(action, .push(routeName: "productDetail", parameters: ["productId": "3"]))
    }

    func testAlertTakesItsTextFromThePage() {
        let useCase = ProcessBridgeCommandUseCase(rules: rules)
        let action = useCase.execute(command: WebBridgeCommand(action: "ui", target: "alert", parameters: ["message": "Saved"]))
        XCTAssertEqual(action, .showAlert(title: "Notice", message: "Saved"))
    }

    func testUnknownActionIsReturnedUnhandled() {
        let command = WebBridgeCommand(action: "share", target: "sheet")
        XCTAssertEqual(ProcessBridgeCommandUseCase(rules: rules).execute(command: command), .unhandled(command))
    }
}
