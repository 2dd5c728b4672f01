import Foundation
import ProductAbstraction
@testable import ProductsFeature
import RoutingAbstraction
import XCTest

@MainActor
final class ProductRouteFactoryTests: XCTestCase {
    private struct StubProduct: ProductDomainModelProtocol {
        let id = 3
        let name = "AirPods Pro"
        let summary = ""
        let price: Decimal = 249
        let currencyCode = "USD"
        let imageURL: URL? = nil
    }

    func testDetailRouteIsBuiltFromItsParameters() {
        let route = ProductRouteFactory().route(named: "productDetail", parameters: ["productId": "3", "userId": "u1"])
        XCTAssertEqual(route as? ProductRoute, .productDetail(productId: 3, userId: "u1"))
    }

    func testMalformedParametersGiveNoRoute() {
        let factory = ProductRouteFactory()
        XCTAssertNil(factory.route(named: "productDetail", parameters: ["productId": "three", "userId": "u1"]))
        XCTAssertNil(factory.route(named: "productList", parameters: [:]))
        XCTAssertNil(factory.route(named: "basket", parameters: ["userId": "u1"]))
    }

    func testDetailHidesTheTabBar() {
        let configuration = ProductRoute.productDetail(productId: 1, userId: "u1").defaultConfiguration
        XCTAssertEqual(configuration.barVisibility?.hidesTabBar, true)
        XCTAssertEqual(ProductRoute.productList(userId: "u1").routeName, "productList")
    }

    func testRowShowsThePriceInTheProductCurrency() {
        let row = ProductRowItem(product: StubProduct(), locale: Locale(identifier: "en_US"))
        XCTAssertEqual(row.price, "$249.00")
    }
}
