import WebContainerAbstraction
@testable import WebContainerFeature
import XCTest

final class WebBridgeMessageTests: XCTestCase {
    func testDictionaryBodyBecomesACommand() {
        let body: [String: Any] = ["action": "navigate", "target": "productDetail", "params": ["productId": 3, "userId": "u1"]]
        XCTAssertEqual(
            WebBridgeMessage.command(from: body),
            WebBridgeCommand(action: "navigate", target: "productDetail", parameters: ["productId": "3", "userId": "u1"])
        )
    }

    func testJSONStringBodyIsAccepted() {
        let body = #"{"action":"ui","target":"alert","params":{"message":"Hi"},"callbackId":"cb-1"}"#
        let command = WebBridgeMessage.command(from: body)
        XCTAssertEqual(command?.callbackId, "cb-1")
        XCTAssertEqual(command?.parameters, ["message": "Hi"])
    }

    func testBodiesWithoutActionOrTargetAreIgnored() {
        XCTAssertNil(WebBridgeMessage.command(from: ["action": "navigate"]))
        XCTAssertNil(WebBridgeMessage.command(from: ["action": "", "target": "basket"]))
        XCTAssertNil(WebBridgeMessage.command(from: 42))
    }
}
