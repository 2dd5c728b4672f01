import Foundation
import UserAbstraction

struct UserDomainModel: UserDomainModelProtocol, Equatable {
    let id: String
    let username: String

    init(dto: UserDTO) {
        id = dto.id
        username = dto.username
    }
}
