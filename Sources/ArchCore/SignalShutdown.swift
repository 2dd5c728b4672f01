#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// What archkit does when it is interrupted (SIGINT, SIGTERM, SIGHUP): it stops every child
/// it started, with everything those started, runs the registered cleanup actions, newest first, and exits
/// with 128 + the signal's number.
///
/// Made once, in the executable's composition root, and passed to whatever starts children
/// (through `runningChildren`) or must undo work (through `addCleanup`). Tests make their own and
/// call `handle(signal:)` directly; one that never `install`s is inert.
///
/// Signal dispositions are process-wide state, so `install` must run at most once per process.
/// The signals are received through dispatch sources, on a queue of their own: no work is
/// done inside a raw signal handler.
public final class SignalShutdown: @unchecked Sendable {
    /// The signals `install` handles by default.
    public static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The children started through runners that share this value.
    public let runningChildren: RunningChildren
    private let terminationGrace: Duration
    private let exit: @Sendable (Int32) -> Void
    private let queue = DispatchQueue(label: "archkit.signal-shutdown")
    private let lock = NSLock()
    // Guarded by `lock`.
    private var cleanups: [(registration: CleanupRegistration, action: @Sendable () -> Void)] = []
    private var nextRegistration = 0
    private var isInterrupted = false
    private var sources: [any DispatchSourceSignal] = []

    /// - Parameters:
    ///   - terminationGrace: how long children get between SIGTERM and SIGKILL.
    ///   - exit: ends the process with a status; tests pass a recorder instead.
    public init(runningChildren: RunningChildren = RunningChildren(), terminationGrace: Duration = .seconds(1),
                exit: @escaping @Sendable (Int32) -> Void = SignalShutdown.exitImmediately) {
        self.runningChildren = runningChildren
        self.terminationGrace = terminationGrace
        self.exit = exit
    }

    /// Ends the process without running `atexit` handlers or destructors: other threads are
    /// still running, and tearing global state down under them could crash the exit. archkit
    /// buffers no output it has not already written.
    public static let exitImmediately: @Sendable (Int32) -> Void = { status in _exit(status) }

    /// Takes over `signals` for the rest of the process's life.
    public func install(signals: [Int32] = SignalShutdown.handledSignals) {
        lock.withLock {
            for number in signals {
                // Ignored, so that the default action (ending the process at once) does not
                // happen; the dispatch source still sees every delivery.
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { [weak self] in self?.handle(signal: number) }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// Registers `action` to run if archkit is interrupted before `removeCleanup` is called
    /// with the returned registration.
    ///
    /// The action runs on the interruption's own queue, after every child has been stopped,
    /// while the code that registered it may still be running on its thread: make it safe to
    /// run concurrently with that code (share a lock with the work it undoes). It must not
    /// block for long. Actions run newest first, each at most once. Registering after the
    /// last action has run blocks until the process ends, so the work it guards never starts.
    @discardableResult
    public func addCleanup(_ action: @escaping @Sendable () -> Void) -> CleanupRegistration {
        lock.withLock {
            nextRegistration += 1
            let registration = CleanupRegistration(id: nextRegistration)
            cleanups.append((registration, action))
            return registration
        }
    }

    /// Forgets a cleanup: the work it would undo is finished or already undone. Removing one
    /// that already ran, or was removed, does nothing.
    public func removeCleanup(_ registration: CleanupRegistration) {
        lock.withLock { cleanups.removeAll { $0.registration == registration } }
    }

    /// Blocks for good once an interruption has begun, so that the caller's normal ending
    /// (output, exit status) cannot overtake the interruption's: the command may well finish
    /// first, having seen its children killed. Returns at once otherwise.
    public func parkIfInterrupted() {
        guard lock.withLock({ isInterrupted }) else { return }
        while true { sleep(60) }
    }

    /// What a delivered signal does: stops the children, runs the cleanups and exits with
    /// 128 + `signal`. A second signal while this runs is ignored.
    public func handle(signal: Int32) {
        let isFirst = lock.withLock {
            defer { isInterrupted = true }
            return !isInterrupted
        }
        guard isFirst else { return }
        runningChildren.stopAll(grace: terminationGrace)
        // Taken one at a time, so that an action registered while others run still runs. The
        // lock is kept from the last look until the exit: a registration that comes later
        // waits for ever, so the work it would guard never starts.
        lock.lock()
        while let next = cleanups.popLast() {
            lock.unlock()
            next.action()
            lock.lock()
        }
        exit(128 + signal)
        lock.unlock()
    }
}

/// Identifies one registered cleanup action, for `SignalShutdown.removeCleanup`.
public struct CleanupRegistration: Hashable, Sendable {
    fileprivate let id: Int
}
