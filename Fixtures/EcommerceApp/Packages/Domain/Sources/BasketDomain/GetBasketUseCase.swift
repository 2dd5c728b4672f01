import BasketAbstraction
import Foundation
import RxSwift

public final class GetBasketUseCase: GetBasketUseCaseProtocol {
    private let repository: any BasketRepositoryProtocol

    public init(repository: any BasketRepositoryProtocol) {
        self.repository = repository
    }

    public func execute(userId: String) -> Observable<any BasketDomainModelProtocol> {
        repository.fetchBasket(userId: userId)
    }
}
