import Foundation
import RxCocoa
import RxSwift

/// Performs requests. The app talks to this protocol so that the mock and the real
/// provider are interchangeable.
public protocol APIProviding {
    func perform(_ request: any APIRequest) -> Observable<APIResponse>
}

/// The real provider, on top of URLSession.
public final class APIProvider: APIProviding {
    private let constants: APIConstants
    private let session: URLSession

    public init(constants: APIConstants, session: URLSession = .shared) {
        self.constants = constants
        self.session = session
    }

    public func perform(_ request: any APIRequest) -> Observable<APIResponse> {
        let urlRequest: URLRequest
        do {
            urlRequest = try request.makeURLRequest(baseURL: constants.baseURL)
        } catch {
            return .error(error)
        }
        return session.rx.response(request: urlRequest)
            .map { response, data in APIResponse(statusCode: response.statusCode, data: data) }
            .catch { error in
                .error(error as? APIError ?? APIError.transport(error.localizedDescription))
            }
    }
}
