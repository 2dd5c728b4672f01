import Foundation
import RxSwift

public protocol Get{{Name}}ListUseCaseProtocol {
    /// The entries to show, most recently updated first.
    func execute() -> Observable<[any {{Name}}DomainModelProtocol]>

    /// One entry, or an error of type `{{Name}}LookupError` when the list does not hold it.
    func execute(id: String) -> Observable<any {{Name}}DomainModelProtocol>
}

public enum {{Name}}LookupError: Error, Equatable {
    case notFound(id: String)
}
