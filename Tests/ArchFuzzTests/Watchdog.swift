import Foundation

/// Names the input that has been running too long, while it still runs: a hang never ends
/// the test, so it could never record the seed and iteration itself.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (description: String, start: UInt64)?
    private var reported = false
    private var stopped = false
    private let patience: Double

    init(patience: Double) {
        self.patience = patience
        let thread = Thread { [weak self] in
            while let self, self.check() { Thread.sleep(forTimeInterval: 1) }
        }
        thread.start()
    }

    func begin(_ description: String) {
        lock.withLock {
            current = (description, DispatchTime.now().uptimeNanoseconds)
            reported = false
        }
    }

    func stop() {
        lock.withLock { stopped = true }
    }

    /// Prints once per input that runs past the patience; false once stopped.
    private func check() -> Bool {
        lock.withLock {
            guard !stopped else { return false }
            if let current, !reported, Double(DispatchTime.now().uptimeNanoseconds - current.start) / 1e9 > patience {
                reported = true
                FileHandle.standardError.write(Data("\narchkit fuzz: still running after \(Int(patience)) s: \(current.description)\n".utf8))
            }
            return true
        }
    }
}
