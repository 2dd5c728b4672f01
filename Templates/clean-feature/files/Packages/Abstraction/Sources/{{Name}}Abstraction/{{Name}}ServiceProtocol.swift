{{#unless targets-merged}}
import Foundation
import RxSwift

/// One {{Name}} entry as the service reads it from the backend. The repository and the service
/// live in separate modules here, so the service's contract is shared through this one.
public protocol {{Name}}EntryProtocol {
    var id: String { get }
    var title: String? { get }
    var status: String? { get }
    var updatedAt: Date { get }
}

/// Fetches {{Name}} entries from the backend; implemented by {{Name}}Service, used by {{Name}}Repository.
public protocol {{Name}}ServiceProtocol {
    func fetch{{Name}}List() -> Observable<[any {{Name}}EntryProtocol]>
}
{{/unless}}
