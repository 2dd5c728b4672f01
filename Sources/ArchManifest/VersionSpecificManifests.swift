import Foundation

/// `Package@swift-5.9.swift` and the like, beside `Package.swift`: SwiftPM reads the one that
/// best fits its own version instead, so neither reader may look at `Package.swift` alone.
public enum VersionSpecificManifests {
    /// The file names of the version-specific manifests in `packageDirectory`, sorted.
    public static func names(in packageDirectory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: packageDirectory)) ?? []
        return names.filter { $0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift") }.sorted()
    }

    /// The name and contents of each, sorted by name; an unreadable one counts as empty.
    static func contents(in packageDirectory: String) -> [(name: String, contents: Data)] {
        names(in: packageDirectory).map { name in
            (name, FileManager.default.contents(atPath: "\(packageDirectory)/\(name)") ?? Data())
        }
    }
}
