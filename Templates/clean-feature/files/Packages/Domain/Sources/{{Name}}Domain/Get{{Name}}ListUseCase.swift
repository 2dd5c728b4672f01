import Foundation
import {{Name}}Abstraction
import RxSwift

/// The rules of listing {{Name}} entries live here, not in the repository or a view model:
/// the repository returns what the backend sends, and this decides what is shown and in which order.
public final class Get{{Name}}ListUseCase: Get{{Name}}ListUseCaseProtocol {
    private let repository: any {{Name}}RepositoryProtocol

    public init(repository: any {{Name}}RepositoryProtocol) {
        self.repository = repository
    }

    public func execute() -> Observable<[any {{Name}}DomainModelProtocol]> {
        repository.fetch{{Name}}List().map { entries in
            // The backend may repeat an entry while it re-indexes; the first copy is current.
            var seen = Set<String>()
            return entries
                .filter { seen.insert($0.id).inserted }
                .sorted { $0.updatedAt > $1.updatedAt }
        }
    }

    public func execute(id: String) -> Observable<any {{Name}}DomainModelProtocol> {
        execute().flatMap { entries -> Observable<any {{Name}}DomainModelProtocol> in
            guard let entry = entries.first(where: { $0.id == id }) else {
                return .error({{Name}}LookupError.notFound(id: id))
            }
            return .just(entry)
        }
    }
}
