import Foundation

/// Locations in the archkit repository, found from this file's own path so that tests work
/// from any working directory.
public enum RepositoryPaths {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // ArchTestSupport
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    public static let fixtures = root.appendingPathComponent("Fixtures")

    /// Every `.swift` file below `directory`, sorted, skipping build folders.
    public static func swiftFiles(under directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory.resolvingSymlinksInPath(), includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator {
            if [".build", ".swiftpm"].contains(url.lastPathComponent) {
                enumerator.skipDescendants()
                continue
            }
            if url.pathExtension == "swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// A scratch folder that is removed when the value is no longer needed, or when the test
/// process exits: a folder a static holds for a whole suite is never deinitialised.
public final class TemporaryDirectory: @unchecked Sendable {
    public let url: URL

    public init(prefix: String = "archkit-test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        LeftAtExit.add(url.path)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
        LeftAtExit.remove(url.path)
    }

    /// Writes `contents` to the root-relative `path`, creating folders as needed.
    @discardableResult
    public func write(_ path: String, _ contents: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
        return file
    }

    /// Writes an executable script to the root-relative `path`. A shell writes it, so that the
    /// test process never holds the file open: a child that another test starts meanwhile
    /// would inherit that descriptor, and running the script would then fail with "Text file
    /// busy" for as long as the child lives.
    @discardableResult
    public func writeExecutable(_ path: String, _ contents: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let result = try Shell.run(["sh", "-c", "printf '%s' \"$2\" > \"$1\" && chmod 755 \"$1\"", "sh", file.path, contents])
        guard result.status == 0 else { throw ScriptNotWritten(path: file.path, message: result.stderr) }
        return file
    }

    public struct ScriptNotWritten: Error, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "cannot write the script \(path): \(message)" }
    }

    /// Copies a folder of the repository (such as a fixture) into this directory.
    public func copy(_ source: URL, as name: String) throws -> URL {
        let destination = url.appendingPathComponent(name)
        try FileManager.default.copyItem(at: source, to: destination)
        return destination
    }
}

/// The scratch folders still alive, removed by one exit handler when the test process ends.
private enum LeftAtExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []
    /// Registers the handler the first time a folder is added.
    private static let handler: Void = { atexit { LeftAtExit.removeAll() } }()

    static func add(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        _ = handler
        paths.insert(path)
    }

    static func remove(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        paths.remove(path)
    }

    private static func removeAll() {
        lock.lock()
        let left = paths
        paths = []
        lock.unlock()
        for path in left { try? FileManager.default.removeItem(atPath: path) }
    }
}
