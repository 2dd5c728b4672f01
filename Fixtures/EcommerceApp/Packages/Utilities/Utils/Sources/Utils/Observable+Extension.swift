import Combine
import Foundation
import RxSwift

public extension ObservableType {
    /// Bridges an RxSwift stream to Combine, so that view models keep the Rx use cases
    /// and still drive `@Published` properties.
    ///
    /// The Rx subscription starts on the first demand and is disposed on cancel.
    func asPublisher() -> AnyPublisher<Element, Error> {
        ObservablePublisher(upstream: asObservable()).eraseToAnyPublisher()
    }
}

struct ObservablePublisher<Output>: Publisher {
    typealias Failure = Error

    let upstream: Observable<Output>

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
        subscriber.receive(subscription: ObservableSubscription(upstream: upstream, downstream: subscriber))
    }
}

private final class ObservableSubscription<Downstream: Subscriber>: Subscription where Downstream.Failure == Error {
    private let upstream: Observable<Downstream.Input>
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var disposable: Disposable?

    init(upstream: Observable<Downstream.Input>, downstream: Downstream) {
        self.upstream = upstream
        self.downstream = downstream
    }

    // Rx has no back-pressure, so any positive demand starts the stream once.
    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        guard demand > .none, disposable == nil, downstream != nil else { return }
        disposable = upstream.subscribe { [weak self] event in
            self?.forward(event)
        }
    }

    func cancel() {
        lock.lock()
        defer { lock.unlock() }
        disposable?.dispose()
        downstream = nil
    }

    private func forward(_ event: Event<Downstream.Input>) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next(let value):
            _ = downstream?.receive(value)
        case .error(let error):
            downstream?.receive(completion: .failure(error))
            downstream = nil
        case .completed:
            downstream?.receive(completion: .finished)
            downstream = nil
        }
    }
}
