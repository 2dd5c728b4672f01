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
