@testable import LoginFeature
import protocol RoutingAbstraction.AppRoute
import RxSwift
import UserAbstraction
import XCTest

@MainActor
final class LoginFeatureTests: XCTestCase {
    private struct StubUser: UserDomainModelProtocol {
        let id: String
        let username: String
    }

    private struct StubLogin: LoginUserUseCaseProtocol {
        let result: Result<StubUser, Error>

        func start(username: String) -> Observable<any UserDomainModelProtocol> {
            switch result {
            case .success(let user): return .just(user)
            case .failure(let error): return .error(error)
            }
        }
    }

    private struct OtherRoute: AppRoute {}

    func testFactoryOnlyHandlesLoginRoutes() {
        let factory = LoginRouteFactory()
        XCTAssertTrue(factory.canHandle(LoginRoute.login))
        XCTAssertFalse(factory.canHandle(OtherRoute()))
        XCTAssertEqual(factory.route(named: "login", parameters: [:]) as? LoginRoute, .login)
        XCTAssertNil(factory.route(named: "basket", parameters: [:]))
    }

    func testSuccessfulLoginConnects() {
        let viewModel = LoginViewModel(loginUseCase: StubLogin(result: .success(StubUser(id: "user-ana", username: "ana"))))
        viewModel.username = "ana"
        let connected = expectation(description: "connected")
        let observation = viewModel.$isConnected.dropFirst().filter { $0 }.sink { _ in connected.fulfill() }

        viewModel.login()

        wait(for: [connected], timeout: 1)
        XCTAssertEqual(viewModel.userID, "user-ana")
        observation.cancel()
    }

    func testValidationErrorsAreWordedForTheUser() {
        XCTAssertEqual(LoginViewModel.message(for: LoginError.usernameTooLong(maximumLength: 32)), "Usernames have at most 32 characters.")
    }
}
