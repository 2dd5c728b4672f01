import XCTest
@testable import BasketDomain

final class BasketDomainTests: XCTestCase {
    func testTheUseCaseExists() {
        XCTAssertNotNil(BasketCountUseCase.self)
    }
}
