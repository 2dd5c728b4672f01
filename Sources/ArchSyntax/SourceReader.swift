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
    public static func scan(root: URL, paths: [String]) -> [ScannedSource] {
        Parallel.map(paths.count) { index in
            scan(root: root, path: paths[index])
        }
    }

    public static func scan(root: URL, path: String) -> ScannedSource {
        let url = root.appendingPathComponent(path)
        do {
            let data = try Data(contentsOf: url, options: .mappedIfSafe)
            let summary = data.withUnsafeBytes { raw in
                SourceScanner.scan(buffer: raw.bindMemory(to: UInt8.self))
            }
            return ScannedSource(path: path, summary: summary)
        } catch {
            return ScannedSource(path: path, summary: SourceSummary(), readError: error.localizedDescription)
        }
    }
}
