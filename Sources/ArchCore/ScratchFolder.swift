#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A folder of archkit's own in the system temporary folder, removed when the value goes away,
/// and also when archkit is interrupted meanwhile: an interruption exits without running
/// deinitialisers, and would otherwise leave the folder behind.
public final class ScratchFolder: @unchecked Sendable {
    public let url: URL
    private let shutdown: SignalShutdown?
    private let registration: CleanupRegistration?

    /// - Parameter prefix: names the folder's purpose, e.g. `archkit-revision`.
    public init(prefix: String, shutdown: SignalShutdown?) throws {
        // Registered before the folder exists, so that no moment leaves it unguarded.
        let made = Locked<URL?>(nil)
        registration = shutdown?.addCleanup { made.value.map { try? FileManager.default.removeItem(at: $0) } }
        self.shutdown = shutdown
        do {
            url = try Self.makeUnique(prefix: prefix)
        } catch {
            if let registration { shutdown?.removeCleanup(registration) }
            throw error
        }
        made.value = url
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
        if let registration { shutdown?.removeCleanup(registration) }
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
}

/// A value shared with a cleanup that may run on another thread.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
