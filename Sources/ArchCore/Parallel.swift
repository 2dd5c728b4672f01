import Dispatch
import Foundation

/// Runs independent work on all cores while keeping results in input order, so that output
/// never depends on scheduling.
public enum Parallel {
    public static func map<T: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(transform) }
        // Each result is built in its place in the array: collecting them from slots copied
        // every value once more (a retain and a release per reference it holds).
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let places = Places(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                places.initialize(index, to: transform(index))
            }
            initialized = count
        }
    }

    /// `map` over `count` items in chunks of `chunk`, so that each task does enough work to pay
    /// for its dispatch.
    public static func map<T: Sendable>(_ count: Int, chunk: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        let chunk = max(chunk, 1)
        guard count > chunk else { return (0..<count).map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let places = Places(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: (count + chunk - 1) / chunk) { part in
                for index in (part * chunk)..<min(count, (part + 1) * chunk) {
                    places.initialize(index, to: transform(index))
                }
            }
            initialized = count
        }
    }

    /// `map(_:chunk:_:)` where each chunk carries a scratch value from one item to the next,
    /// made afresh by `start` for each chunk: a memo of work shared by neighbouring items. The
    /// result must not depend on the scratch value, only the cost.
    public static func map<T: Sendable, Scratch>(_ count: Int, chunk: Int, start: @Sendable () -> Scratch,
                                                 _ transform: @Sendable (inout Scratch, Int) -> T) -> [T] {
        let chunk = max(chunk, 1)
        guard count > chunk else {
            var scratch = start()
            return (0..<count).map { transform(&scratch, $0) }
        }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            let places = Places(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: (count + chunk - 1) / chunk) { part in
                var scratch = start()
                for index in (part * chunk)..<min(count, (part + 1) * chunk) {
                    places.initialize(index, to: transform(&scratch, index))
                }
            }
            initialized = count
        }
    }
}

extension Parallel {
    /// Changes each element of `elements` in place with `body`, in chunks of `chunk` on all
    /// cores, each chunk with a scratch value made afresh by `start` as in
    /// `map(_:chunk:start:_:)`. Elements are neither copied nor moved: for large values that
    /// only gain a field, copying each into a new array was most of the cost.
    public static func update<Element, Scratch>(_ elements: inout [Element], chunk: Int, start: @Sendable () -> Scratch,
                                                _ body: @Sendable (inout Scratch, inout Element) -> Void) {
        let chunk = max(chunk, 1)
        elements.withUnsafeMutableBufferPointer { buffer in
            guard buffer.count > chunk else {
                var scratch = start()
                for index in buffer.indices { body(&scratch, &buffer[index]) }
                return
            }
            let count = buffer.count
            let places = Places(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: (count + chunk - 1) / chunk) { part in
                var scratch = start()
                for index in (part * chunk)..<min(count, (part + 1) * chunk) {
                    body(&scratch, &places.base[index])
                }
            }
        }
    }
}

extension Parallel {
    /// Runs `elsewhere` on another thread while `here` runs on this one, and returns both
    /// results once both have finished: two independent pieces of work, of which only `here`
    /// may touch the caller's mutable state. A serial step then costs no wall time of its own
    /// as long as `elsewhere` keeps the other cores busy.
    ///
    /// The other thread is a thread of its own, not one of the shared pool's: a caller that
    /// runs on the pool and waits here can then never wait for a pool thread that is not free.
    public static func both<Elsewhere: Sendable, Here>(_ elsewhere: @escaping @Sendable () -> Elsewhere,
                                                       alongside here: () -> Here) -> (Elsewhere, Here) {
        let slot = Slot<Elsewhere>()
        let done = DispatchSemaphore(value: 0)
        Thread {
            slot.value = elsewhere()
            done.signal()
        }.start()
        let local = here()
        done.wait()
        return (slot.value!, local)
    }
}

/// Where `both` receives the other thread's result: written once by that thread before it
/// signals, and read only after `wait()`, which orders the write before the read.
private final class Slot<Value>: @unchecked Sendable {
    var value: Value?
}

/// The array's storage while `concurrentPerform` fills or changes it: each index is written by
/// exactly one iteration, and `concurrentPerform` returns only after all of them, so no two
/// threads touch the same element and the array is read only once every element is done.
private struct Places<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>

    func initialize(_ index: Int, to value: T) {
        (base + index).initialize(to: value)
    }
}
