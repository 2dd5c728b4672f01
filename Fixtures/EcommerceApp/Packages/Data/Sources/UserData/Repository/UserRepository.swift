import Foundation
import RxSwift
import UserAbstraction

final class UserRepository: UserRepositoryProtocol {
    private let service: any UserServiceProtocol

    init(service: any UserServiceProtocol) {
        self.service = service
    }

    func addUser(username: String) -> Observable<any UserDomainModelProtocol> {
        service.addUser(user: CreateUserRequestDTO(username: username))
            .map { UserDomainModel(dto: $0) }
    }
}
