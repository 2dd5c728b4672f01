import ArchCore
import Foundation

/// A Swift file as read from disk: its summary, or why it could not be read.
public struct ScannedSource: Sendable {
    /// Root-relative path.
    public var path: String
    public var summary: SourceSummary
    /// Set when the file could not be read at all; the summary is then empty.
    public var readError: String?

    public init(path: String, summary: SourceSummary, readError: String? = nil) {
        self.path = path
        self.summary = summary
        self.readError = readError
    }
}

/// Reads and scans many files at once, on all cores, returning results in input order.
public enum SourceReader {
    public static func scan(root: URL, paths: [String], options: ScanOptions = .standard) -> [ScannedSource] {
        let rootPath = root.path
        return Parallel.map(paths.count) { index in
            scan(rootPath: rootPath, path: paths[index], options: options)
        }
    }

    public static func scan(root: URL, path: String, options: ScanOptions = .standard) -> ScannedSource {
        scan(rootPath: root.path, path: path, options: options)
    }

    static func scan(rootPath: String, path: String, options: ScanOptions) -> ScannedSource {
        do {
            let bytes = try FileBytes.read(rootPath + "/" + path)
            return ScannedSource(path: path, summary: SourceScanner.scan(bytes, options: options))
        } catch {
            return ScannedSource(path: path, summary: SourceSummary(), readError: error.description)
        }
    }
}
