import Foundation
import RxSwift

/// Answers every endpoint of the backend from memory, so the app runs without a server.
/// Baskets and users live as long as the provider does.
public final class MockAPIProvider: APIProviding {
    private struct BasketLine: Codable {
        let productId: Int
        let title: String
        let price: Decimal
        var quantity: Int
    }

    private struct AddToBasketBody: Decodable {
        let userId: String
        let productId: Int
        let quantity: Int
    }

    private let delay: DispatchTimeInterval
    private let simulatedFailure: APIError?
    private let scheduler: SchedulerType
    private let lock = NSLock()
    private var baskets: [String: [BasketLine]] = [:]

    public init(
        delay: DispatchTimeInterval = .seconds(1),
        simulatedFailure: APIError? = nil,
        scheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    ) {
        self.delay = delay
        self.simulatedFailure = simulatedFailure
        self.scheduler = scheduler
    }

    public func perform(_ request: any APIRequest) -> Observable<APIResponse> {
        Observable.deferred { [unowned self] in
            if let failure = self.simulatedFailure { return .error(failure) }
            return .just(self.respond(to: request))
        }
        .delay(delay, scheduler: scheduler)
    }

    private func respond(to request: any APIRequest) -> APIResponse {
        switch (request.method, request.path) {
        case (.get, APIConstants.Path.products):
            return json(MockProductCatalog.products)
        case (.post, APIConstants.Path.users):
            let username = request.body.flatMap { try? JSONDecoder().decode([String: String].self, from: $0) }?["username"] ?? "guest"
            return json(["id": "user-\(username)", "username": username])
        case (.post, APIConstants.Path.basketAdd):
            guard let body = request.body, let add = try? JSONDecoder().decode(AddToBasketBody.self, from: body) else {
                return APIResponse(statusCode: 400, data: Data("{\"error\":\"bad body\"}".utf8))
            }
            return basket(of: add.userId, afterAdding: add.quantity, of: add.productId)
        case (.post, APIConstants.Path.analyticsEvent):
            return json(["accepted": true])
        case (.get, let path) where path.hasPrefix("/basket/view/"):
            return basket(of: String(path.dropFirst("/basket/view/".count)), afterAdding: 0, of: nil)
        default:
            return APIResponse(statusCode: 404, data: Data("{\"error\":\"not found\"}".utf8))
        }
    }

    private func basket(of userId: String, afterAdding quantity: Int, of productId: Int?) -> APIResponse {
        lock.lock()
        defer { lock.unlock() }
        var lines = baskets[userId, default: []]
        if let productId, let product = MockProductCatalog.products.first(where: { $0.id == productId }) {
            if let index = lines.firstIndex(where: { $0.productId == productId }) {
                lines[index].quantity += quantity
            } else {
                lines.append(BasketLine(productId: productId, title: product.title, price: product.price, quantity: quantity))
            }
            lines.removeAll { $0.quantity <= 0 }
            baskets[userId] = lines
        }
        return json(MockBasket(userId: userId, currency: "USD", items: lines))
    }

    private struct MockBasket: Encodable {
        let userId: String
        let currency: String
        let items: [BasketLine]
    }

    private func json<Body: Encodable>(_ body: Body) -> APIResponse {
        APIResponse(statusCode: 200, data: JSONBody.encode(body) ?? Data())
    }
}
