import Combine
import RxSwift
@testable import Utils
import XCTest

final class ObservableAsPublisherTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()

    func testValuesAndCompletionAreForwarded() {
        var values: [Int] = []
        var finished = false

        Observable.from([1, 2, 3]).asPublisher()
            .sink(receiveCompletion: { if case .finished = $0 { finished = true } }, receiveValue: { values.append($0) })
            .store(in: &cancellables)

        XCTAssertEqual(values, [1, 2, 3])
        XCTAssertTrue(finished)
    }

    func testErrorsArriveAsFailure() {
        struct Boom: Error {}
        var failed = false

        Observable<Int>.error(Boom()).asPublisher()
            .sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { _ in })
            .store(in: &cancellables)

        XCTAssertTrue(failed)
    }

    func testCancelDisposesTheRxSubscription() {
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        let cancellable = subject.asPublisher().sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })

        subject.onNext(1)
        cancellable.cancel()
        subject.onNext(2)

        XCTAssertEqual(values, [1])
        XCTAssertFalse(subject.hasObservers)
    }
}
