#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The children that are running, each with the scratch folder it uses, so that an
/// interruption can stop them, with everything they started, and remove what they leave.
///
/// A child is registered as it starts and forgotten only once it has been reaped, both under
/// one lock. While registered, its process id cannot be reused, so signalling its session
/// never reaches an unrelated process.
public final class RunningChildren: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`: the child's process id (also its session's and group's id) → its scratch folder.
    private var live: [pid_t: URL?] = [:]
    // Guarded by `lock`: set once, by `stopAll`; no child starts afterwards.
    private var isStopping = false

    /// Started between archkit and each child that must end with archkit, when set (see
    /// `ChildLauncher` and `ProcessRequest.endsWithArchkit`).
    let launcher: ChildLauncher?

    /// - Parameter launcher: archkit itself, to start the children that must end with archkit
    ///   through, so that they do however archkit ends; nil starts every child directly.
    public init(launcher: ChildLauncher? = nil) {
        self.launcher = launcher
    }

    /// The number of children not reaped yet.
    public var count: Int {
        lock.withLock { live.count }
    }

    /// Starts a child and registers it, refusing once `stopAll` has begun: a child either is
    /// seen by an interruption or never starts.
    func start(scratchFolder: URL?, _ spawn: () throws -> SpawnedChild) throws -> SpawnedChild {
        lock.lock()
        defer { lock.unlock() }
        guard !isStopping else { throw ProcessLaunchError("archkit is stopping, so it starts no program") }
        let child = try spawn()
        live[child.processID] = .some(scratchFolder)
        return child
    }

    /// Reaps a child that has exited and forgets it. Returns the raw wait status.
    func finish(_ processID: pid_t) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        let status = SpawnedChild.reap(processID)
        live[processID] = nil
        return status
    }

    /// Stops every child with everything it started: SIGTERM, then SIGKILL to what is still
    /// there after `grace`, then removes the scratch folders of any child whose runner has not
    /// cleaned up yet. No child starts afterwards. Returns once every child is reaped, or a
    /// further `grace` has passed.
    public func stopAll(grace: Duration) {
        signalAll(SIGTERM)
        if waitUntilEmpty(for: grace) { return }
        signalAll(SIGKILL)
        if waitUntilEmpty(for: grace) { return }
        // The runners normally remove these themselves once their child is gone; one that
        // SIGKILL did not end within the grace must not keep its folder past archkit's exit.
        let remaining = lock.withLock { live.values.compactMap { $0 } }
        for folder in remaining { ScratchFolder.removeTree(at: folder) }
    }

    private func signalAll(_ signal: Int32) {
        lock.lock()
        defer { lock.unlock() }
        isStopping = true
        for leader in live.keys { ProcessSession.signal(leader: leader, signal) }
    }

    /// Waits for the runners to reap every child; true when they did within `limit`.
    private func waitUntilEmpty(for limit: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while clock.now < deadline {
            if count == 0 { return true }
            usleep(10_000)
        }
        return count == 0
    }
}

/// The session a child leads, which holds everything it started.
///
/// A process group is not enough: SwiftPM starts the compiler and the compiled manifest each
/// in a process group of its own, so signalling the child's group leaves the looping manifest
/// running. Those stay in the child's session, which only `setsid` leaves.
enum ProcessSession {
    /// Sends `signal` to the leader's group and to every process of its session. The caller
    /// keeps the leader unreaped, so that the session id still names this session.
    static func signal(leader: pid_t, _ signal: Int32) {
        kill(-leader, signal)
        signalMembers(of: leader, signal)
    }

    /// Sends `signal` to every process of `session` but the caller.
    static func signalMembers(of session: pid_t, _ signal: Int32) {
        // Twice, for a process that forked while the first pass was signalling.
        for _ in 0..<(signal == SIGKILL ? 2 : 1) {
            for member in members(of: session) where member != getpid() {
                kill(member, signal)
            }
        }
    }

    /// Every process, zombies included, whose session is `session`.
    static func members(of session: pid_t) -> [pid_t] {
        allProcessIDs().filter { getsid($0) == session }
    }

    #if canImport(Darwin)
    private static func allProcessIDs() -> [pid_t] {
        var name: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_ALL, 0]
        var size = 0
        guard sysctl(&name, 4, nil, &size, nil, 0) == 0 else { return [] }
        let stride = MemoryLayout<kinfo_proc>.stride
        var processes = [kinfo_proc](repeating: kinfo_proc(), count: size / stride + 32)
        size = processes.count * stride
        guard sysctl(&name, 4, &processes, &size, nil, 0) == 0 else { return [] }
        return processes.prefix(size / stride).map { $0.kp_proc.p_pid }
    }
    #else
    private static func allProcessIDs() -> [pid_t] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
    }
    #endif
}
