import API
import Foundation
import RxSwift

protocol UserServiceProtocol {
    func addUser(user: CreateUserRequestDTO) -> Observable<UserDTO>
}

struct CreateUserRequest: APIRequest {
    let path = APIConstants.Path.users
    let method = HTTPMethod.post
    let body: Data?
}

final class UserService: UserServiceProtocol {
    private let provider: any APIProviding

    init(provider: any APIProviding) {
        self.provider = provider
    }

    func addUser(user: CreateUserRequestDTO) -> Observable<UserDTO> {
        provider.perform(CreateUserRequest(body: JSONBody.encode(user)))
            .map { try $0.decode(UserDTO.self) }
    }
}
