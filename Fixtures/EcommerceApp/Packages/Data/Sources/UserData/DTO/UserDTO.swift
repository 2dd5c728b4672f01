import Foundation

struct UserDTO: Decodable {
    let id: String
    let username: String
}

struct CreateUserRequestDTO: Encodable {
    let username: String
}
