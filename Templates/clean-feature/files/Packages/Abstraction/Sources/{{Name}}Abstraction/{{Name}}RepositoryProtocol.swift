import Foundation
import RxSwift

/// Reads {{Name}} data. Implemented in the data layer and consumed by the use cases in
/// {{Name}}Domain: the repository reports what the backend holds, the use cases decide
/// what is shown.
public protocol {{Name}}RepositoryProtocol {
    /// Every entry the backend returns, in its order, repeats included.
    func fetch{{Name}}List() -> Observable<[any {{Name}}DomainModelProtocol]>
}
