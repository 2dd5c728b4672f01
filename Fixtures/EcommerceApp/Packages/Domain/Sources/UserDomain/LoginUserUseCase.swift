import Foundation
import RxSwift
import UserAbstraction

/// Signs a user in by name. There is no password in this app: the backend creates
/// the user on first login, so the only rules are about the name itself.
public final class LoginUserUseCase: LoginUserUseCaseProtocol {
    public static let maximumUsernameLength = 32

    private let repository: any UserRepositoryProtocol
    private static let allowedCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._-"))

    public init(repository: any UserRepositoryProtocol) {
        self.repository = repository
    }

    public func start(username: String) -> Observable<any UserDomainModelProtocol> {
        switch Self.validate(username) {
        case .success(let normalized):
            return repository.addUser(username: normalized)
        case .failure(let error):
            return .error(error)
        }
    }

    static func validate(_ username: String) -> Result<String, LoginError> {
        let trimmed = username.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .failure(.emptyUsername) }
        guard trimmed.count <= maximumUsernameLength else {
            return .failure(.usernameTooLong(maximumLength: maximumUsernameLength))
        }
        guard trimmed.unicodeScalars.allSatisfy(allowedCharacters.contains) else {
            return .failure(.invalidCharacters)
        }
        // Names are case-insensitive on the backend; sending them lowercased avoids duplicates.
        return .success(trimmed.lowercased())
    }
}
