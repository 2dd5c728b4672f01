import Foundation
import {{Name}}Abstraction
import RxSwift

/// Implements the Abstraction contract on top of the service, so nothing outside this module
/// ever sees a DTO.
final class {{Name}}Repository: {{Name}}RepositoryProtocol {
    private let service: any {{Name}}ServiceProtocol

    init(service: any {{Name}}ServiceProtocol) {
        self.service = service
    }

    func fetch{{Name}}List() -> Observable<[any {{Name}}DomainModelProtocol]> {
        service.fetch{{Name}}List().map { dtos in
            dtos.map { {{Name}}DomainModel(dto: $0) }
        }
    }
}
