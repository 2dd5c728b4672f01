import API
import ProductAbstraction
@testable import ProductData
import RxSwift
import XCTest

final class ProductRepositoryTests: XCTestCase {
    private let disposeBag = DisposeBag()

    private func fetchAll(from repository: any ProductRepositoryProtocol) -> [any ProductDomainModelProtocol] {
        let done = expectation(description: "products")
        var products: [any ProductDomainModelProtocol] = []
        repository.fetchProducts()
            .subscribe(onNext: { products = $0 }, onDisposed: { done.fulfill() })
            .disposed(by: disposeBag)
        wait(for: [done], timeout: 2)
        return products
    }

    func testRepositoryMapsTheMockCatalogue() {
        let provider = MockAPIProvider(delay: .milliseconds(0), scheduler: MainScheduler.instance)
        let repository = ProductRepository(service: ProductService(provider: provider))

        let products = fetchAll(from: repository)

        XCTAssertEqual(products.count, 10)
        XCTAssertEqual(products.first?.name, "MacBook Pro 14\"")
        XCTAssertEqual(products.first?.currencyCode, "USD")
    }

    func testMissingCurrencyFallsBackToTheHomeMarket() {
        let dto = ProductDTO(id: 7, title: "  Studio Display ", description: nil, price: 1599, currency: nil, image: "not a url ^")
        let model = ProductDomainModel(dto: dto)

        XCTAssertEqual(model.name, "Studio Display")
        XCTAssertEqual(model.currencyCode, ProductDomainModel.defaultCurrencyCode)
        XCTAssertEqual(model.summary, "")
        XCTAssertNil(model.imageURL)
    }
}
