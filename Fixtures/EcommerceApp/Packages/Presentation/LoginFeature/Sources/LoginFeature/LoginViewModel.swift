import Combine
import DIAbstraction
import Foundation
import RxSwift
import UserAbstraction
import Utils

@MainActor
public final class LoginViewModel: ObservableObject {
    @Published public var username = ""
    @Published public private(set) var userID: String?
    @Published public var isConnected = false
    @Published public private(set) var isLoading = false
    @Published public private(set) var errorMessage: String?

    private let loginUseCase: any LoginUserUseCaseProtocol
    private var cancellables = Set<AnyCancellable>()

    public init(loginUseCase: (any LoginUserUseCaseProtocol)? = nil) {
        self.loginUseCase = loginUseCase ?? DIContainer.shared.resolve((any LoginUserUseCaseProtocol).self)
        $userID.map { $0 != nil }.assign(to: &$isConnected)
    }

    public var canSubmit: Bool {
        !isLoading && !username.trimmingCharacters(in: .whitespaces).isEmpty
    }

    public func login() {
        guard canSubmit else { return }
        isLoading = true
        errorMessage = nil

        let session: Observable<String?> = loginUseCase.start(username: username).map { Optional($0.id) }
        session
            .asPublisher()
            .receive(on: DispatchQueue.main)
            .handleEvents(receiveCompletion: { [weak self] completion in
                self?.isLoading = false
                if case .failure(let error) = completion {
                    self?.errorMessage = Self.message(for: error)
                }
            })
            .replaceError(with: nil)
            .assign(to: \.userID, on: self)
            .store(in: &cancellables)
    }

    public func logout() {
        cancellables.removeAll()
        userID = nil
        username = ""
    }

    static func message(for error: Error) -> String {
        switch error as? LoginError {
        case .emptyUsername?:
            return "Enter a username."
        case .usernameTooLong(let maximumLength)?:
            return "Usernames have at most \(maximumLength) characters."
        case .invalidCharacters?:
            return "Use letters, digits, dots, dashes or underscores."
        case nil:
            return "Could not sign in. Check your connection and try again."
        }
    }
}
