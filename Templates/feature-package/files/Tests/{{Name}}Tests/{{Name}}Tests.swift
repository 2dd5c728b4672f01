{{#if sibling-tests}}
import XCTest
@testable import {{Name}}

final class {{Name}}Tests: XCTestCase {
    func testTheFeatureIsTitledByItsName() {
        XCTAssertEqual({{Name}}Feature.title, "{{Name}}")
    }
}
{{/if}}
