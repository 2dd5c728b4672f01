import WebContainerAbstraction
@testable import WebContainerData
import XCTest

final class WebBridgeRuleRepositoryTests: XCTestCase {
    private func makeRepository() -> WebBridgeRuleRepositoryImpl {
        WebBridgeRuleRepositoryImpl(initialRules: WebBridgeRuleSeedService().initialRules())
    }

    func testSevenRulesAreSeeded() {
        XCTAssertEqual(makeRepository().allRules().count, 7)
    }

    func testExactLookupNeverReturnsTheWildcard() {
        let repository = makeRepository()
        XCTAssertNil(repository.exactRule(action: "navigate", target: "*"))
        XCTAssertEqual(repository.exactRule(action: "navigate", target: "basket")?.nativeAction, .push(routeName: "basket", parameters: [:]))
        XCTAssertEqual(repository.wildcardRule(action: "present")?.target, WebBridgeRule.wildcardTarget)
    }

    func testUpsertReplacesARuleWithTheSameKey() {
        let repository = makeRepository()
        repository.upsert(WebBridgeRule(action: "navigate", target: "basket", nativeAction: .present(routeName: "basket", parameters: [:])))

        XCTAssertEqual(repository.allRules().count, 7)
        XCTAssertEqual(repository.exactRule(action: "navigate", target: "basket")?.nativeAction, .present(routeName: "basket", parameters: [:]))
    }

    func testConcurrentReadsAndWritesStayConsistent() {
        let repository = makeRepository()
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            if index.isMultiple(of: 2) {
                repository.upsert(WebBridgeRule(action: "probe", target: "t\(index % 10)", nativeAction: .closeContainer))
            } else {
                _ = repository.wildcardRule(action: "navigate")
            }
        }
        XCTAssertEqual(repository.allRules().count, 7 + 5)
    }
}
