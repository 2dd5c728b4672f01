import Combine
import Foundation

public extension Publisher {
    /// Delivers on the main queue and turns failures into a value, the shape a view model
    /// needs before `assign(to:on:)`.
    func receiveOnMain(replacingErrorWith fallback: @escaping (Failure) -> Output) -> AnyPublisher<Output, Never> {
        self.catch { Just(fallback($0)) }
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }
}
