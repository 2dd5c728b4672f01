@testable import WebContainerFeature
import XCTest

@MainActor
final class WebContainerRouteFactoryTests: XCTestCase {
    func testEveryRouteCanBeOpenedByName() {
        let factory = WebContainerRouteFactory()
        for route in WebContainerRoute.allCases {
            XCTAssertEqual(factory.route(named: route.routeName, parameters: [:]) as? WebContainerRoute, route)
            XCTAssertTrue(factory.canHandle(route))
        }
        XCTAssertNil(factory.route(named: "productList", parameters: [:]))
    }

    func testCallbackScriptEscapesPageText() {
        let script = WebContainerViewModel.callbackScript(callbackId: "a\"b", payload: ["k": "</script>"])
        XCTAssertEqual(script, #"window.nativeBridgeCallback && window.nativeBridgeCallback("a\"b", {"k":"<\/script>"});"#)
    }
}
