import BasketAbstraction
@testable import BasketFeature
import Foundation
import RoutingAbstraction
import XCTest

@MainActor
final class BasketFeatureTests: XCTestCase {
    private struct StubItem: BasketItemDomainModelProtocol {
        let productId = 8
        let productName = "HomePod mini"
        let unitPrice: Decimal = 99.5
        let quantity = 3
    }

    func testBasketRouteNeedsAUser() {
        let factory = BasketRouteFactory()
        XCTAssertEqual(factory.route(named: "basket", parameters: ["userId": "u1"]) as? BasketRoute, .basket(userId: "u1"))
        XCTAssertNil(factory.route(named: "basket", parameters: [:]))
        XCTAssertTrue(factory.canHandle(BasketRoute.basket(userId: "u1")))
    }

    func testLineTotalMultipliesByQuantity() {
        let line = BasketLineItem(item: StubItem(), currencyCode: "USD", locale: Locale(identifier: "en_US"))
        XCTAssertEqual(line.unitPrice, "$99.50")
        XCTAssertEqual(line.lineTotal, "$298.50")
        XCTAssertEqual(line.id, 8)
    }
}
