#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A folder of archkit's own in the system temporary folder, removed when the value goes away,
/// and also when archkit is interrupted meanwhile: an interruption exits without running
/// deinitialisers, and would otherwise leave the folder behind.
///
/// The interruption's cleanup runs on another thread while the owner may still be making the
/// folder, filling it or removing it itself. One lock orders all of that: the folder is made
/// only if the cleanup has not run, removed by whichever comes first while the other waits, and
/// a cleanup that has run forbids anything more inside it. The interruption exits once its
/// cleanup returns, so no removal is ever cut short half-way.
public final class ScratchFolder: @unchecked Sendable {
    public let url: URL
    private let state: State
    private let shutdown: SignalShutdown?
    private let registration: CleanupRegistration?

    /// - Parameter prefix: names the folder's purpose, e.g. `archkit-revision`.
    public init(prefix: String, shutdown: SignalShutdown?) throws {
        let state = State()
        // Registered before the folder exists, so that no moment leaves it unguarded: a cleanup
        // that runs first makes the creation below refuse.
        registration = shutdown?.addCleanup { state.remove(abandoning: true) }
        self.shutdown = shutdown
        self.state = state
        do {
            url = try state.makeFolder { try Self.makeUnique(prefix: prefix) }
        } catch {
            if let registration { shutdown?.removeCleanup(registration) }
            throw error
        }
    }

    deinit {
        state.remove()
        if let registration { shutdown?.removeCleanup(registration) }
    }

    /// Makes the folder `name` (one path component) inside this one, unless the interruption
    /// has already removed this one: a folder made then would outlive archkit.
    public func makeFolder(named name: String) throws -> URL {
        try state.whileNotAbandoned {
            let folder = url.appendingPathComponent(name, isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            return folder
        }
    }

    /// Makes a new folder `prefix-XXXXXX` in the system temporary folder: mode 0700 and a name
    /// no one else holds, so another user's leftovers can neither collide nor be reused.
    public static func makeUnique(prefix: String) throws -> URL {
        let parent = FileManager.default.temporaryDirectory.path
        let trimmed = parent.hasSuffix("/") ? String(parent.dropLast()) : parent
        var template = Array("\(trimmed)/\(prefix)-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw ProcessLaunchError("cannot make a temporary folder in \(parent): \(String(cString: strerror(errno)))")
        }
        return URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }

    /// Removes `folder` with everything in it; true when nothing is left. A removal fails
    /// half-way when an entry appears or vanishes under it (a program still finishing a
    /// write, another removal), so it is tried again a few times, once the writer is gone.
    @discardableResult
    public static func removeTree(at folder: URL) -> Bool {
        for attempt in 0..<removalAttempts {
            if attempt > 0 { usleep(20_000) }
            do {
                try FileManager.default.removeItem(at: folder)
                return true
            } catch {
                var status = stat()
                if lstat(folder.path, &status) != 0, errno == ENOENT { return true }
            }
        }
        return false
    }

    private static let removalAttempts = 5

    /// The folder once made, and whether the interruption's cleanup has run, under one lock.
    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        // Guarded by `lock`.
        private var made: URL?
        private var isAbandoned = false

        /// Makes the folder with `create`, unless the cleanup has run.
        func makeFolder(_ create: () throws -> URL) throws -> URL {
            try whileNotAbandoned {
                let url = try create()
                made = url
                return url
            }
        }

        /// Runs `body` unless the cleanup has run; the cleanup waits for it.
        func whileNotAbandoned<Value>(_ body: () throws -> Value) throws -> Value {
            lock.lock()
            defer { lock.unlock() }
            guard !isAbandoned else { throw ProcessLaunchError("archkit is stopping, so it makes no temporary folder") }
            return try body()
        }

        /// Removes the folder; `abandoning`, as the interruption's cleanup does, also forbids
        /// anything more in it.
        func remove(abandoning: Bool = false) {
            lock.lock()
            defer { lock.unlock() }
            if abandoning { isAbandoned = true }
            if let made { ScratchFolder.removeTree(at: made) }
        }
    }
}
