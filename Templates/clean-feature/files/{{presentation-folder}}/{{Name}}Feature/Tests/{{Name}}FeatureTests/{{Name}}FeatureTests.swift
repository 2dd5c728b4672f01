#if canImport(Combine)
// The view model uses Combine, which exists only on Apple platforms.
import Combine
import Foundation
import {{Name}}Abstraction
@testable import {{Name}}Feature
{{#if has-RoutingAbstraction}}
import RoutingAbstraction
{{/if}}
import RxSwift
import XCTest

@MainActor
final class {{Name}}FeatureTests: XCTestCase {
    private struct StubEntry: {{Name}}DomainModelProtocol {
        let id = "e1"
        let title = "First entry"
        let status = "pending"
        let updatedAt = Date(timeIntervalSince1970: 0)
    }

    private struct StubGetList: Get{{Name}}ListUseCaseProtocol {
        func execute() -> Observable<[any {{Name}}DomainModelProtocol]> {
            .just([StubEntry()])
        }

        func execute(id: String) -> Observable<any {{Name}}DomainModelProtocol> {
            .just(StubEntry())
        }
    }

{{#if has-RoutingAbstraction}}
    private struct OtherRoute: AppRoute {}

    func testFactoryOnlyHandlesItsOwnRoutes() {
        let factory = {{Name}}RouteFactory(getList: StubGetList())
        XCTAssertTrue(factory.canHandle({{Name}}Route.list))
        XCTAssertFalse(factory.canHandle(OtherRoute()))
        XCTAssertEqual(factory.route(named: "{{name}}List", parameters: [:]) as? {{Name}}Route, .list)
        XCTAssertNil(factory.route(named: "basket", parameters: [:]))
    }

{{/if}}
    func testLoadedEntriesBecomeRows() {
        let viewModel = {{Name}}ListViewModel(getList: StubGetList())
        let loaded = expectation(description: "rows")
        let observation = viewModel.$items.dropFirst().sink { _ in loaded.fulfill() }

        viewModel.load()

        wait(for: [loaded], timeout: 1)
        XCTAssertEqual(viewModel.items, [{{Name}}RowItem(id: "e1", title: "First entry", subtitle: "Pending")])
        observation.cancel()
    }
}
#endif
