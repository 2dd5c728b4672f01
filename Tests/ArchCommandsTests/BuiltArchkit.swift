import ArchTestSupport
import Foundation
import Testing

/// The archkit executable built with the tests, for tests that need a real process: signals,
/// standard streams, children.
enum BuiltArchkit {
    static var path: String {
        let built = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("archkit")
        return FileManager.default.fileExists(atPath: built.path) ? built.path
            : RepositoryPaths.root.appendingPathComponent(".build/debug/archkit").path
    }

    static func url() throws -> URL {
        let binary = URL(fileURLWithPath: path)
        try #require(FileManager.default.fileExists(atPath: binary.path), "archkit is not built at \(binary.path)")
        return binary
    }
}
