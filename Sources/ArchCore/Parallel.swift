import Dispatch

/// Runs independent work on all cores while keeping results in input order, so that output
/// never depends on scheduling.
public enum Parallel {
    public static func map<T: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(transform) }
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.store(transform(index), at: index)
        }
        return slots.collect()
    }
}

/// One slot per index, each written by exactly one iteration of `concurrentPerform`, which
/// returns only after all iterations finish: no two threads touch the same slot, and reading
/// happens after every write.
private final class Slots<T>: @unchecked Sendable {
    private let buffer: UnsafeMutablePointer<T?>
    private let count: Int

    init(count: Int) {
        self.count = count
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil, count: count)
    }

    deinit {
        buffer.deinitialize(count: count)
        buffer.deallocate()
    }

    func store(_ value: T, at index: Int) {
        buffer[index] = value
    }

    func collect() -> [T] {
        (0..<count).map { buffer[$0]! }
    }
}
