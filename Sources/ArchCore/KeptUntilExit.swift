import Foundation

/// Values the executable keeps until the process exits, instead of freeing them.
///
/// After a check has printed its output, freeing the analysis (every file, edge and finding,
/// value by value) only delays the exit: the system takes the whole address space back at once.
/// The executable hands commands one of these; in-process callers (tests, libraries) pass none,
/// so that their analyses are freed as usual and nothing outlives its use there.
public final class KeptUntilExit: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Any] = []

    public init() {}

    /// Keeps `value` alive for as long as this object lives.
    public func keep(_ value: some Sendable) {
        lock.lock()
        defer { lock.unlock() }
        values.append(value)
    }
}
