@testable import API
import RxSwift
import XCTest

final class MockAPIProviderTests: XCTestCase {
    private struct ProductsRequest: APIRequest {
        let path = APIConstants.Path.products
    }

    private struct AddRequest: APIRequest {
        let path = APIConstants.Path.basketAdd
        let method = HTTPMethod.post
        let body: Data?
    }

    private let disposeBag = DisposeBag()

    private func firstResponse(_ request: any APIRequest, from provider: MockAPIProvider) -> Result<APIResponse, Error>? {
        let done = expectation(description: "response")
        var result: Result<APIResponse, Error>?
        provider.perform(request)
            .subscribe(onNext: { result = .success($0) }, onError: { result = .failure($0) }, onDisposed: { done.fulfill() })
            .disposed(by: disposeBag)
        wait(for: [done], timeout: 2)
        return result
    }

    func testCatalogueHasTenProducts() throws {
        let provider = MockAPIProvider(delay: .milliseconds(0), scheduler: MainScheduler.instance)
        let response = try XCTUnwrap(firstResponse(ProductsRequest(), from: provider)).get()
        let products = try response.decode([MockProductCatalog.Product].self)
        XCTAssertEqual(products.count, 10)
        XCTAssertEqual(Set(products.map(\.id)).count, 10)
    }

    func testAddingTwiceAccumulatesQuantity() throws {
        let provider = MockAPIProvider(delay: .milliseconds(0), scheduler: MainScheduler.instance)
        let body = Data(#"{"userId":"u1","productId":3,"quantity":1}"#.utf8)
        _ = firstResponse(AddRequest(body: body), from: provider)
        let response = try XCTUnwrap(firstResponse(AddRequest(body: body), from: provider)).get()
        let text = String(decoding: response.data, as: UTF8.self)
        XCTAssertTrue(text.contains(#""quantity":2"#), text)
    }

    func testSimulatedFailureIsReported() {
        let provider = MockAPIProvider(delay: .milliseconds(0), simulatedFailure: .simulated, scheduler: MainScheduler.instance)
        guard case .failure(let error)? = firstResponse(ProductsRequest(), from: provider) else {
            return XCTFail("expected a failure")
        }
        XCTAssertEqual(error as? APIError, .simulated)
    }

    func testReleaseBuildsIgnoreTheEnvironmentArgument() {
        XCTAssertEqual(APIEnvironment.resolve(launchArguments: ["-environment", "dev"], isDebugBuild: false), .prd)
        XCTAssertEqual(APIEnvironment.resolve(launchArguments: ["-environment", "PRD"], isDebugBuild: true), .prd)
        XCTAssertEqual(APIEnvironment.resolve(launchArguments: [], isDebugBuild: true), .dev)
    }
}
