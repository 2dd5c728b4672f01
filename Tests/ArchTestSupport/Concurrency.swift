import Foundation

/// Maps in parallel, keeping the input order: for tests that run many external programs.
public func concurrentMap<T: Sendable>(_ indices: Range<Int>, _ transform: @Sendable (Int) throws -> T) throws -> [T] {
    let results = LockedResults<T>(count: indices.count)
    DispatchQueue.concurrentPerform(iterations: indices.count) { offset in
        results.set(offset, Result { try transform(indices.lowerBound + offset) })
    }
    return try results.values()
}

private final class LockedResults<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Result<T, Error>?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<T, Error>) {
        lock.lock(); defer { lock.unlock() }
        storage[index] = value
    }

    func values() throws -> [T] {
        try storage.map { try $0!.get() }
    }
}

/// What `body` returns if it returns within `seconds`, on a thread of its own; nil if it is still
/// running then, for a test that must fail rather than hang when something waits for ever (the
/// thread is left behind, blocked, until the test process ends).
public func finished<T: Sendable>(within seconds: Double, _ body: @escaping @Sendable () -> T) -> T? {
    let done = DispatchSemaphore(value: 0)
    let result = LockedResults<T>(count: 1)
    Thread {
        result.set(0, .success(body()))
        done.signal()
    }.start()
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return try? result.values().first
}
