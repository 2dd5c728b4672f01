import Foundation
import RxSwift

public protocol UserDomainModelProtocol {
    var id: String { get }
    var username: String { get }
}

public protocol UserRepositoryProtocol {
    /// Creates the user if the backend does not know the name yet, and returns it either way.
    func addUser(username: String) -> Observable<any UserDomainModelProtocol>
}
