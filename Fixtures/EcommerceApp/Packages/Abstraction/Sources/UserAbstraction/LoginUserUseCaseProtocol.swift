import Foundation
import RxSwift

public protocol LoginUserUseCaseProtocol {
    func start(username: String) -> Observable<any UserDomainModelProtocol>
}

public enum LoginError: Error, Equatable {
    case emptyUsername
    case usernameTooLong(maximumLength: Int)
    case invalidCharacters
}
