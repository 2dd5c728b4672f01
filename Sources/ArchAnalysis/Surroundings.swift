import ArchCore
import Foundation

/// Where SwiftPM's answers are cached when the command line does not say.
public enum ManifestCacheLocation {
    /// `$ARCHKIT_CACHE_DIR`, else the platform's per-user cache folder; nil without a home.
    public static func `default`(environment: [String: String], resolve: (String) -> URL) -> URL? {
        if let explicit = environment["ARCHKIT_CACHE_DIR"], !explicit.isEmpty { return resolve(explicit) }
        #if os(macOS)
        guard let home = environment["HOME"] else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent("Library/Caches/archkit")
        #else
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("archkit") }
        guard let home = environment["HOME"] else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/archkit")
        #endif
    }
}

/// Converts UTF-8 byte columns, which archkit counts, into UTF-16 columns, which SARIF counts,
/// reading each file at most once.
public final class SourceColumns: @unchecked Sendable {
    private let rootPath: String
    private let lock = NSLock()
    // Guarded by `lock`: the bytes of each file asked about, nil when it could not be read.
    private var files: [String: [UInt8]?] = [:]

    public init(root: URL) {
        rootPath = root.path
    }

    /// The 1-based UTF-16 column of `location`; its byte column when the line cannot be found.
    public func utf16Column(_ location: SourceLocation) -> Int {
        guard let bytes = bytes(of: location.file) else { return location.column }
        var line = 1
        var start = 0
        var index = 0
        while line < location.line, index < bytes.count {
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && !(index + 1 < bytes.count && bytes[index + 1] == 0x0A)) {
                line += 1
                start = index + 1
            }
            index += 1
        }
        let end = start + location.column - 1
        guard line == location.line, end <= bytes.count else { return location.column }
        return String(decoding: bytes[start..<end], as: UTF8.self).utf16.count + 1
    }

    private func bytes(of file: String) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        if let known = files[file] { return known }
        let path = file.hasPrefix("/") ? file : rootPath + "/" + file
        // A finding may name what is not a file (a FIFO at a project file's name): opening it
        // would wait for ever.
        let read = try? FileBytes.readRegularFile(path, followingLinks: true)
        files[file] = .some(read)
        return read
    }
}
