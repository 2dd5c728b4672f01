@testable import ClassicApp
import ClassicKit
import XCTest

final class ClassicAppTests: XCTestCase {
    func testSamplesHavePrices() {
        XCTAssertFalse(Item.samples.isEmpty)
        XCTAssertEqual(PriceFormatter().string(for: Price(cents: 1_850)), "18.50")
    }
}
