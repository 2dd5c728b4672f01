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
            scan(paths[index], files: SequentialFileReader(rootPath: rootPath), options: options)
        }
    }

    public static func scan(root: URL, path: String, options: ScanOptions = .standard) -> ScannedSource {
        scan(path, files: SequentialFileReader(rootPath: root.path), options: options)
    }

    /// Reads and scans the source at root-relative `path` with `files`, the reader a thread keeps
    /// from file to file; every other way of scanning a file ends here, so there is one way.
    public static func scan(_ path: String, files: SequentialFileReader, options: ScanOptions) -> ScannedSource {
        do {
            return try files.withBytes(of: path) { bytes in
                ScannedSource(path: path, summary: SourceScanner.scan(buffer: bytes, options: options))
            }
        } catch {
            return ScannedSource(path: path, summary: SourceSummary(), readError: error.description)
        }
    }
}
